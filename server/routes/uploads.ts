// GET /images/uploads/{id}.jpg: the photos of users' own recipes (services/userImages.ts). Served only as
// image/jpeg, never sniffed, and under a policy that lets nothing in them load or run.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import { findImage } from '../services/userImages';
import type { AppDeps } from './deps';

export const UPLOAD_CSP = "default-src 'none'; sandbox";
/** the name is random and the bytes never change: cache for a year */
const UPLOAD_CACHE = 'public, max-age=31536000, immutable';
const paramsSchema = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.jpg$/, { message: 'Not an image name.' }) });

const uploadRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/images/uploads/:file', {
    schema: { tags: ['images'], summary: 'A photo of a user recipe (JPEG)', params: paramsSchema },
  }, async (request, reply) => {
    const body = await findImage(deps.db, request.params.file.slice(0, -'.jpg'.length));
    if (!body) throw notFound('Image not found.');
    return reply
      .header('Content-Security-Policy', UPLOAD_CSP)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', UPLOAD_CACHE)
      .type('image/jpeg')
      .send(body);
  });
};

export default uploadRoutes;
