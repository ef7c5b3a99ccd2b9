// GET /images/recipes/{file}: the recipe illustrations of the seed catalogue (Recipe.image points here).
// Only files that exist are served, by a name that cannot walk out of the folder.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import { loadRecipeImages, RECIPE_IMAGE_FILE } from '../services/recipeImages';
import type { AppDeps } from './deps';

/** an SVG can carry script: nothing it references may load, and nothing in it may run */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/** ours: file names are not hashed, so a month rather than a year, with an ETag to revalidate cheaply */
export const IMAGE_CACHE = 'public, max-age=2592000';

const paramsSchema = z.object({ file: z.string().max(100).regex(RECIPE_IMAGE_FILE, { message: 'Not a recipe image name.' }) });

const imageRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app) => {
  const images = loadRecipeImages();

  app.get('/images/recipes/:file', {
    schema: { tags: ['images'], summary: 'A recipe illustration (SVG)', params: paramsSchema },
  }, async (request, reply) => {
    const image = images.get(request.params.file);
    if (!image) throw notFound('Image not found.');
    reply.header('Content-Security-Policy', IMAGE_CSP).header('Cache-Control', IMAGE_CACHE).header('ETag', image.etag);
    if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(image.body);
  });
};

export default imageRoutes;
