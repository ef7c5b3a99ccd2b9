// Seeds the verified catalogue (server/data) on every start: categories, ingredients, recipes with their
// ingredients and steps, and news. Idempotent by unique name, slug and title: a second run changes nothing,
// and a changed seed recipe is rewritten in place, keeping its id (saved recipes and meal plans point at it).
// One transaction of batched statements, so a start never sees half a catalogue and stays fast.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq, inArray, sql } from 'drizzle-orm';
import { ingredientsOfSteps } from '../../contract/stepIngredients';
import { INGREDIENT_CATEGORIES, RECIPE_CATEGORIES } from '../data/categories';
import { INGREDIENTS } from '../data/ingredients';
import { NEWS } from '../data/news';
import { RECIPES } from '../data/recipes';
import type { SeedIngredient, SeedNewsItem, SeedRecipe } from '../data/types';
import type { Db } from '../db';
import { categories, ingredients, news, recipeIngredients, recipes, recipeSteps } from '../db/schema';
import { renamePlannedRecipes } from './mealplans';
import { recipeImagePath } from './recipeImages';

export interface Catalogue {
  recipeCategories: readonly string[];
  ingredientCategories: readonly string[];
  ingredients: readonly SeedIngredient[];
  recipes: readonly SeedRecipe[];
  news: readonly SeedNewsItem[];
}

export const CATALOGUE: Catalogue = {
  recipeCategories: RECIPE_CATEGORIES,
  ingredientCategories: INGREDIENT_CATEGORIES,
  ingredients: INGREDIENTS,
  recipes: RECIPES,
  news: NEWS,
};

export interface CatalogueReport {
  ingredients: number;
  recipes: { added: number; updated: number; unchanged: number };
  news: number;
  ms: number;
}

/** bump when the way a seed recipe becomes rows changes, so every seeded recipe is rewritten once (2: steps name their ingredients) */
const SEED_FORMAT = 2;
/** rows per INSERT: far below PostgreSQL's 65,535 parameters per statement */
const BATCH = 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedCatalogue(db: Db, catalogue: Catalogue = CATALOGUE): Promise<CatalogueReport> {
  const started = performance.now();
  const recipeReport = await db.transaction(async (tx) => {
    const categoryIds = await seedCategories(tx, catalogue);
    const ingredientIds = await seedIngredients(tx, catalogue.ingredients, categoryIds);
    const report = await seedRecipes(tx, catalogue.recipes, categoryIds, ingredientIds);
    await seedNews(tx, catalogue.news);
    return report;
  });
  // fresh statistics after a bulk write, so the planner sizes the catalogue right from the first request
  if (recipeReport.added || recipeReport.updated) await db.execute(sql`analyze categories, ingredients, recipes, recipe_ingredients, recipe_steps`);
  return {
    ingredients: catalogue.ingredients.length,
    recipes: recipeReport,
    news: catalogue.news.length,
    ms: Math.round(performance.now() - started),
  };
}

const categoryKey = (kind: 'recipe' | 'ingredient', name: string) => `${kind}:${name}`;

async function seedCategories(tx: Tx, catalogue: Catalogue): Promise<Map<string, number>> {
  const rows = [
    ...catalogue.recipeCategories.map((name) => ({ name, kind: 'recipe' })),
    ...catalogue.ingredientCategories.map((name) => ({ name, kind: 'ingredient' })),
  ];
  // a few dozen rows: every category there is
  const ids = new Map((await tx.select().from(categories)).map((c) => [categoryKey(c.kind as 'recipe' | 'ingredient', c.name), c.id]));
  const missing = rows.filter((r) => !ids.has(categoryKey(r.kind as 'recipe' | 'ingredient', r.name)));
  if (missing.length) {
    const added = await tx.insert(categories).values(missing).onConflictDoNothing({ target: [categories.kind, categories.name] })
      .returning({ id: categories.id, kind: categories.kind, name: categories.name });
    for (const c of added) ids.set(categoryKey(c.kind as 'recipe' | 'ingredient', c.name), c.id);
  }
  return ids;
}

function need<T>(map: Map<string, T>, key: string, what: string): T {
  const found = map.get(key);
  if (found === undefined) throw new Error(`seed catalogue: unknown ${what} "${key}"`);
  return found;
}

interface IngredientFacts {
  categoryId: number; defaultUnit: string; defaultQuantity: number; vegan: boolean; vegetarian: boolean; dairyFree: boolean;
  glutenFree: boolean; sugarFree: boolean; allergens: readonly string[]; expiryDays: number;
}

// Rows are compared here rather than upserted blindly: an upsert that changes nothing still locks (and so
// writes) every row, which on an embedded database costs a flush on every start.
async function seedIngredients(tx: Tx, seed: readonly SeedIngredient[], categoryIds: Map<string, number>): Promise<Map<string, number>> {
  const rows = seed.map((i) => ({
    name: i.name,
    categoryId: need(categoryIds, categoryKey('ingredient', i.category), 'ingredient category'),
    defaultUnit: i.default_unit,
    defaultQuantity: i.default_quantity,
    vegan: i.vegan,
    vegetarian: i.vegetarian,
    dairyFree: i.dairy_free,
    glutenFree: i.gluten_free,
    sugarFree: i.sugar_free,
    allergens: [...i.allergens],
    expiryDays: i.expiry_days,
  }));
  const facts = (r: IngredientFacts) => JSON.stringify([
    r.categoryId, r.defaultUnit, r.defaultQuantity, r.vegan, r.vegetarian, r.dairyFree, r.glutenFree, r.sugarFree, r.allergens, r.expiryDays,
  ]);
  const stored = await tx.select().from(ingredients).where(inArray(ingredients.name, rows.map((r) => r.name)));
  const ids = new Map(stored.map((r) => [r.name, r.id]));
  const storedFacts = new Map(stored.map((r) => [r.name, facts(r)]));
  const changed = rows.filter((r) => storedFacts.get(r.name) !== facts(r));
  for (const batch of chunks(changed)) {
    const written = await tx.insert(ingredients).values(batch).onConflictDoUpdate({
      target: ingredients.name,
      set: {
        categoryId: sql`excluded.category_id`, defaultUnit: sql`excluded.default_unit`, defaultQuantity: sql`excluded.default_quantity`,
        vegan: sql`excluded.vegan`, vegetarian: sql`excluded.vegetarian`, dairyFree: sql`excluded.dairy_free`,
        glutenFree: sql`excluded.gluten_free`, sugarFree: sql`excluded.sugar_free`, allergens: sql`excluded.allergens`,
        expiryDays: sql`excluded.expiry_days`,
      },
    }).returning({ id: ingredients.id, name: ingredients.name });
    for (const r of written) ids.set(r.name, r.id);
  }
  return ids;
}

/** Stable for an unchanged entry: the recipe files are literals, so their keys keep their order. */
export function seedRecipeHash(recipe: SeedRecipe): string {
  return createHash('sha256').update(JSON.stringify({ SEED_FORMAT, recipe })).digest('hex');
}

async function seedRecipes(
  tx: Tx, seed: readonly SeedRecipe[], categoryIds: Map<string, number>, ingredientIds: Map<string, number>,
): Promise<CatalogueReport['recipes']> {
  const existing = new Map(
    (await tx.select({ id: recipes.id, slug: recipes.slug, name: recipes.name, seedHash: recipes.seedHash }).from(recipes).where(inArray(recipes.slug, seed.map((r) => r.slug))))
      .map((r) => [r.slug, r]),
  );
  const written = new Map<string, number>();
  const toRow = (r: SeedRecipe) => ({
    slug: r.slug,
    name: r.name,
    description: r.description,
    image: recipeImagePath(r.slug),
    serves: r.serves,
    categoryId: need(categoryIds, categoryKey('recipe', r.category), 'recipe category'),
    verified: true,
    seedHash: seedRecipeHash(r),
  });
  const added = seed.filter((r) => !existing.has(r.slug));
  const changed = seed.filter((r) => existing.has(r.slug) && existing.get(r.slug)?.seedHash !== seedRecipeHash(r));

  for (const batch of chunks(added)) {
    const rows = await tx.insert(recipes).values(batch.map(toRow)).returning({ id: recipes.id, slug: recipes.slug });
    for (const row of rows) written.set(row.slug, row.id);
  }
  for (const r of changed) {
    const id = need(existing, r.slug, 'recipe').id;
    await tx.update(recipes).set({ ...toRow(r), updatedAt: sql`now()` }).where(eq(recipes.id, id));
    written.set(r.slug, id);
  }
  // meal plans name a recipe by the name it had when it was planned
  await renamePlannedRecipes(tx, changed.filter((r) => existing.get(r.slug)?.name !== r.name)
    .map((r) => ({ type: 'A9' as const, id: need(written, r.slug, 'recipe'), name: r.name })));
  if (changed.length) {
    const ids = changed.map((r) => need(written, r.slug, 'recipe'));
    await tx.delete(recipeIngredients).where(inArray(recipeIngredients.recipeId, ids));
    await tx.delete(recipeSteps).where(inArray(recipeSteps.recipeId, ids));
  }

  const rewritten = [...added, ...changed];
  const ingredientRows = rewritten.flatMap((r) => r.ingredients.map((i, index) => ({
    recipeId: need(written, r.slug, 'recipe'),
    ingredientId: need(ingredientIds, i.ingredient, 'ingredient'),
    position: index + 1,
    quantity: i.quantity,
    measurement: i.measurement,
    treatment: i.treatment,
  })));
  // each ingredient row's id by recipe and position, for the steps that use it
  const lineIds = new Map<string, number>();
  for (const batch of chunks(ingredientRows)) {
    const rows = await tx.insert(recipeIngredients).values(batch).returning({ id: recipeIngredients.id, recipeId: recipeIngredients.recipeId, position: recipeIngredients.position });
    for (const row of rows) lineIds.set(`${row.recipeId}:${row.position}`, row.id);
  }
  const stepRows = rewritten.flatMap((r) => {
    const recipeId = need(written, r.slug, 'recipe');
    const uses = ingredientsOfSteps(r.steps.map((s) => `${s.name}\n${s.description}`), r.ingredients.map((i) => i.ingredient));
    return r.steps.map((s, index) => ({
      recipeId,
      stepOrder: index + 1,
      name: s.name,
      description: s.description,
      timer: s.timer,
      ingredients: uses[index]!.map((i) => need(lineIds, `${recipeId}:${i + 1}`, 'recipe ingredient')),
    }));
  });
  for (const batch of chunks(stepRows)) await tx.insert(recipeSteps).values(batch);
  return { added: added.length, updated: changed.length, unchanged: seed.length - added.length - changed.length };
}

async function seedNews(tx: Tx, seed: readonly SeedNewsItem[]): Promise<void> {
  const stored = new Map((await tx.select().from(news)).map((n) => [n.title, `${n.createdAt.toISOString()} ${n.htmlContent}`]));
  const changed = seed.filter((n) => stored.get(n.title) !== `${new Date(n.created_at).toISOString()} ${n.HtmlContent}`);
  if (!changed.length) return;
  await tx.insert(news)
    .values(changed.map((n) => ({ title: n.title, htmlContent: n.HtmlContent, createdAt: new Date(n.created_at) })))
    .onConflictDoUpdate({ target: news.title, set: { htmlContent: sql`excluded.html_content`, createdAt: sql`excluded.created_at` } });
}

function* chunks<T>(rows: readonly T[], size = BATCH): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
