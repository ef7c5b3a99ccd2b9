// SPEC §7 GET /form-options/categories, /form-options/ingredients, /form-options/recipes, each { data }.
// SPEC §5: the pickers filter these lists locally, so each is the whole catalogue list, not a page. They change
// only when the catalogue does, so categories and ingredients are read at most once a minute per process, and
// the recipes once per catalogue version (the catalogue cache).
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CategoryOptionsResponse, IngredientOptionsResponse, RecipeOptionsResponse } from '../../contract/api';
import type { Unit } from '../../contract/constants';
import { OTHER_NAMES } from '../data/foreignNames';
import { categories, ingredients, recipes } from '../db/schema';
import { CatalogueCache, sendCached } from '../services/catalogueCache';
import { recipeCategoryOptions } from '../services/recipeQueries';
import type { AppDeps } from './deps';

/** ours: how long a catalogue list is reused before it is read again */
export const OPTIONS_TTL_MS = 60_000;

function memo<T>(load: () => Promise<T>, ttlMs = OPTIONS_TTL_MS): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const value = load();
      cached = { at: Date.now(), value };
      // a failed read is not kept: the next request tries again
      value.catch(() => { if (cached?.value === value) cached = null; });
    }
    return cached.value;
  };
}

const formOptionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const schema = (summary: string) => ({ tags: ['form options'], summary });

  const recipeCategories = memo(async (): Promise<CategoryOptionsResponse> => ({ data: await recipeCategoryOptions(db) }));

  const ingredientOptions = memo(async (): Promise<IngredientOptionsResponse> => {
    const rows = await db.select({ ingredient: ingredients, categoryName: categories.name }).from(ingredients)
      .innerJoin(categories, eq(categories.id, ingredients.categoryId)).orderBy(asc(ingredients.name));
    return {
      data: rows.map(({ ingredient: i, categoryName }) => ({
        value: i.id,
        name: i.name,
        category_id: i.categoryId,
        category_name: categoryName,
        image: i.image,
        // the seed writes only SPEC §3 units
        default_unit: i.defaultUnit as Unit,
        default_quantity: i.defaultQuantity,
        estimated_expiry_days: i.expiryDays,
        // its German and French names (server/data/foreignNames.ts), where it has any: 'Mehl' finds plain flour
        ...(OTHER_NAMES.has(i.name) ? { aliases: [...OTHER_NAMES.get(i.name)!] } : {}),
      })),
    };
  });

  // the recipe picker follows the catalogue at once, as Discover does: a recipe approved is offered, one its cook
  // took out of the catalogue is not
  const catalogue = new CatalogueCache(db);
  app.addHook('onClose', () => catalogue.close());
  const recipeOptions = async (): Promise<RecipeOptionsResponse> => ({
    data: await db.select({ value: recipes.id, name: recipes.name, image: recipes.image, category_id: recipes.categoryId })
      .from(recipes).where(eq(recipes.verified, true)).orderBy(asc(recipes.name), asc(recipes.id)),
  });

  app.get('/form-options/categories', { schema: schema('Recipe categories') }, () => recipeCategories());
  app.get('/form-options/ingredients', { schema: schema('Every catalogue ingredient, with its defaults and, where it has any, its other names (aliases)') }, () => ingredientOptions());
  app.get('/form-options/recipes', { schema: schema('Every verified recipe, for the recipe picker') }, async (request, reply) =>
    sendCached(request, reply, await catalogue.get('recipe-options', recipeOptions)));
};

export default formOptionRoutes;
