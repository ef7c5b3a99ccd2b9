import type { ImportedRecipe } from '../../contract/entities';
import { addressTitle, importedRecipeName, parseImportedData, safeSourceUrl, sourceHost } from './importedRecipeData';

const row = (data: string, url = 'https://www.example.com/soup'): ImportedRecipe => ({
  import_recipe_id: 1, url, created_at: '2026-01-01T00:00:00.000Z', import_failed: false, data,
});

test('the stored JSON text is read into the fields of SPEC §3', () => {
  const data = JSON.stringify({
    name: ' Leek soup ', description: 'Warming', recipeCuisine: 'French', recipeYield: '4 servings',
    recipeIngredient: ['2 leeks', ' ', '1 l stock'], recipeInstructions: ['Chop', 'Simmer'], prepTime: 'PT10M', cookTime: 'PT1H5M', totalTime: 'PT1H15M',
  });
  expect(parseImportedData(data)).toEqual({
    name: 'Leek soup', description: 'Warming', cuisine: 'French', recipeYield: '4 servings',
    ingredients: ['2 leeks', '1 l stock'], instructions: ['Chop', 'Simmer'],
    times: [{ label: 'Prep', iso: 'PT10M' }, { label: 'Cook', iso: 'PT1H5M' }, { label: 'Total', iso: 'PT1H15M' }], message: '',
  });
});

test('times that are not text, or none (an import from before times were kept), are left out', () => {
  expect(parseImportedData(JSON.stringify({ prepTime: '', cookTime: 40, totalTime: { h: 1 } }))?.times).toEqual([]);
  expect(parseImportedData(JSON.stringify({ name: 'Soup' }))?.times).toEqual([]);
});

test('values of another shape are left out, and text that is not a JSON object reads as null', () => {
  expect(parseImportedData(JSON.stringify({ name: { html: '<b>x</b>' }, recipeIngredient: 'eggs', recipeInstructions: [1, 'Stir', null] })))
    .toMatchObject({ name: '', ingredients: [], instructions: ['Stir'] });
  expect(parseImportedData('not json')).toBeNull();
  expect(parseImportedData('[1,2]')).toBeNull();
  expect(parseImportedData('null')).toBeNull();
});

test('a row is named by its recipe, else by its address (host and path: two pages of one site differ)', () => {
  expect(importedRecipeName(row(JSON.stringify({ name: 'Leek soup' })))).toBe('Leek soup');
  expect(importedRecipeName(row(JSON.stringify({ message: 'No recipe' })))).toBe('example.com/soup');
  expect(importedRecipeName(row('broken'))).toBe('example.com/soup');
  expect(addressTitle('https://www.example.com/recipes/stew/')).toBe('example.com/recipes/stew');
  expect(addressTitle('https://example.com/')).toBe('example.com');
  expect(sourceHost('not a url')).toBe('not a url');
});

test('only http(s) addresses become links', () => {
  expect(safeSourceUrl('https://example.com/a b')).toBe('https://example.com/a%20b');
  expect(safeSourceUrl('http://example.com')).toBe('http://example.com/');
  expect(safeSourceUrl('javascript:alert(1)')).toBeNull();
  expect(safeSourceUrl('data:text/html,x')).toBeNull();
  expect(safeSourceUrl('nonsense')).toBeNull();
});
