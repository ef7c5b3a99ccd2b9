// The catalogue seed runs on every start: it must write the whole catalogue once, then change nothing.
import { count, eq, inArray } from 'drizzle-orm';
import { INGREDIENTS } from '../data/ingredients';
import { NEWS } from '../data/news';
import { RECIPES } from '../data/recipes';
import { categories, ingredients, mealplans, news, recipeIngredients, recipes, recipeSteps, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/testApp';
import { CATALOGUE, seedCatalogue } from './catalogue';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

async function counts() {
  const n = async (table: typeof recipes | typeof ingredients | typeof categories | typeof recipeIngredients | typeof recipeSteps | typeof news) =>
    (await t.db.select({ n: count() }).from(table))[0]?.n;
  return {
    categories: await n(categories), ingredients: await n(ingredients), recipes: await n(recipes),
    recipeIngredients: await n(recipeIngredients), recipeSteps: await n(recipeSteps), news: await n(news),
  };
}

const ingredientLines = RECIPES.reduce((sum, r) => sum + r.ingredients.length, 0);
const stepLines = RECIPES.reduce((sum, r) => sum + r.steps.length, 0);

test('a fresh database gets the whole catalogue', async () => {
  const report = await seedCatalogue(t.db);
  expect(report.recipes).toEqual({ added: RECIPES.length, updated: 0, unchanged: 0 });
  expect(await counts()).toEqual({
    categories: CATALOGUE.recipeCategories.length + CATALOGUE.ingredientCategories.length,
    ingredients: INGREDIENTS.length,
    recipes: RECIPES.length,
    recipeIngredients: ingredientLines,
    recipeSteps: stepLines,
    news: NEWS.length,
  });
});

test('each step names the ingredient lines of its recipe it uses, for cook mode', async () => {
  const [bread] = await t.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, 'banana-bread'));
  const lines = await t.db.select().from(recipeIngredients).where(eq(recipeIngredients.recipeId, bread!.id)).orderBy(recipeIngredients.position);
  const names = new Map((await t.db.select({ id: ingredients.id, name: ingredients.name }).from(ingredients)).map((i) => [i.id, i.name]));
  const nameOf = new Map(lines.map((l) => [l.id, names.get(l.ingredientId)]));
  const steps = await t.db.select().from(recipeSteps).where(eq(recipeSteps.recipeId, bread!.id)).orderBy(recipeSteps.stepOrder);
  expect(steps.map((s) => s.ingredients.map((id) => nameOf.get(id)))).toEqual([
    [],
    ['butter', 'light brown sugar', 'egg', 'banana', 'vanilla extract'],
    ['self-raising flour', 'bicarbonate of soda', 'ground cinnamon', 'walnut'],
    [],
    [],
  ]);
  // across the catalogue, most steps cook with something they name
  const all = await t.db.select({ ingredients: recipeSteps.ingredients }).from(recipeSteps);
  expect(all.filter((s) => s.ingredients.length > 0).length / all.length).toBeGreaterThan(0.8);
});

test('seeding again changes nothing and duplicates nothing', async () => {
  const before = await counts();
  const ids = await t.db.select({ id: recipes.id, slug: recipes.slug, updatedAt: recipes.updatedAt }).from(recipes).orderBy(recipes.id);
  const report = await seedCatalogue(t.db);
  expect(report.recipes).toEqual({ added: 0, updated: 0, unchanged: RECIPES.length });
  expect(await counts()).toEqual(before);
  expect(await t.db.select({ id: recipes.id, slug: recipes.slug, updatedAt: recipes.updatedAt }).from(recipes).orderBy(recipes.id)).toEqual(ids);
});

test('a changed seed recipe is rewritten in place, keeping its id, and the plans that name it take its new name', async () => {
  const [original] = RECIPES;
  if (!original) throw new Error('no recipes');
  const [before] = await t.db.select().from(recipes).where(eq(recipes.slug, original.slug));
  const changed = {
    ...original,
    name: `${original.name} Deluxe`,
    ingredients: [...original.ingredients, { ingredient: 'butter', quantity: 10, measurement: 'g' as const, treatment: null }],
    steps: original.steps.slice(0, 1),
  };
  // a meal plan that names it
  const [planner] = await t.db.insert(users).values({ name: 'planner', email: 'planner@example.com', passwordHash: 'x' }).returning({ id: users.id });
  const entry = (name: string) => ({ name, value: before!.id, image: null, type: 'A9' as const, checked: false });
  const [plan] = await t.db.insert(mealplans).values({ userId: planner!.id, name: 'Week', days: 1, recipes: [{ date: '', day: 0, recipes: [entry(original.name)] }] }).returning();
  const report = await seedCatalogue(t.db, { ...CATALOGUE, recipes: [changed, ...RECIPES.slice(1)] });
  expect(report.recipes).toEqual({ added: 0, updated: 1, unchanged: RECIPES.length - 1 });
  // plans follow it under its new name, with a new version
  const [planned] = await t.db.select().from(mealplans).where(eq(mealplans.id, plan!.id));
  expect({ recipes: planned?.recipes, version: planned?.version }).toEqual({ recipes: [{ date: '', day: 0, recipes: [entry(changed.name)] }], version: plan!.version + 1 });
  const [after] = await t.db.select().from(recipes).where(eq(recipes.slug, original.slug));
  expect(after?.id).toBe(before?.id);
  expect(after?.name).toBe(changed.name);
  // SPEC §3: butter has milk, so the rewritten recipe is no longer dairy free, and the search text knows it
  expect(after?.dairyFree).toBe(false);
  expect(after?.ingredientNames.endsWith(' butter')).toBe(true);
  const lines = await t.db.select().from(recipeIngredients).where(eq(recipeIngredients.recipeId, before?.id ?? 0)).orderBy(recipeIngredients.position);
  expect(lines.map((l) => l.position)).toEqual(changed.ingredients.map((_, i) => i + 1));
  expect(await t.db.select().from(recipeSteps).where(eq(recipeSteps.recipeId, before?.id ?? 0))).toHaveLength(1);
  // and the real catalogue puts it back, still under the same id
  await seedCatalogue(t.db);
  const [restored] = await t.db.select().from(recipes).where(eq(recipes.slug, original.slug));
  expect({ id: restored?.id, name: restored?.name }).toEqual({ id: before?.id, name: original.name });
  expect((await t.db.select().from(mealplans).where(eq(mealplans.id, plan!.id)))[0]?.recipes[0]?.recipes).toEqual([entry(original.name)]);
});

test('a corrected ingredient corrects the badges of every recipe that uses it', async () => {
  const slugsWithEgg = RECIPES.filter((r) => r.ingredients.some((i) => i.ingredient === 'egg')).map((r) => r.slug);
  const warnings = async () => (await t.db.select({ slug: recipes.slug, allergen: recipes.allergen }).from(recipes)
    .where(inArray(recipes.slug, slugsWithEgg))).filter((r) => r.allergen).map((r) => r.slug).sort();
  expect(await warnings()).toEqual([...slugsWithEgg].sort());

  await seedCatalogue(t.db, { ...CATALOGUE, ingredients: INGREDIENTS.map((i) => (i.name === 'egg' ? { ...i, allergens: [] } : i)) });
  // only the recipes whose other ingredients carry allergens still warn
  const otherAllergens = RECIPES.filter((r) => slugsWithEgg.includes(r.slug) && r.ingredients.some((i) => i.ingredient !== 'egg'
    && (INGREDIENTS.find((x) => x.name === i.ingredient)?.allergens.length ?? 0) > 0));
  expect(await warnings()).toEqual(otherAllergens.map((r) => r.slug).sort());

  await seedCatalogue(t.db);
  expect(await warnings()).toEqual([...slugsWithEgg].sort());
});
