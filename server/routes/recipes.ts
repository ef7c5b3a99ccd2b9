// SPEC §7 Discover and the recipe page: GET /recipes?page, GET /recipe-search?page&search,
// POST /recipe-filter, GET /recipes/{id}. Public: visitors browse verified recipes too (SPEC §1).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RecipeListResponse, RecipeResponse } from '../../contract/api';
import {
  recipeFilterSchema, recipeIdParamsSchema, recipePageQuerySchema, recipeSearchQuerySchema,
} from '../../contract/schemas';
import { notFound } from '../errors';
import { findRecipe, findRecipes } from '../services/recipeQueries';
import type { AppDeps } from './deps';

const tags = ['recipes'];

const recipeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get('/recipes', {
    schema: { tags, summary: 'Verified recipes by name, a page at a time', querystring: recipePageQuerySchema },
  }, async (request): Promise<RecipeListResponse> => findRecipes(db, { page: request.query.page, search: '', filters: [] }));

  app.get('/recipe-search', {
    schema: {
      tags,
      summary: 'Verified recipes matching a search, best match first (under 3 characters: no search, SPEC §5)',
      querystring: recipeSearchQuerySchema,
    },
  }, async (request): Promise<RecipeListResponse> => findRecipes(db, { page: request.query.page, search: request.query.search, filters: [] }));

  app.post('/recipe-filter', {
    schema: { tags, summary: 'Verified recipes matching a search and include/exclude filters', body: recipeFilterSchema },
  }, async (request): Promise<RecipeListResponse> => {
    const { pageToRequest, searchString, filters } = request.body;
    return findRecipes(db, { page: pageToRequest, search: searchString, filters });
  });

  app.get('/recipes/:id', {
    schema: { tags, summary: 'One verified recipe with its ingredients and steps', params: recipeIdParamsSchema },
  }, async (request): Promise<RecipeResponse> => {
    const recipe = await findRecipe(db, request.params.id);
    if (!recipe) throw notFound('Recipe not found.');
    return recipe;
  });
};

export default recipeRoutes;
