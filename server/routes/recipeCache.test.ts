// The catalogue cache behind GET /recipes, /recipe-search, /recipes/{id} and POST /recipe-filter
// (services/catalogueCache.ts): kept answers with ETags, and a fresh answer after every change to what they show.
import { eq, sql } from 'drizzle-orm';
import type { RecipeListResponse } from '../../contract/api';
import type { Recipe } from '../../contract/entities';
import type { FilterItemBody } from '../../contract/schemas';
import { categories, ingredients, recipeIngredients, recipes, recipeSteps } from '../db/schema';
import { CatalogueCache, filterKey, readCatalogueVersion } from '../services/catalogueCache';
import { createCatalogueTestApp, recipeIdByName } from '../test/catalogue';
import type { TestApp } from '../test/testApp';

let t: TestApp;
let id: number;
beforeAll(async () => {
  t = await createCatalogueTestApp();
  id = await recipeIdByName(t, 'Shakshuka');
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const recipe = async () => (await get(`/api/recipes/${id}`)).json<Recipe>();

describe('answers and revalidation', () => {
  test.each(['/api/recipes?page=2', '/api/recipe-search?search=shakshuka', '/api/recipes/ID'])('%s: the same ETag twice, and 304 without a body for a client that holds it', async (path) => {
    const url = path.replace('ID', String(id));
    const first = await get(url);
    const second = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    const etag = String(first.headers.etag);
    const revalidated = await get(url, { 'if-none-match': `"other", W/${etag}` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  test('an unknown recipe is still 404', async () => {
    const res = await get('/api/recipes/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Recipe not found.' });
  });

  test('a filter answers from the cache whatever the order of its filters, and carries no ETag (a POST)', async () => {
    const veg = { type: 'preference', name: 'Vegetarian', includeExclude: 'include', value: 'vegetarian' };
    const noEggs = { type: 'category', name: 'Nothing', includeExclude: 'exclude', value: 999 };
    const one = await t.app.inject({ method: 'POST', url: '/api/recipe-filter', payload: { pageToRequest: 1, searchString: '', filters: [veg, noEggs] } });
    const other = await t.app.inject({ method: 'POST', url: '/api/recipe-filter', payload: { pageToRequest: 1, searchString: '', filters: [noEggs, veg, veg] } });
    expect(one.statusCode).toBe(200);
    expect(other.body).toBe(one.body);
    expect(one.headers.etag).toBeUndefined();
    expect(one.json<RecipeListResponse>().data.every((r) => r.tags.vegetarian)).toBe(true);
  });
});

describe('a change to the catalogue is in the next answer', () => {
  test('a recipe renamed (an operator edit) is renamed in its page, the list and a search, with a new ETag', async () => {
    const before = await get(`/api/recipes/${id}`);
    await get('/api/recipe-search?search=shakshuka');
    await t.db.update(recipes).set({ name: 'Shakshuka Verde' }).where(eq(recipes.id, id));
    const after = await get(`/api/recipes/${id}`);
    expect(after.json<Recipe>().name).toBe('Shakshuka Verde');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get(`/api/recipes/${id}`, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
    const found = (await get('/api/recipe-search?search=shakshuka')).json<RecipeListResponse>();
    expect(found.data[0]?.name).toBe('Shakshuka Verde');
  });

  test('its ingredient lines, its steps, an ingredient and a category, each changed, are changed in the recipe', async () => {
    const start = await recipe();
    const line = start.recipe_ingredients[0]!;
    await t.db.update(recipeIngredients).set({ quantity: 17 }).where(eq(recipeIngredients.id, line.recipe_ingredient_id));
    expect((await recipe()).recipe_ingredients[0]?.quantity).toBe(17);

    await t.db.update(recipeSteps).set({ description: 'Stir well.' }).where(eq(recipeSteps.id, start.recipe_steps[0]!.recipe_step_id));
    expect((await recipe()).recipe_steps[0]?.description).toBe('Stir well.');

    await t.db.update(ingredients).set({ name: 'Renamed ingredient' }).where(eq(ingredients.id, line.ingredient.ingredient_id));
    expect((await recipe()).recipe_ingredients[0]?.ingredient.name).toBe('Renamed ingredient');

    await t.db.update(categories).set({ name: 'Renamed category' }).where(eq(categories.name, start.category.name));
    expect((await recipe()).category.name).toBe('Renamed category');
  });

  test('a recipe taken out of the catalogue is gone at once from the count, and its page says so', async () => {
    const total = (await get('/api/recipes')).json<RecipeListResponse>().total;
    expect((await get(`/api/recipes/${id}`)).json<Recipe>().verified).toBe(true);
    await t.db.update(recipes).set({ verified: false }).where(eq(recipes.id, id));
    expect((await get(`/api/recipes/${id}`)).json<Recipe>().verified).toBe(false);
    expect((await get('/api/recipes')).json<RecipeListResponse>().total).toBe(total - 1);
    await t.db.update(recipes).set({ verified: true }).where(eq(recipes.id, id));
    expect((await get(`/api/recipes/${id}`)).json<Recipe>().verified).toBe(true);
  });

  test('the version moves with each committed catalogue write, not with a rolled-back one nor with a new ingredient', async () => {
    const start = await readCatalogueVersion(t.db);
    await t.db.update(recipes).set({ serves: 3 }).where(eq(recipes.id, id));
    const moved = await readCatalogueVersion(t.db);
    expect(moved).toBeGreaterThan(start);
    const rolledBack = new Error('roll back');
    await t.db.transaction(async (tx) => {
      await tx.update(recipes).set({ serves: 4 }).where(eq(recipes.id, id));
      throw rolledBack;
    }).catch((err: unknown) => { if (err !== rolledBack) throw err; });
    const [category] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.kind, 'ingredient')).limit(1);
    await t.db.insert(ingredients).values({ name: 'A new ingredient', categoryId: category!.id, vegan: true, vegetarian: true, dairyFree: true, glutenFree: true, sugarFree: true });
    expect(await readCatalogueVersion(t.db)).toBe(moved);
    expect((await recipe()).serves).toBe(3);
  });

  test('a transaction of many catalogue statements bumps the version once, and the next transaction again', async () => {
    const start = await readCatalogueVersion(t.db);
    await t.db.transaction(async (tx) => {
      await tx.update(recipes).set({ serves: 5 }).where(eq(recipes.id, id));
      await tx.update(recipeSteps).set({ timer: '00:05:00' }).where(eq(recipeSteps.recipeId, id));
      await tx.update(recipes).set({ serves: 6 }).where(eq(recipes.id, id));
    });
    expect(await readCatalogueVersion(t.db)).toBe(start + 1);
    await t.db.update(recipes).set({ serves: 2 }).where(eq(recipes.id, id));
    expect(await readCatalogueVersion(t.db)).toBe(start + 2);
    expect((await recipe()).serves).toBe(2);
  });
});

describe('the cache itself', () => {
  test('keeps at most its bound, dropping the least recently used answer', async () => {
    const cache = new CatalogueCache(t.db, 2);
    const loads: string[] = [];
    const load = (key: string) => cache.get(key, async () => { loads.push(key); return { key }; });
    await load('a');
    await load('b');
    await load('a');
    await load('c');
    expect(cache.size).toBe(2);
    await load('a');
    await load('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
    await cache.close();
  });

  test('reads a query once for requests that miss together, and keeps nothing for a missing answer', async () => {
    const cache = new CatalogueCache(t.db);
    let loads = 0;
    const slow = () => cache.get('same', async () => {
      loads += 1;
      await t.db.execute(sql`select pg_sleep(0.05)`);
      return { value: 1 };
    });
    const answers = await Promise.all([slow(), slow(), slow()]);
    expect(loads).toBe(1);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['{"value":1}']));
    expect(await cache.get('missing', async () => null)).toBeNull();
    expect(cache.size).toBe(1);
    await cache.close();
  });

  test('a filter key ignores the order and repeats of the filters, not their values', () => {
    const a: FilterItemBody = { type: 'ingredient', name: 'Eggs', includeExclude: 'include', value: 1 };
    const b: FilterItemBody = { type: 'preference', name: 'Vegan', includeExclude: 'exclude', value: 'vegan' };
    expect(filterKey(1, 'egg', [a, b])).toBe(filterKey(1, 'egg', [b, a, b]));
    expect(filterKey(1, 'egg', [a])).not.toBe(filterKey(1, 'egg', [{ ...a, includeExclude: 'exclude' }]));
    expect(filterKey(1, 'egg', [a])).not.toBe(filterKey(2, 'egg', [a]));
    expect(filterKey(1, 'egg', [a])).not.toBe(filterKey(1, 'eggs', [a]));
  });
});
