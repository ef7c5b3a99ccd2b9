// Typos in a recipe search: on the seeded catalogue, through the real search (services/searchCorrection.ts).
import { createCatalogueTestApp } from '../test/catalogue';
import type { TestApp } from '../test/testApp';
import { readCatalogueVersion } from './catalogueCache';
import { findRecipes } from './recipeQueries';
import { correctedSearch, editDistance, editsAllowed } from './searchCorrection';

let t: TestApp;
beforeAll(async () => { t = await createCatalogueTestApp(); });
afterAll(() => t.close());

const names = async (search: string) => (await findRecipes(t.db, { page: 1, search, filters: [] })).data.map((r) => r.name);

test.each([
  ['chicken', 'chicken', 0],
  ['chiken', 'chicken', 1],
  ['chikcen', 'chicken', 1],
  ['spagetti', 'spaghetti', 1],
  ['chicken', 'chickpea', 2],
  ['brocolli', 'broccoli', 2],
])('%s to %s is %i edits', (a, b, edits) => {
  expect(editDistance(a, b, 2)).toBe(edits);
});

test('a distance past the limit is reported as one past it, however far', () => {
  expect(editDistance('pie', 'spaghetti', 1)).toBe(2);
  expect(editDistance('abcdefgh', 'hgfedcba', 2)).toBe(3);
});

test('short words are never corrected, longer ones by more letters', () => {
  expect([3, 4, 7, 8, 12].map(editsAllowed)).toEqual([0, 1, 1, 2, 2]);
});

test.each([
  ['chiken', 'Chicken'],
  ['spagetti', 'Spaghetti'],
  ['brocoli', 'Broccoli'],
  ['chiken curry', 'Thai Green Chicken Curry'],
  ['brocoli stir-fry', 'Beef And Broccoli Stir-Fry'],
])('a search with a typo (%s) finds what it meant (%s)', async (search, expected) => {
  const found = await names(search);
  expect(found.length).toBeGreaterThan(0);
  expect(found.some((name) => name.includes(expected))).toBe(true);
});

test('a search that finds something is not corrected, and a word near nothing finds nothing', async () => {
  // 'chicken' (7 letters, so 1 edit) finds only chicken, never 'chickpea' (2 edits away)
  expect((await names('chicken')).every((name) => /chicken/iu.test(name))).toBe(true);
  expect(await names('xqzvwk')).toEqual([]);
  const version = await readCatalogueVersion(t.db);
  expect(await correctedSearch(t.db, 'chicken curry', version)).toBeNull();
  expect(await correctedSearch(t.db, 'chiken curry', version)).toBe('chicken curry');
  // the web search syntax is left as typed; a hyphen inside a word is not an exclusion
  expect(await correctedSearch(t.db, 'chiken -curry', version)).toBeNull();
  expect(await correctedSearch(t.db, '"chiken curry"', version)).toBeNull();
  expect(await correctedSearch(t.db, 'chiken stir-fry', version)).toMatch(/^chicken stir-fry/u);
});
