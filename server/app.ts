// Builds the Fastify instance: HTTP concerns first, then the API under /api, then the built client.
// Tests call buildApp() and app.inject() without listening on a port.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { version } from '../package.json';
import { registerJsonParser } from './plugins/body';
import { registerErrorHandler } from './plugins/errors';
import authPlugin from './plugins/auth';
import idempotency from './plugins/idempotency';
import loadShedding from './plugins/loadShedding';
import accountRoutes from './routes/account';
import authRoutes from './routes/auth';
import contactRoutes from './routes/contact';
import type { AppDeps } from './routes/deps';
import formOptionRoutes from './routes/formOptions';
import healthRoutes from './routes/health';
import mealplanRoutes from './routes/mealplans';
import shareRoutes from './routes/share';
import shoppingListRoutes from './routes/shoppingLists';
import storeRoutes from './routes/stores';
import homeRoutes from './routes/home';
import imageRoutes from './routes/images';
import importedRecipeRoutes from './routes/importedRecipes';
import publishRoutes from './routes/publishRequests';
import uploadRoutes from './routes/uploads';
import userRecipeRoutes from './routes/userRecipes';
import recipeRoutes from './routes/recipes';
import savedRecipeRoutes from './routes/savedRecipes';
import { createMailer, type Mailer } from './services/mail';
import { DrawnPages, recipePageId } from './services/drawnPages';

/** what is compressed per answer (API answers, drawn pages) is brotli at a low quality: quick on the one event loop */
const BROTLI_PER_ANSWER = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** helmet's own default, a year, subdomains included */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * A host the browser trusts over plain HTTP as it does HTTPS (a "potentially trustworthy" origin): localhost and
 * *.localhost, 127.0.0.0/8 and [::1]. Fastify's hostname has no port.
 */
const TRUSTWORTHY_OVER_HTTP = /^(?:(?:[^.]+\.)*localhost|127(?:\.\d{1,3}){3}|\[::1\])\.?$/i;

export const API_PREFIX = '/api';
export const BODY_LIMIT = 1024 * 1024;

export type BuildOptions = Omit<AppDeps, 'mailer'> & { mailer?: Mailer };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export async function buildApp(options: BuildOptions, logger: FastifyServerOptions['logger'] = false) {
  const app = Fastify({ logger, trustProxy: options.config.trustProxy, bodyLimit: BODY_LIMIT });
  const { config } = options;
  const deps: AppDeps = {
    ...options,
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log }),
  };
  // the scheduled expiry digest in main.ts sends through the same mailer
  app.decorate('mailer', deps.mailer);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonParser(app);
  registerErrorHandler(app, config.overload);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // the receipt scan's text recognition compiles WebAssembly (no eval of script text)
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // the receipt scan's OCR worker is our own script under /ocr/ (tesseract.js is told not to wrap it in a blob URL)
        workerSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // helmet's default: over plain HTTP on a home network (HOST=0.0.0.0, a phone at http://192.168.…) the browser
        // asked for every file over https, which nothing there answers, and the app never loaded
        upgradeInsecureRequests: null,
      },
    },
    // sent below, only on what came over HTTPS (COOP and Origin-Agent-Cluster on localhost too)
    hsts: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // as frame-ancestors 'none' says, for browsers that read only the older header
    frameguard: { action: 'deny' },
  });
  // HSTS only on an answer to a request that came over HTTPS: its own connection's, or a reverse proxy's (its
  // X-Forwarded-Proto, trusted with TRUST_PROXY); a server on plain HTTP has no HTTPS to pin the browser to.
  // COOP and Origin-Agent-Cluster wherever the browser obeys them: HTTPS, or plain HTTP on localhost. To a plain-HTTP
  // network address (HOST=0.0.0.0, a phone) Chromium ignores both and says so in the console on each page load.
  app.addHook('onRequest', (request, reply, done) => {
    const https = request.protocol === 'https';
    if (https) reply.header('Strict-Transport-Security', HSTS);
    if (https || TRUSTWORTHY_OVER_HTTP.test(request.hostname)) {
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Origin-Agent-Cluster', '?1');
    }
    done();
  });
  // after helmet, so a 503 carries the same headers; before everything that does work
  await app.register(loadShedding, config.overload);
  await app.register(rateLimit, {
    global: false,
    // after body parsing, so a limit can key on the e-mail as well as the address
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Too many attempts. Please try again in ${context.after}.` }),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Larder API', version }, servers: [{ url: API_PREFIX }] },
    transform: jsonSchemaTransform,
  });
  await app.register(authPlugin, { db: deps.db });
  // before the routes: it adds the Idempotency-Key header to the schemas of those that take it
  await app.register(idempotency, { db: deps.db, secret: deps.secret });

  await app.register(async (api) => {
    // API answers are compressed when the client accepts it (a 2,000-item list is ~450 KB of JSON, ~40 KB
    // compressed); the client's own files are compressed at build time. Brotli at a low quality keeps the
    // cost per answer small on the one event loop. Bearer tokens, not cookies: no BREACH-style oracle.
    await api.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      // request bodies stay plain: a compressed upload could inflate far past the body limit
      globalDecompression: false,
      brotliOptions: BROTLI_PER_ANSWER,
    });
    await api.register(healthRoutes, { deps });
    await api.register(authRoutes, { deps });
    await api.register(accountRoutes, { deps });
    await api.register(contactRoutes, { deps });
    await api.register(storeRoutes, { deps });
    await api.register(shareRoutes, { deps });
    await api.register(shoppingListRoutes, { deps });
    await api.register(mealplanRoutes, { deps });
    await api.register(recipeRoutes, { deps });
    await api.register(savedRecipeRoutes, { deps });
    await api.register(homeRoutes, { deps });
    await api.register(formOptionRoutes, { deps });
    await api.register(imageRoutes, { deps });
    await api.register(uploadRoutes, { deps });
    await api.register(userRecipeRoutes, { deps });
    await api.register(importedRecipeRoutes, { deps });
    await api.register(publishRoutes, { deps });
    api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
  }, { prefix: API_PREFIX });

  registerClient(app, deps);
  return app;
}

/** the pages the build writes drawn (webpack.config.js PrerenderPlugin), by the path they are sent for */
const DRAWN_FILES = { '/': 'root.html', '/home': 'home.html', '/login': 'login.html', '/register': 'register.html' };

/** A path with a file's extension (a script, a stylesheet, a source map, an icon, a font...): no client route has one. */
const BUILD_FILE = /\.(?:m?js|css|map|json|webmanifest|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|mp3|ogg|wav|wasm|txt|br|gz)$/i;

/**
 * A page made per request, compressed as the API's answers are (the built files are compressed at build time): a
 * drawn recipe page is ~13 KB of HTML, ~4 KB compressed, and it is the first request of a visit.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply.header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    return reply.header('Content-Encoding', 'br').send(zlib.brotliCompressSync(html, BROTLI_PER_ANSWER));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.send(html);
}

/**
 * Serves the built client: hashed assets for a year, everything else revalidated, index.html for client routes
 * (home.html for /home when the build wrote it: the landing page already in the HTML, and root.html for /, the same
 * page with the root's redirect run before it is drawn, public/root.js; login.html and register.html for those
 * forms, the visitor's shell painted while the form's code loads; a recipe page with the recipe's structured data in
 * its head; a recipe page and the catalogue's drawn where the build wrote a renderer).
 */
function registerClient(app: FastifyInstance, { db, config: { clientDir, appUrl } }: AppDeps) {
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  /** the pages the build wrote drawn, by the path they are sent for */
  const drawnFiles = new Map(Object.entries(DRAWN_FILES).filter(([, file]) => fs.existsSync(path.join(clientDir, file))));
  if (hasClient) {
    app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each text asset (webpack.config.js PrecompressPlugin)
      preCompressed: true,
      setHeaders(reply, file) {
        const hashed = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2|mp3)$/.test(file);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const pages = hasClient ? new DrawnPages(db, appUrl, clientDir, (err) => app.log.warn({ err }, 'page: sent undrawn')) : null;
  if (pages) app.addHook('onClose', () => pages.close());
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    const pathname = request.url.split('?')[0]!;
    // a file the build no longer has (an open tab of the last deploy asking for its chunk) is not found: answered with
    // the app's HTML and 200, the tab's script loader took the page for the chunk and could not tell why it failed
    if (!isApi && BUILD_FILE.test(pathname)) return reply.code(404).header('Cache-Control', 'no-cache').send({ message: 'Not found.' });
    if (!isApi && pages && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('Cache-Control', 'no-cache').type('text/html');
      const recipeId = recipePageId(pathname);
      // the page is the app either way: a recipe that is not there (or a failed read) gets plain index.html
      const drawn = recipeId !== null ? pages.recipePage(recipeId, request.url) : pathname === '/recipes' ? pages.cataloguePage(request.url) : null;
      const page = await drawn?.catch((err: unknown) => {
        request.log.warn({ err }, 'page: sent as index.html');
        return null;
      });
      if (page) return sendCompressed(request, reply, page);
      return reply.sendFile(drawnFiles.get(pathname) ?? 'index.html');
    }
    return reply.code(404).send({ message: isApi ? 'Not found.' : 'The client is not built: run `npm run build`.' });
  });
}
