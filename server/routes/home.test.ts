// GET /home-beta and GET /form-options/* against the seeded catalogue.
import { eq, sql } from 'drizzle-orm';
import type { HomeBetaResponse } from '../../contract/api';
import type { CategoryOption, IngredientOption, RecipeOption } from '../../contract/entities';
import { RECIPE_CATEGORIES } from '../data/categories';
import { INGREDIENTS } from '../data/ingredients';
import { NEWS } from '../data/news';
import { RECIPES } from '../data/recipes';
import { recipes } from '../db/schema';
import { createCatalogueTestApp, seedIngredient } from '../test/catalogue';
import type { TestApp } from '../test/testApp';
import { LATEST_RECIPES } from './home';

let t: TestApp;
beforeAll(async () => { t = await createCatalogueTestApp(); });
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
};
const alphabetical = (names: string[]) => [...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));

describe('GET /home-beta', () => {
  test('news newest first, recipe categories, the latest recipes, nothing featured yet', async () => {
    const home = await get<HomeBetaResponse>('/api/home-beta');
    const newest = [...NEWS].sort((x, y) => y.created_at.localeCompare(x.created_at));
    expect(home.news).toEqual(newest.map((n) => ({ title: n.title, HtmlContent: n.HtmlContent, created_at: n.created_at })));
    expect(home.categories.map((c) => c.name)).toEqual(alphabetical([...RECIPE_CATEGORIES]));
    expect(home.recipes).toHaveLength(LATEST_RECIPES);
    const stamps = home.recipes.map((r) => r.updated_at);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(home.recipes[0]).toMatchObject({ recipe_id: expect.any(Number), tags: expect.any(Object), category: { name: expect.any(String) } });
    expect(home.featured).toEqual([]);
  });

  test('a recipe updated last comes first in the latest recipes', async () => {
    await t.db.update(recipes).set({ updatedAt: sql`now() + interval '1 minute'` }).where(eq(recipes.slug, 'greek-salad'));
    expect((await get<HomeBetaResponse>('/api/home-beta')).recipes[0]?.name).toBe('Greek Salad');
  });
});

describe('GET /form-options/*', () => {
  test('categories: the recipe categories as { value, name }', async () => {
    const { data } = await get<{ data: CategoryOption[] }>('/api/form-options/categories');
    expect(data.map((c) => c.name)).toEqual(alphabetical([...RECIPE_CATEGORIES]));
    expect(data.every((c) => Number.isInteger(c.value) && Object.keys(c).sort().join() === 'name,value')).toBe(true);
  });

  test('ingredients: every catalogue ingredient with its defaults and shelf life', async () => {
    const { data } = await get<{ data: IngredientOption[] }>('/api/form-options/ingredients');
    expect(data).toHaveLength(INGREDIENTS.length);
    expect(data.map((i) => i.name)).toEqual(alphabetical(INGREDIENTS.map((i) => i.name)));
    const butter = seedIngredient('butter');
    expect(data.find((i) => i.name === 'butter')).toEqual({
      value: expect.any(Number), name: 'butter', category_id: expect.any(Number), category_name: 'Dairy & Eggs', image: null,
      default_unit: butter.default_unit, default_quantity: butter.default_quantity, estimated_expiry_days: butter.expiry_days,
      aliases: ['beurre'],
    });
  });

  test('ingredients carry their German and French names, where they have any (QA european D2)', async () => {
    const { data } = await get<{ data: IngredientOption[] }>('/api/form-options/ingredients');
    expect(data.find((i) => i.name === 'plain flour')?.aliases).toEqual(expect.arrayContaining(['Mehl', 'farine', 'Weizenmehl']));
    expect(data.find((i) => i.name === 'onion')?.aliases).toEqual(expect.arrayContaining(['Zwiebel', 'Zwiebeln', 'oignon']));
    expect(data.find((i) => i.name === 'gin')).not.toHaveProperty('aliases');
  });

  test('recipes: every verified recipe, for the picker', async () => {
    const { data } = await get<{ data: RecipeOption[] }>('/api/form-options/recipes');
    expect(data.map((r) => r.name)).toEqual(alphabetical(RECIPES.map((r) => r.name)));
    expect(data.find((r) => r.name === 'Shakshuka')).toEqual({ value: expect.any(Number), name: 'Shakshuka', image: '/api/images/recipes/shakshuka.svg', category_id: expect.any(Number) });
  });
});
