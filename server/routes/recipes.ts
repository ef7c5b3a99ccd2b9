// SPEC §7 Discover and the recipe page: GET /recipes?page, GET /recipe-search?page&search,
// POST /recipe-filter, GET /recipes/{id}. Public: visitors browse verified recipes too (SPEC §1).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recipeFilterSchema, recipeIdParamsSchema, recipePageQuerySchema, recipeSearchQuerySchema,
} from '../../contract/schemas';
import { notFound } from '../errors';
import { CatalogueCache, filterKey, sendCached } from '../services/catalogueCache';
import { findRecipe, findRecipes } from '../services/recipeQueries';
import type { AppDeps } from './deps';

const tags = ['recipes'];

// Every answer here comes from the catalogue cache: one version read, then the kept answer (RecipeListResponse
// or RecipeResponse, contract/api.ts), or the query it was read from on a miss.
const recipeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const cache = new CatalogueCache(db);
  app.addHook('onClose', () => cache.close());

  app.get('/recipes', {
    schema: { tags, summary: 'Verified recipes by name, a page at a time', querystring: recipePageQuerySchema },
  }, async (request, reply) => {
    const { page } = request.query;
    const answer = await cache.get(JSON.stringify(['list', page]), () => findRecipes(db, { page, search: '', filters: [] }));
    return sendCached(request, reply, answer);
  });

  app.get('/recipe-search', {
    schema: {
      tags,
      summary: 'Verified recipes matching a search, best match first (under 3 characters: no search, SPEC §5)',
      querystring: recipeSearchQuerySchema,
    },
  }, async (request, reply) => {
    const { page, search } = request.query;
    const answer = await cache.get(JSON.stringify(['search', page, search]), (version) => findRecipes(db, { page, search, filters: [] }, version));
    return sendCached(request, reply, answer);
  });

  app.post('/recipe-filter', {
    schema: { tags, summary: 'Verified recipes matching a search and include/exclude filters', body: recipeFilterSchema },
  }, async (request, reply) => {
    const { pageToRequest, searchString, filters } = request.body;
    const answer = await cache.get(filterKey(pageToRequest, searchString, filters), (version) => findRecipes(db, { page: pageToRequest, search: searchString, filters }, version));
    return sendCached(request, reply, answer);
  });

  app.get('/recipes/:id', {
    schema: { tags, summary: 'One verified recipe with its ingredients and steps', params: recipeIdParamsSchema },
  }, async (request, reply) => {
    const answer = await cache.get(JSON.stringify(['recipe', request.params.id]), () => findRecipe(db, request.params.id));
    if (!answer) throw notFound('Recipe not found.');
    return sendCached(request, reply, answer);
  });
};

export default recipeRoutes;
