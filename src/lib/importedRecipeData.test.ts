import type { ImportedRecipe } from '../../contract/entities';
import { addressTitle, importedRecipeName, safeSourceUrl, sourceHost } from './importedRecipeData';

const row = (data: string, url = 'https://www.example.com/soup'): ImportedRecipe => ({
  import_recipe_id: 1, url, created_at: '2026-01-01T00:00:00.000Z', import_failed: false, data,
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
