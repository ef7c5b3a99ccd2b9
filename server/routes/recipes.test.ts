// GET /recipes and GET /recipes/{id} against the seeded catalogue: paging as SPEC §3, the full recipe, badges.
import { RECIPE_PAGE_SIZE, type RecipeListResponse } from '../../contract/api';
import type { Recipe } from '../../contract/entities';
import { PAGE_MESSAGE } from '../../contract/schemas';
import { RECIPES } from '../data/recipes';
import { createCatalogueTestApp, expectedTags, recipeIdByName, seedRecipe } from '../test/catalogue';
import type { TestApp } from '../test/testApp';

let t: TestApp;
beforeAll(async () => { t = await createCatalogueTestApp(); });
afterAll(() => t.close());

const list = (query = '') => t.app.inject({ url: `/api/recipes${query}` });
const lastPage = Math.ceil(RECIPES.length / RECIPE_PAGE_SIZE);
const byName = [...RECIPES].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

describe('GET /recipes', () => {
  test('the first page: verified recipes by name, with the paging fields of SPEC §3', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json<RecipeListResponse>();
    expect(body).toMatchObject({ current_page: 1, last_page: lastPage, from: 1, to: RECIPE_PAGE_SIZE, total: RECIPES.length });
    expect(body.data.map((r) => r.name)).toEqual(byName.slice(0, RECIPE_PAGE_SIZE).map((r) => r.name));
    const [first] = body.data;
    expect(first).toEqual({
      recipe_id: expect.any(Number),
      name: byName[0]?.name,
      description: byName[0]?.description,
      image: `/api/images/recipes/${byName[0]?.slug}.svg`,
      serves: byName[0]?.serves,
      category: { name: byName[0]?.category },
      verified: true,
      tags: expectedTags(byName[0]!),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(await list('?page=1').then((r) => r.json())).toEqual(body);
  });

  test('the last page holds the rest', async () => {
    const body = (await list(`?page=${lastPage}`)).json<RecipeListResponse>();
    const from = (lastPage - 1) * RECIPE_PAGE_SIZE + 1;
    expect(body).toMatchObject({ current_page: lastPage, last_page: lastPage, from, to: RECIPES.length, total: RECIPES.length });
    expect(body.data.map((r) => r.name)).toEqual(byName.slice(from - 1).map((r) => r.name));
  });

  test('every recipe appears exactly once across the pages', async () => {
    const names: string[] = [];
    for (let page = 1; page <= lastPage; page += 1) names.push(...(await list(`?page=${page}`)).json<RecipeListResponse>().data.map((r) => r.name));
    expect(names).toEqual(byName.map((r) => r.name));
  });

  test('a page past the end is empty, with from and to null and the requested page echoed', async () => {
    expect((await list(`?page=${lastPage + 1}`)).json()).toEqual({
      data: [], current_page: lastPage + 1, last_page: lastPage, from: null, to: null, total: RECIPES.length,
    });
  });

  test.each(['0', '-1', 'abc', '1.5', '', '1e99'])('page=%s is a 400 with a field error', async (page) => {
    const res = await list(`?page=${page}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: PAGE_MESSAGE, errors: { page: [PAGE_MESSAGE] } });
  });
});

describe('GET /recipes/{id}', () => {
  test('the full recipe: ingredients in order with their flags, steps in order with timers', async () => {
    const seed = seedRecipe('shakshuka');
    const id = await recipeIdByName(t, seed.name);
    const res = await t.app.inject({ url: `/api/recipes/${id}` });
    expect(res.statusCode).toBe(200);
    const recipe = res.json<Recipe>();
    expect(recipe).toMatchObject({ recipe_id: id, name: seed.name, serves: seed.serves, category: { name: seed.category }, tags: expectedTags(seed) });
    expect(recipe.recipe_ingredients.map((i) => [i.ingredient.name, i.quantity, i.measurement, i.treatment]))
      .toEqual(seed.ingredients.map((i) => [i.ingredient, i.quantity, i.measurement, i.treatment]));
    const egg = recipe.recipe_ingredients.find((i) => i.ingredient.name === 'egg');
    expect(egg?.ingredient).toEqual({
      ingredient_id: expect.any(Number), name: 'egg', category_id: expect.any(Number), allergen: true,
      vegan: false, vegetarian: true, sugar_free: true, gluten_free: true, dairy_free: true,
    });
    expect(recipe.recipe_steps.map((s) => [s.step_order, s.name, s.description, s.timer])).toEqual(seed.steps.map((s, i) => [i + 1, s.name, s.description, s.timer]));
    expect(recipe.recipe_steps.every((s) => Array.isArray(s.ingredients) && s.image === null)).toBe(true);
  });

  test('an unknown id is a 404; an id that is not a number is a 400', async () => {
    expect((await t.app.inject({ url: '/api/recipes/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/recipes/99999999999' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/recipes/abc' })).statusCode).toBe(400);
  });
});

describe('dietary badges and the allergen flag (SPEC §3)', () => {
  test('every recipe carries the badges its ingredients give it', async () => {
    for (let page = 1; page <= lastPage; page += 1) {
      for (const summary of (await list(`?page=${page}`)).json<RecipeListResponse>().data) {
        const seed = RECIPES.find((r) => r.name === summary.name);
        expect([summary.name, summary.tags]).toEqual([summary.name, expectedTags(seed!)]);
      }
    }
  });

  test('a recipe with butter is neither dairy free nor vegan; a fully vegan recipe is vegan', async () => {
    const withButter = RECIPES.find((r) => r.ingredients.some((i) => i.ingredient === 'butter'))!;
    const vegan = seedRecipe('vegan-chocolate-cake');
    const get = async (name: string) => (await t.app.inject({ url: `/api/recipes/${await recipeIdByName(t, name)}` })).json<Recipe>();
    expect((await get(withButter.name)).tags).toMatchObject({ dairy_free: false, vegan: false, allergen: true });
    expect((await get(vegan.name)).tags).toMatchObject({ vegan: true, vegetarian: true, dairy_free: true });
  });

  test('the allergen flag is set by any one ingredient with an allergen, and only then', () => {
    const noAllergen = RECIPES.filter((r) => !expectedTags(r).allergen);
    // the catalogue has both kinds, so the flag is tested both ways by the sweep above
    expect(noAllergen.length).toBeGreaterThan(0);
    expect(noAllergen.length).toBeLessThan(RECIPES.length);
  });
});
