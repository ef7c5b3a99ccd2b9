// GET /recipe-search and POST /recipe-filter against the seeded catalogue: ranking, typo tolerance, odd input
// that must stay harmless, and the include/exclude semantics of every filter type.
import { eq } from 'drizzle-orm';
import type { RecipeListResponse } from '../../contract/api';
import type { CategoryOption, IngredientOption } from '../../contract/entities';
import { RECIPES } from '../data/recipes';
import { recipeIngredients, recipes } from '../db/schema';
import { createCatalogueTestApp, expectedTags } from '../test/catalogue';
import type { TestApp } from '../test/testApp';

let t: TestApp;
let ingredientIds: Map<string, number>;
let categoryIds: Map<string, number>;
beforeAll(async () => {
  t = await createCatalogueTestApp();
  const ingredients = (await t.app.inject({ url: '/api/form-options/ingredients' })).json<{ data: IngredientOption[] }>().data;
  ingredientIds = new Map(ingredients.map((i) => [i.name, i.value]));
  const categories = (await t.app.inject({ url: '/api/form-options/categories' })).json<{ data: CategoryOption[] }>().data;
  categoryIds = new Map(categories.map((c) => [c.name, c.value]));
});
afterAll(() => t.close());

const search = (text: string, page = 1) => t.app.inject({ url: `/api/recipe-search?page=${page}&search=${encodeURIComponent(text)}` });
const names = async (text: string) => (await search(text)).json<RecipeListResponse>().data.map((r) => r.name);
const sorted = (list: string[]) => [...list].sort();

describe('GET /recipe-search', () => {
  test('an exact name comes first', async () => {
    for (const name of ['Egg Fried Rice', 'Greek Salad', 'Minestrone', 'Chicken Tikka Masala']) expect((await names(name))[0]).toBe(name);
  });

  test('a match in the name ranks above a match in the ingredients', async () => {
    const found = await names('chicken');
    const inName = found.filter((n) => /chicken/i.test(n));
    expect(inName.length).toBeGreaterThan(2);
    expect(found.slice(0, inName.length)).toEqual(inName);
    // 'Chickpea' is not a typo for 'chicken'
    expect(found.some((n) => /chickpea/i.test(n))).toBe(false);
  });

  test('a word left out is left out, also from the names ("curry -chicken")', async () => {
    const curries = await names('curry');
    expect(curries.some((n) => /chicken/i.test(n))).toBe(true);
    const withoutChicken = await names('curry -chicken');
    expect(withoutChicken.length).toBeGreaterThan(0);
    expect(withoutChicken.some((n) => /chicken/i.test(n))).toBe(false);
    expect((await names('chicken -curry')).some((n) => /curry/i.test(n))).toBe(false);
    expect((await names('-chicken')).some((n) => /chicken/i.test(n))).toBe(false);
  });

  test('a comma, semicolon, slash or plus parts words as a space does', async () => {
    const both = sorted(await names('chicken rice'));
    expect(both.length).toBeGreaterThan(0);
    for (const joined of ['chicken,rice', 'chicken;rice', 'chicken/rice', 'chicken+rice', 'chicken, rice']) expect(sorted(await names(joined))).toEqual(both);
  });

  test('ingredient names are searched too', async () => {
    const withPassata = RECIPES.filter((r) => r.ingredients.some((i) => i.ingredient === 'passata')).map((r) => r.name);
    expect(sorted(await names('passata'))).toEqual(sorted(withPassata));
  });

  test.each([
    ['shakshuk', 'Shakshuka'],
    ['shaks', 'Shakshuka'],
    ['lasagna', 'Mushroom And Spinach Lasagne'],
    ['Tikka Masla', 'Chicken Tikka Masala'],
    ['SHAKSHUKA', 'Shakshuka'],
  ])('typos and half-typed words find the recipe: %s', async (text, name) => {
    expect((await names(text))[0]).toBe(name);
  });

  describe('accents are folded on both sides (phone keyboards rarely type them)', () => {
    test('an ingredient written with them is found without them, and with them', async () => {
      const withPuree = sorted(RECIPES.filter((r) => r.ingredients.some((i) => i.ingredient === 'tomato purée')).map((r) => r.name));
      expect(withPuree).toHaveLength(4);
      for (const text of ['tomato purée', 'tomato puree', 'puree', 'PURÉE', 'tomato pure\u0301e']) expect(sorted(await names(text))).toEqual(withPuree);
    });

    test('a name written with them is the exact name without them (case aside), and a typo of it still finds it', async () => {
      for (const text of ['Salade Niçoise', 'salade nicoise', 'SALADE NICOISE', 'Salade Nicoise']) expect((await names(text))[0]).toBe('Salade Niçoise');
      expect(await names('nicoise')).toContain('Salade Niçoise');
      expect(await names('salad nicois')).toContain('Salade Niçoise');
    });

    test('text without them is found with them typed, and ligatures spelled out either way', async () => {
      const category = categoryIds.get(RECIPES[0]!.category)!;
      const added = await t.db.insert(recipes).values([
        { slug: 'test-jalapeno-poppers', name: 'Jalapeno Poppers', description: 'Stuffed and baked.', categoryId: category },
        { slug: 'test-herb-dip', name: 'Herb Dip', description: 'A dip for crisps.', categoryId: category },
        { slug: 'test-boeuf', name: 'Bœuf En Croûte', description: 'Beef in pastry.', categoryId: category },
      ]).returning({ id: recipes.id });
      try {
        await t.db.insert(recipeIngredients).values([
          { recipeId: added[0]!.id, ingredientId: ingredientIds.get('pickled jalapeno')!, position: 1, quantity: 100, measurement: 'g' },
          { recipeId: added[1]!.id, ingredientId: ingredientIds.get('crème fraîche')!, position: 1, quantity: 200, measurement: 'ml' },
        ]);
        for (const text of ['jalapeño poppers', 'Jalapeño Poppers', 'jalapeno poppers']) expect((await names(text))[0]).toBe('Jalapeno Poppers');
        for (const text of ['jalapeño', 'pickled jalapeño']) expect(await names(text)).toContain('Jalapeno Poppers');
        for (const text of ['crème fraîche', 'creme fraiche', 'CREME FRAICHE', 'fraiche']) expect(await names(text)).toEqual(['Herb Dip']);
        for (const text of ['boeuf en croute', 'Bœuf en croûte', 'boeuf']) expect((await names(text))[0]).toBe('Bœuf En Croûte');
      } finally {
        for (const { id } of added) await t.db.delete(recipes).where(eq(recipes.id, id));
      }
    });
  });

  test('under 3 characters is no search: the plain list (SPEC §5)', async () => {
    const plain = (await t.app.inject({ url: '/api/recipes' })).json();
    for (const text of ['', 'sh', '  a  ', '%', '😀']) expect((await search(text)).json()).toEqual(plain);
    expect((await t.app.inject({ url: '/api/recipe-search' })).json()).toEqual(plain);
  });

  test('a search pages like the list', async () => {
    const first = (await search('egg')).json<RecipeListResponse>();
    expect(first.total).toBeGreaterThan(12);
    const second = (await search('egg', 2)).json<RecipeListResponse>();
    expect(second).toMatchObject({ current_page: 2, from: 13, total: first.total });
    expect(second.data.map((r) => r.name).some((n) => first.data.some((r) => r.name === n))).toBe(false);
    expect((await search('egg', 99)).json()).toMatchObject({ data: [], from: null, to: null, current_page: 99 });
  });

  test.each([
    '%', '_', "'", '\\', '%%%', '___', "'; drop table recipes; --", 'a & b | !c', 'egg:*', '!!!', '"unclosed', '-egg', 'egg OR',
    '(((', '\\\\\\', 'x'.repeat(500), '😀🍳🥚', 'crème fraîche', 'ß', '\u200b\u200b\u200b', '\t\r\negg\u001f',
  ])('odd input is harmless: %j', async (text) => {
    const res = await search(text);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ current_page: 1, total: expect.any(Number), data: expect.any(Array) });
    const filtered = await t.app.inject({ method: 'POST', url: '/api/recipe-filter', payload: { pageToRequest: 1, searchString: text, filters: [] } });
    expect(filtered.statusCode).toBe(200);
  });

  test('NUL, which PostgreSQL refuses, is dropped from a query string (a JSON body with it is refused whole)', async () => {
    expect((await search('\u0000\u0000egg')).json()).toEqual((await search('egg')).json());
    const filtered = await t.app.inject({ method: 'POST', url: '/api/recipe-filter', payload: { pageToRequest: 1, searchString: '\u0000egg', filters: [] } });
    expect(filtered.statusCode).toBe(400);
  });

  test('wildcards are text, not patterns', async () => {
    for (const text of ['%%%', '___', '%_%']) expect((await search(text)).json()).toMatchObject({ total: 0 });
  });

  test('a long search is cut to 100 characters, not refused', async () => {
    expect((await names(`${'shakshuka '.repeat(50)}`))[0]).toBe('Shakshuka');
  });
});

describe('POST /recipe-filter', () => {
  type Filter = { type: 'ingredient' | 'category' | 'preference'; value: number | string; name: string; includeExclude: 'include' | 'exclude' };
  const ingredient = (name: string, includeExclude: Filter['includeExclude'] = 'include'): Filter => ({ type: 'ingredient', value: ingredientIds.get(name)!, name, includeExclude });
  const category = (name: string, includeExclude: Filter['includeExclude'] = 'include'): Filter => ({ type: 'category', value: categoryIds.get(name)!, name, includeExclude });
  const preference = (value: string, includeExclude: Filter['includeExclude'] = 'include'): Filter => ({ type: 'preference', value, name: value, includeExclude });
  const filter = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/recipe-filter', payload: body });

  /** every name a filter returns, over all its pages */
  async function allNames(filters: Filter[], searchString = ''): Promise<string[]> {
    const found: string[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await filter({ pageToRequest: page, searchString, filters })).json<RecipeListResponse>();
      found.push(...body.data.map((r) => r.name));
      if (page >= body.last_page) return sorted(found);
    }
  }
  const expected = (keep: (r: (typeof RECIPES)[number]) => boolean) => sorted(RECIPES.filter(keep).map((r) => r.name));
  const has = (r: (typeof RECIPES)[number], name: string) => r.ingredients.some((i) => i.ingredient === name);

  test('no filters and no search is the plain list', async () => {
    const plain = (await t.app.inject({ url: '/api/recipes?page=2' })).json();
    expect((await filter({ pageToRequest: 2, searchString: '', filters: [] })).json()).toEqual(plain);
  });

  test('include ingredient: the recipe contains every included ingredient', async () => {
    expect(await allNames([ingredient('egg')])).toEqual(expected((r) => has(r, 'egg')));
    const both = expected((r) => has(r, 'egg') && has(r, 'butter'));
    expect(both.length).toBeGreaterThan(0);
    expect(await allNames([ingredient('egg'), ingredient('butter')])).toEqual(both);
  });

  test('exclude ingredient: the recipe contains none of the excluded ingredients, nor one named after and made of one', async () => {
    // peanut butter is made of peanut (the same allergen, free of nothing peanut is not), egg noodles of egg
    const withPeanutButter = expected((r) => has(r, 'peanut butter'));
    expect(withPeanutButter.length).toBeGreaterThan(0);
    expect(await allNames([ingredient('peanut', 'exclude')])).toEqual(expected((r) => !has(r, 'peanut') && !has(r, 'peanut butter')));
    expect(await allNames([ingredient('egg', 'exclude')])).toEqual(expected((r) => !has(r, 'egg') && !has(r, 'egg noodles')));
    // but peanut butter is no butter (no milk in it), and oat or coconut milk no milk (dairy-free)
    const butterFree = await allNames([ingredient('egg', 'exclude'), ingredient('butter', 'exclude')]);
    expect(butterFree).toEqual(expected((r) => !['egg', 'egg noodles', 'butter'].some((name) => has(r, name))));
    expect(butterFree).toEqual(expect.arrayContaining(withPeanutButter.filter((name) => !['egg', 'egg noodles', 'butter'].some((n) => has(RECIPES.find((r) => r.name === name)!, n)))));
    const milkFree = await allNames([ingredient('milk', 'exclude')]);
    expect(milkFree).toEqual(expected((r) => !has(r, 'milk') && !has(r, 'whole milk')));
    expect(milkFree).toEqual(expect.arrayContaining(expected((r) => (has(r, 'oat milk') || has(r, 'coconut milk')) && !has(r, 'milk') && !has(r, 'whole milk'))));
  });

  test('include category: the recipe is in one of the included categories', async () => {
    expect(await allNames([category('Soups')])).toEqual(expected((r) => r.category === 'Soups'));
    expect(await allNames([category('Soups'), category('Salads')])).toEqual(expected((r) => ['Soups', 'Salads'].includes(r.category)));
  });

  test('exclude category: the recipe is in none of the excluded categories', async () => {
    expect(await allNames([category('Soups', 'exclude'), category('Drinks', 'exclude')])).toEqual(expected((r) => !['Soups', 'Drinks'].includes(r.category)));
  });

  test.each(['vegetarian', 'vegan', 'dairy_free', 'gluten_free', 'sugar_free'] as const)('preference %s: include holds the badge, exclude does not', async (tag) => {
    const holding = expected((r) => expectedTags(r)[tag]);
    expect(holding.length).toBeGreaterThan(0);
    expect(await allNames([preference(tag)])).toEqual(holding);
    expect(await allNames([preference(tag, 'exclude')])).toEqual(expected((r) => !expectedTags(r)[tag]));
  });

  test('filters of every kind combine, and combine with a search', async () => {
    expect(await allNames([preference('vegan'), category('Soups'), ingredient('onion', 'exclude')]))
      .toEqual(expected((r) => expectedTags(r).vegan && r.category === 'Soups' && !['onion', 'red onion', 'spring onion'].some((name) => has(r, name))));
    const soups = await allNames([preference('vegetarian')], 'soup');
    expect(soups.length).toBeGreaterThan(0);
    expect(soups).toEqual(sorted((await allNames([], 'soup')).filter((n) => expectedTags(RECIPES.find((r) => r.name === n)!).vegetarian)));
    expect(await allNames([preference('vegan', 'exclude')], 'Shakshuka')).toEqual(['Shakshuka']);
    expect(await allNames([preference('vegan')], 'Shakshuka')).toEqual([]);
  });

  test('contradicting or unknown filters find nothing, without an error', async () => {
    expect(await allNames([ingredient('egg'), ingredient('egg', 'exclude')])).toEqual([]);
    expect(await allNames([{ type: 'ingredient', value: 999999, name: 'ghost', includeExclude: 'include' }])).toEqual([]);
  });

  test('the page, the search and the filters are paged and echoed as SPEC §3 says', async () => {
    const body = (await filter({ pageToRequest: 50, searchString: 'egg', filters: [preference('vegetarian')] })).json<RecipeListResponse>();
    expect(body).toMatchObject({ data: [], current_page: 50, from: null, to: null });
  });

  test.each([
    ['pageToRequest', { pageToRequest: 0, searchString: '', filters: [] }],
    ['pageToRequest', { pageToRequest: 'abc', searchString: '', filters: [] }],
    ['searchString', { pageToRequest: 1, searchString: 5, filters: [] }],
    ['filters.0.value', { pageToRequest: 1, searchString: '', filters: [{ type: 'preference', value: 'keto', name: 'keto', includeExclude: 'include' }] }],
    ['filters.0.value', { pageToRequest: 1, searchString: '', filters: [{ type: 'ingredient', value: 'egg', name: 'egg', includeExclude: 'include' }] }],
    ['filters.0.type', { pageToRequest: 1, searchString: '', filters: [{ type: 'colour', value: 1, name: 'red', includeExclude: 'include' }] }],
    ['filters.0.includeExclude', { pageToRequest: 1, searchString: '', filters: [{ type: 'category', value: 1, name: 'x', includeExclude: 'maybe' }] }],
    ['filters', { pageToRequest: 1, searchString: '', filters: Array.from({ length: 101 }, () => ({ type: 'category', value: 1, name: 'x', includeExclude: 'include' })) }],
  ])('a malformed body is a 400 on its field %s (case %#)', async (field, body) => {
    const res = await filter(body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  test('missing optional parts default: the first page, no search, no filters', async () => {
    expect((await filter({})).json()).toEqual((await t.app.inject({ url: '/api/recipes' })).json());
  });
});
