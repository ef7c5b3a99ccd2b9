// SPEC §7 GET/POST /user-saved-recipes and DELETE /user-saved-recipes/{id}: the signed-in user's saved
// verified recipes (SPEC §3 saved recipe). Each user sees and changes only their own. A saved copy of an own
// recipe that its cook took out of the catalogue (an edit, an unpublish) stays saved, but nobody saves it anew.
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SAVED_RECIPES_MAX, type MessageResponse, type SavedRecipesResponse } from '../../contract/api';
import type { SavedRecipe } from '../../contract/entities';
import { recipeIdParamsSchema, saveRecipeSchema } from '../../contract/schemas';
import type { Db } from '../db';
import { categories, recipes, savedRecipes, users } from '../db/schema';
import { conflict, notFound, unprocessable } from '../errors';
import { currentUser } from '../plugins/auth';
import type { AppDeps } from './deps';

export const SAVED_LIMIT_REACHED = `You can save up to ${SAVED_RECIPES_MAX} recipes. Remove one to save another.`;
export const NOT_SAVED = 'This recipe is not in your saved recipes.';
export const NOT_IN_CATALOGUE = 'This recipe is no longer in the catalogue, so it cannot be saved.';

const savedColumns = {
  recipe_id: recipes.id,
  name: recipes.name,
  image: recipes.image,
  categoryName: categories.name,
  description: recipes.description,
  serves: recipes.serves,
};

function savedQuery(db: Db) {
  return db.select(savedColumns).from(savedRecipes)
    .innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId))
    .innerJoin(categories, eq(categories.id, recipes.categoryId));
}

/** A user's saved recipes, most recent first. Exported so a test can EXPLAIN it. */
export function savedRecipesQuery(db: Db, userId: number) {
  return savedQuery(db)
    .where(eq(savedRecipes.userId, userId))
    .orderBy(desc(savedRecipes.createdAt), desc(savedRecipes.recipeId))
    .limit(SAVED_RECIPES_MAX);
}

type SavedRow = Omit<SavedRecipe, 'category'> & { categoryName: string };

const toSaved = ({ categoryName, ...row }: SavedRow): SavedRecipe => ({
  ...row,
  category: { name: categoryName },
});

const savedRecipeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  // authentication before validation: a signed-out caller learns nothing about the body's shape
  app.addHook('onRequest', app.authenticate);
  const tags = ['saved recipes'];

  app.get('/user-saved-recipes', {
    schema: { tags, summary: 'The recipes the signed-in user saved, most recent first' },
  }, async (request): Promise<SavedRecipesResponse> => {
    const rows = await savedRecipesQuery(db, currentUser(request).id);
    return rows.map(toSaved);
  });

  app.post('/user-saved-recipes', {
    schema: { tags, summary: 'Save a recipe (saving it again changes nothing)', body: saveRecipeSchema },
  }, async (request, reply): Promise<SavedRecipe> => {
    const userId = currentUser(request).id;
    const recipeId = request.body.recipe_id;
    const [found] = await db.select({ ...savedColumns, verified: recipes.verified }).from(recipes)
      .innerJoin(categories, eq(categories.id, recipes.categoryId))
      .where(eq(recipes.id, recipeId));
    if (!found) throw notFound('Recipe not found.');
    const { verified, ...recipe } = found;
    const created = await db.transaction(async (tx) => {
      // the user's row is held while their saved recipes are counted, so two saves at once cannot both find room
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [saved] = await tx.select({ n: count() }).from(savedRecipes).where(eq(savedRecipes.userId, userId));
      const inserted = await tx.insert(savedRecipes).values({ userId, recipeId }).onConflictDoNothing().returning({ recipeId: savedRecipes.recipeId });
      // saving again what one has saved changes nothing, whatever became of the recipe
      if (inserted.length && !verified) throw conflict(NOT_IN_CATALOGUE);
      if (inserted.length && (saved?.n ?? 0) >= SAVED_RECIPES_MAX) throw unprocessable(SAVED_LIMIT_REACHED, { recipe_id: [SAVED_LIMIT_REACHED] });
      return inserted.length > 0;
    });
    reply.code(created ? 201 : 200);
    return toSaved(recipe);
  });

  app.delete('/user-saved-recipes/:id', {
    schema: { tags, summary: 'Remove a recipe from the signed-in user\'s saved recipes', params: recipeIdParamsSchema },
  }, async (request): Promise<MessageResponse> => {
    const removed = await db.delete(savedRecipes)
      .where(and(eq(savedRecipes.userId, currentUser(request).id), eq(savedRecipes.recipeId, request.params.id)))
      .returning({ recipeId: savedRecipes.recipeId });
    if (!removed.length) throw notFound(NOT_SAVED);
    return { message: 'Recipe removed from your saved recipes.' };
  });
};

export default savedRecipeRoutes;
