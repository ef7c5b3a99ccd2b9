// Reading verified recipes: paged lists (with search and filters), one recipe in full, the latest few.
// Badges and the allergen flag are columns the recipe facts triggers keep, so no list aggregates per row.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { RECIPE_PAGE_SIZE, type RecipeListResponse } from '../../contract/api';
import type { Treatment, Unit } from '../../contract/constants';
import type { CategoryOption, Paged, Recipe, RecipeSummary } from '../../contract/entities';
import type { FilterItemBody } from '../../contract/schemas';
import type { Db } from '../db';
import { categories, ingredients, recipeIngredients, recipes, recipeSteps } from '../db/schema';
import { filterConditions, searchMatches, searchOrder } from './recipeFilters';

export const summaryColumns = {
  id: recipes.id,
  name: recipes.name,
  description: recipes.description,
  image: recipes.image,
  serves: recipes.serves,
  categoryName: categories.name,
  verified: recipes.verified,
  vegetarian: recipes.vegetarian,
  vegan: recipes.vegan,
  dairyFree: recipes.dairyFree,
  glutenFree: recipes.glutenFree,
  sugarFree: recipes.sugarFree,
  allergen: recipes.allergen,
  updatedAt: recipes.updatedAt,
};

interface SummaryRow {
  id: number; name: string; description: string; image: string | null; serves: number; categoryName: string; verified: boolean;
  vegetarian: boolean; vegan: boolean; dairyFree: boolean; glutenFree: boolean; sugarFree: boolean; allergen: boolean; updatedAt: Date;
}

export function toSummary(row: SummaryRow): RecipeSummary {
  return {
    recipe_id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    serves: row.serves,
    category: { name: row.categoryName },
    verified: row.verified,
    tags: {
      allergen: row.allergen,
      vegetarian: row.vegetarian,
      vegan: row.vegan,
      dairy_free: row.dairyFree,
      gluten_free: row.glutenFree,
      sugar_free: row.sugarFree,
    },
    updated_at: row.updatedAt.toISOString(),
  };
}

/** SPEC §3 paging: past the last page the data is empty, from and to are null, current_page echoes the request. */
export function toPage<T>(data: T[], page: number, total: number, size = RECIPE_PAGE_SIZE): Paged<T> {
  const offset = (page - 1) * size;
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / size)),
    from: data.length ? offset + 1 : null,
    to: data.length ? offset + data.length : null,
    total,
  };
}

export interface RecipeQuery {
  page: number;
  /** normalised: '' means no search (SPEC §5) */
  search: string;
  filters: readonly FilterItemBody[];
}

const publicRecipe = eq(recipes.verified, true);

/** The two statements of a paged list: its total, and its page. Exported so a test can EXPLAIN them. */
export function recipeListQueries(db: Db, { page, search, filters }: RecipeQuery) {
  const where = and(publicRecipe, ...filterConditions(filters), ...(search ? [searchMatches(search)] : []));
  const order: SQL[] = [...(search ? searchOrder(search) : []), asc(recipes.name), asc(recipes.id)];
  return {
    total: db.select({ total: count() }).from(recipes).where(where),
    page: db.select(summaryColumns).from(recipes)
      .innerJoin(categories, eq(categories.id, recipes.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(RECIPE_PAGE_SIZE)
      .offset((page - 1) * RECIPE_PAGE_SIZE),
  };
}

export async function findRecipes(db: Db, query: RecipeQuery): Promise<RecipeListResponse> {
  const statements = recipeListQueries(db, query);
  const [counted] = await statements.total;
  const rows = await statements.page;
  return toPage(rows.map(toSummary), query.page, counted?.total ?? 0);
}

/** SPEC §3 category options: the recipe categories, by name (/home-beta and /form-options/categories). */
export async function recipeCategoryOptions(db: Db): Promise<CategoryOption[]> {
  return db.select({ value: categories.id, name: categories.name }).from(categories)
    .where(eq(categories.kind, 'recipe')).orderBy(asc(categories.name));
}

/** /home-beta: the most recently updated verified recipes. */
export async function latestRecipes(db: Db, limit: number): Promise<RecipeSummary[]> {
  const rows = await db.select(summaryColumns).from(recipes)
    .innerJoin(categories, eq(categories.id, recipes.categoryId))
    .where(publicRecipe)
    .orderBy(desc(recipes.updatedAt), desc(recipes.id))
    .limit(limit);
  return rows.map(toSummary);
}

/** One verified recipe with its ingredients (in position order) and steps (in step order), or null. */
export async function findRecipe(db: Db, id: number): Promise<Recipe | null> {
  const [row] = await db.select(summaryColumns).from(recipes)
    .innerJoin(categories, eq(categories.id, recipes.categoryId))
    .where(and(eq(recipes.id, id), publicRecipe));
  if (!row) return null;
  const [ingredientRows, stepRows] = await Promise.all([
    db.select({ line: recipeIngredients, ingredient: ingredients }).from(recipeIngredients)
      .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
      .where(eq(recipeIngredients.recipeId, id))
      .orderBy(asc(recipeIngredients.position), asc(recipeIngredients.id)),
    db.select().from(recipeSteps).where(eq(recipeSteps.recipeId, id)).orderBy(asc(recipeSteps.stepOrder), asc(recipeSteps.id)),
  ]);
  return {
    ...toSummary(row),
    recipe_ingredients: ingredientRows.map(({ line, ingredient }) => ({
      recipe_ingredient_id: line.id,
      quantity: line.quantity,
      // the seed and the publish flow write only SPEC §3 units and descriptors
      measurement: line.measurement as Unit,
      treatment: line.treatment as Treatment | null,
      ingredient: {
        ingredient_id: ingredient.id,
        name: ingredient.name,
        category_id: ingredient.categoryId,
        allergen: ingredient.allergens.length > 0,
        vegan: ingredient.vegan,
        vegetarian: ingredient.vegetarian,
        sugar_free: ingredient.sugarFree,
        gluten_free: ingredient.glutenFree,
        dairy_free: ingredient.dairyFree,
      },
    })),
    recipe_steps: stepRows.map((s) => ({
      recipe_step_id: s.id,
      step_order: s.stepOrder,
      name: s.name,
      description: s.description,
      image: s.image,
      timer: s.timer,
      ingredients: s.ingredients,
    })),
  };
}
