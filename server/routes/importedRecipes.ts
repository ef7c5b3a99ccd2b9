// SPEC §7 GET/POST /user-imported-recipes and DELETE /user-imported-recipes/{import_recipe_id}, plus ours:
// POST /user-imported-recipes/html, the same extraction on HTML the user pasted (for a site that refuses us), and
// GET /user-imported-recipes/{id}/draft, an import as a new recipe's draft for the wizard ('Copy to my recipes').
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImportedRecipeDraftResponse, ImportedRecipesResponse, MessageResponse } from '../../contract/api';
import { IMPORTED_RECIPES_MAX } from '../../contract/cookbookLimits';
import { importHtmlSchema, importRecipeSchema } from '../../contract/cookbookSchemas';
import type { ImportedRecipe } from '../../contract/entities';
import { idParamSchema } from '../../contract/itemSchemas';
import { IMPORT_FAILURE_CODES } from '../../contract/cookbookRules';
import { importedRecipes } from '../db/schema';
import { notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import { createCatalogueMatcher } from '../services/catalogueMatcher';
import { copyOfImport } from '../services/importedDraft';
import { importFromHtml, importFromUrl, importView } from '../services/importer';
import { forgetPlannedRecipes } from '../services/mealplans';
import type { AppDeps } from './deps';

export const IMPORT_DELETED = 'Imported recipe deleted.';
/** a pasted page: up to 2 million characters of HTML, in UTF-8 and JSON-escaped */
const HTML_BODY_LIMIT = 8 * 1024 * 1024;

const importedRecipeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, config } = deps;
  const catalogueMatcher = createCatalogueMatcher(db);
  app.addHook('onRequest', app.authenticate);
  const tags = ['imported recipes'];
  // each import makes the server read a stranger's page: a few a minute per user is plenty for a person
  const importLimit = {
    max: config.importRateLimit.max,
    timeWindow: config.importRateLimit.timeWindowMs,
    keyGenerator: (r: FastifyRequest) => `import:${r.sessionUser?.id ?? r.ip}`,
  };

  app.get('/user-imported-recipes', {
    schema: { tags, summary: `My imported recipes, newest first (SPEC §9), at most ${IMPORTED_RECIPES_MAX}` },
  }, async (request): Promise<ImportedRecipesResponse> => {
    const rows = await db.select().from(importedRecipes).where(eq(importedRecipes.userId, currentUser(request).id))
      .orderBy(desc(importedRecipes.createdAt), desc(importedRecipes.id)).limit(IMPORTED_RECIPES_MAX);
    return rows.map(importView);
  });

  app.post('/user-imported-recipes', {
    schema: {
      tags,
      summary: `Import a recipe from a web address: 201 with the import (import_failed when the page has no recipe); 200 with the import already kept for this address, nothing fetched; 422 "recipe import failed" when the page cannot be read, errors.url naming why (${IMPORT_FAILURE_CODES.join(', ')})`,
      body: importRecipeSchema,
    },
    config: { rateLimit: importLimit, idempotent: true },
  }, async (request, reply): Promise<ImportedRecipe> => {
    const { recipe, created } = await importFromUrl({ db, config, log: request.log }, currentUser(request).id, request.body.url);
    reply.code(created ? 201 : 200);
    return recipe;
  });

  app.post('/user-imported-recipes/html', {
    schema: {
      tags,
      summary: 'Import a recipe from the HTML of its page, pasted by the user (the address is kept as the source link, never fetched)',
      body: importHtmlSchema,
    },
    bodyLimit: HTML_BODY_LIMIT,
    config: { rateLimit: importLimit, idempotent: true },
  }, async (request, reply): Promise<ImportedRecipe> => {
    const row = await importFromHtml(db, currentUser(request).id, request.body.url, request.body.html);
    reply.code(201);
    return row;
  });

  app.get('/user-imported-recipes/:id/draft', {
    schema: {
      tags,
      summary: 'One of my imports as a new recipe\'s draft for the wizard (nothing is saved): its lines matched to catalogue ingredients as a plan\'s ingredient check matches them, those that name none in unmatched; they, a yield that is no number of servings and the page\'s address end the description',
      params: idParamSchema,
    },
  }, async (request): Promise<ImportedRecipeDraftResponse> => {
    const [row] = await db.select({ url: importedRecipes.url, data: importedRecipes.data }).from(importedRecipes)
      .where(and(eq(importedRecipes.id, request.params.id), eq(importedRecipes.userId, currentUser(request).id)));
    if (!row) throw notFound('Imported recipe not found.');
    const { draft, unmatched } = await copyOfImport(db, await catalogueMatcher(), row);
    return { data: draft, unmatched };
  });

  app.delete('/user-imported-recipes/:id', {
    schema: { tags, summary: 'Delete one of my imported recipes; plans keep it as a link to its page', params: idParamSchema },
  }, async (request): Promise<MessageResponse> => {
    await db.transaction(async (tx) => {
      const [deleted] = await tx.delete(importedRecipes)
        .where(and(eq(importedRecipes.id, request.params.id), eq(importedRecipes.userId, currentUser(request).id)))
        .returning({ id: importedRecipes.id, url: importedRecipes.url });
      if (!deleted) throw notFound('Imported recipe not found.');
      await forgetPlannedRecipes(tx, [{ type: 'IMPORTED', id: deleted.id, url: deleted.url }]);
    });
    return { message: IMPORT_DELETED };
  });
};

export default importedRecipeRoutes;
