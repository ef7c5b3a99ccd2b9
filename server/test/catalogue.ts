// Recipe tests run against the real seeded catalogue; these helpers find seed entries and their expected facts.
import { INGREDIENTS } from '../data/ingredients';
import { categories, ingredients } from '../db/schema';
import { RECIPES } from '../data/recipes';
import type { SeedIngredient, SeedRecipe } from '../data/types';
import { seedCatalogue } from '../services/catalogue';
import { createTestApp, type TestApp } from './testApp';

export async function createCatalogueTestApp(overrides: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(overrides);
  await seedCatalogue(t.db);
  return t;
}

const ingredientsByName = new Map(INGREDIENTS.map((i) => [i.name, i]));

export function seedIngredient(name: string): SeedIngredient {
  const found = ingredientsByName.get(name);
  if (!found) throw new Error(`no seed ingredient ${name}`);
  return found;
}

export function seedRecipe(slug: string): SeedRecipe {
  const found = RECIPES.find((r) => r.slug === slug);
  if (!found) throw new Error(`no seed recipe ${slug}`);
  return found;
}

/** SPEC §3, computed by hand from the seed files: a badge holds only if every ingredient has it. */
export function expectedTags(recipe: SeedRecipe) {
  const all = recipe.ingredients.map((i) => seedIngredient(i.ingredient));
  return {
    allergen: all.some((i) => i.allergens.length > 0),
    vegetarian: all.every((i) => i.vegetarian),
    vegan: all.every((i) => i.vegan),
    dairy_free: all.every((i) => i.dairy_free),
    gluten_free: all.every((i) => i.gluten_free),
    sugar_free: all.every((i) => i.sugar_free),
  };
}

/** The id of a seeded recipe, by name, through the public API. */
export async function recipeIdByName(t: TestApp, name: string): Promise<number> {
  const res = await t.app.inject({ url: `/api/recipe-search?search=${encodeURIComponent(name)}` });
  const found = res.json<{ data: { recipe_id: number; name: string }[] }>().data.find((r) => r.name === name);
  if (!found) throw new Error(`no recipe named ${name}`);
  return found.recipe_id;
}

/**
 * Two catalogue ingredients in one test aisle, for route tests on an app without the seeded catalogue: flour by the
 * kilogram (240 days) and milk by the litre (7 days). Returns their ids.
 */
export async function insertFlourAndMilk(db: TestApp['db']): Promise<{ flourId: number; milkId: number }> {
  const [category] = await db.insert(categories).values({ name: 'test aisle', kind: 'ingredient' }).returning();
  const flags = { categoryId: category!.id, vegan: true, vegetarian: true, dairyFree: true, glutenFree: false, sugarFree: true };
  const rows = await db.insert(ingredients).values([
    { ...flags, name: 'test flour', defaultUnit: 'kg', expiryDays: 240 },
    { ...flags, name: 'test milk', defaultUnit: 'l', expiryDays: 7 },
  ]).returning();
  return { flourId: rows[0]!.id, milkId: rows[1]!.id };
}
