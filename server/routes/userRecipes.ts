// SPEC §7 GET/POST /user-recipe-creator, PUT /user-recipe-creator/{id}, POST /user-recipe-validate; ours:
// GET and DELETE /user-recipe-creator/{id} for the recipe page and the custom row's delete (SPEC §2).
// Only the owner reads or changes a recipe: anyone else gets 404.
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessageResponse, UserRecipeSaveResponse, UserRecipesResponse, UserRecipeValidateResponse } from '../../contract/api';
import { RECIPES_FULL, USER_RECIPES_MAX } from '../../contract/cookbookLimits';
import { userRecipeRequestSchema, userRecipeValidateSchema, type UserRecipeBody } from '../../contract/cookbookSchemas';
import type { Id, UserRecipe } from '../../contract/entities';
import { idParamSchema } from '../../contract/itemSchemas';
import { RECIPE_MESSAGES } from '../../contract/recipeRules';
import type { Db } from '../db';
import { userRecipes } from '../db/schema';
import { conflict } from '../errors';
import { currentUser } from '../plugins/auth';
import { findBannedWords } from '../services/bannedWords';
import { renamePlannedRecipes } from '../services/mealplans';
import { deleteUserRecipes, onEdited, publishRefusal, requestPublication } from '../services/publishing';
import {
  attachedRequests, isCustomIngredient, isNameTaken, ownRecipe, prepareRecipeImages, recipeTags, saveUserRecipe, userRecipeView, viewUserRecipe,
  withCatalogueCopy,
} from '../services/userRecipes';
import type { AppDeps } from './deps';

export const RECIPE_DELETED = 'Recipe deleted.';
/** a recipe photo and a few step photos as data URLs (each under 2 MB, about 2.8 MB as base64) */
const RECIPE_BODY_LIMIT = 8 * 1024 * 1024;

/** After a save: ask for publication when the body said so; a refusal leaves the recipe saved (SPEC §4). */
async function saveAndMaybePublish(db: Db, userId: Id, body: UserRecipeBody, existingId: Id | null): Promise<UserRecipeSaveResponse> {
  // a stranger's id is a 404 before any photo is decoded
  if (existingId !== null) await ownRecipe(db, existingId, userId);
  const images = await prepareRecipeImages(body);
  return db.transaction(async (tx) => {
    const existing = existingId === null ? null : await ownRecipe(tx, existingId, userId);
    if (existing) await onEdited(tx, existing);
    const row = await saveUserRecipe(tx, userId, body, images, existing);
    // its published copy keeps the name it was approved under until approved anew (services/publishing.ts approve)
    if (existing && existing.name !== row.name) await renamePlannedRecipes(tx, [{ type: 'USER', id: row.id, name: row.name }]);
    let publishError: string | undefined;
    if (body.publish) {
      const outcome = await requestPublication(tx, { ...row, published: false });
      if (outcome.kind === 'refused') publishError = body.ingredients.some(isCustomIngredient) ? RECIPE_MESSAGES.publishCustomOnly : outcome.error;
    }
    const view = await viewUserRecipe(tx, { ...row, published: false });
    return publishError ? { ...view, publish_error: publishError } : view;
  });
}

const userRecipeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  app.addHook('onRequest', app.authenticate);
  const tags = ['my recipes'];

  app.get('/user-recipe-creator', {
    schema: { tags, summary: `My own recipes, most recently changed first (at most ${USER_RECIPES_MAX})` },
  }, async (request): Promise<UserRecipesResponse> => {
    const rows = await db.select().from(userRecipes).where(eq(userRecipes.userId, currentUser(request).id))
      .orderBy(desc(userRecipes.updatedAt), desc(userRecipes.id)).limit(USER_RECIPES_MAX);
    const ids = rows.map((r) => r.id);
    const [requests, copies] = await Promise.all([attachedRequests(db, ids), withCatalogueCopy(db, ids)]);
    return rows.map((r) => userRecipeView(r, requests.get(r.id) ?? null, copies.has(r.id)));
  });

  app.get('/user-recipe-creator/:id', {
    schema: { tags, summary: 'One of my own recipes', params: idParamSchema },
  }, async (request): Promise<UserRecipe> => viewUserRecipe(db, await ownRecipe(db, request.params.id, currentUser(request).id)));

  app.post('/user-recipe-creator', {
    schema: {
      tags,
      summary: 'Create a recipe (SPEC §5 rules; images as JPEG data URLs under 2 MB; publish: true also asks for publication)',
      body: userRecipeRequestSchema,
    },
    bodyLimit: RECIPE_BODY_LIMIT,
    config: { idempotent: true },
  }, async (request, reply): Promise<UserRecipeSaveResponse> => {
    const me = currentUser(request);
    const [held] = await db.select({ n: count() }).from(userRecipes).where(eq(userRecipes.userId, me.id));
    if ((held?.n ?? 0) >= USER_RECIPES_MAX) throw conflict(RECIPES_FULL);
    const saved = await saveAndMaybePublish(db, me.id, request.body, null);
    reply.code(201);
    return saved;
  });

  app.put('/user-recipe-creator/:id', {
    schema: {
      tags,
      summary: 'Update my recipe: a published one becomes private until approved again, a pending request is cancelled (SPEC §4)',
      params: idParamSchema,
      body: userRecipeRequestSchema,
    },
    bodyLimit: RECIPE_BODY_LIMIT,
  }, async (request): Promise<UserRecipeSaveResponse> => saveAndMaybePublish(db, currentUser(request).id, request.body, request.params.id));

  app.delete('/user-recipe-creator/:id', {
    schema: { tags, summary: 'Delete my recipe, its photos, its requests and its public copy; plans keep its name as a custom entry', params: idParamSchema },
  }, async (request): Promise<MessageResponse> => {
    const me = currentUser(request);
    await db.transaction(async (tx) => deleteUserRecipes(tx, me.id, [await ownRecipe(tx, request.params.id, me.id)]));
    return { message: RECIPE_DELETED };
  });

  app.post('/user-recipe-validate', {
    schema: {
      tags,
      summary: 'Check a draft: errors.name, banned_words, name_taken, custom_ingredients, tags (SPEC §7); ours: allergen_ingredients, the catalogue ids of its ingredients with allergens (those tags.allergen is for); publish_error, what a publish request would be refused with',
      body: userRecipeValidateSchema,
    },
  }, async (request): Promise<UserRecipeValidateResponse> => {
    const me = currentUser(request);
    const { name, user_recipe_id, ingredients } = request.body;
    const bannedWords = findBannedWords(name);
    const nameTaken = await isNameTaken(db, me.id, name, user_recipe_id ?? null);
    const nameErrors = [
      ...(name.trim() ? [] : [RECIPE_MESSAGES.recipeNameRequired]),
      ...(bannedWords.length ? [RECIPE_MESSAGES.bannedWords] : []),
      ...(nameTaken ? [RECIPE_MESSAGES.nameTaken] : []),
    ];
    const facts = await recipeTags(db, ingredients);
    const publishError = await publishRefusal(db, { id: user_recipe_id ?? null, name, ingredients });
    return {
      errors: nameErrors.length ? { name: nameErrors } : {},
      banned_words: bannedWords,
      name_taken: nameTaken,
      custom_ingredients: ingredients.filter(isCustomIngredient).map((i) => i.name),
      tags: facts.tags,
      allergen_ingredients: facts.allergenIngredients,
      ...(publishError ? { publish_error: publishError } : {}),
    };
  });
};

export default userRecipeRoutes;
