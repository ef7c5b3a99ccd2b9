import type { ImportedRecipe, SavedRecipe, UserRecipe } from '../../contract/entities';
import { catalogueRecipe, customEntry, entryLink, filterRecipes, myRecipes, planImage } from './mealplanRecipes';

const saved: SavedRecipe = { recipe_id: 4, name: 'banana bread', image: '/api/images/recipes/banana.svg', category: { name: 'Baking' }, description: '', serves: 1 };
const imported = (id: number, data: object | string, failed = false): ImportedRecipe => ({
  import_recipe_id: id, url: 'https://cooks.example.com/r/1', created_at: '2026-03-01T00:00:00.000Z', import_failed: failed,
  data: typeof data === 'string' ? data : JSON.stringify(data),
});
const own = { user_recipe_id: 9, name: 'Apple Pie', image: 'https://elsewhere.example.com/p.jpg' } as UserRecipe;

describe('myRecipes (SPEC §2 picker: My Recipes)', () => {
  test('saved, imported and own recipes together, sorted by name (ignoring case) and labelled', () => {
    const rows = myRecipes([saved], [imported(2, { name: 'Carrot soup', image: 'https://x.example/i.jpg' }), imported(3, { message: 'link only' }, true)], [own]);
    expect(rows.map((r) => [r.entry.name, r.label, r.entry.type, r.entry.value])).toEqual([
      ['Apple Pie', 'my recipe', 'USER', 9],
      ['banana bread', 'saved', 'A9', 4],
      ['Carrot soup', 'imported', 'IMPORTED', 2],
      ['cooks.example.com/r/1', 'from the web', 'EXTERNAL_LINK', 'https://cooks.example.com/r/1'],
    ]);
  });

  test('only our own image paths are kept', () => {
    const rows = myRecipes([saved], [], [own]);
    expect(rows.map((r) => r.entry.image)).toEqual([null, '/api/images/recipes/banana.svg']);
    expect(planImage('javascript:alert(1)')).toBeNull();
  });

  test('an unreadable import is offered as its web address', () => {
    expect(myRecipes([], [imported(5, '{not json')], [])[0]).toMatchObject({ label: 'from the web', entry: { type: 'EXTERNAL_LINK' } });
  });
});

describe('picker helpers', () => {
  test('filtering starts at 3 characters (SPEC §5), each word found in any order; all rows before that', () => {
    const rows = [
      { value: 1, name: 'Carrot And Coriander Soup' },
      { value: 2, name: 'Pea soup' },
      { value: 3, name: 'Carrot cake' },
    ].map((o) => catalogueRecipe({ ...o, image: null, category_id: 1 }));
    const names = (query: string) => filterRecipes(rows, query).map((r) => r.entry.name);
    expect(names('ca')).toHaveLength(3);
    expect(names('carrot cor')).toEqual(['Carrot And Coriander Soup']);
    expect(names('soup carrot')).toEqual(['Carrot And Coriander Soup']);
    expect(names('SOU')).toEqual(['Carrot And Coriander Soup', 'Pea soup']);
    expect(names('carrot lime')).toEqual([]);
  });

  test('a custom item has no value', () => {
    expect(customEntry('  leftovers ')).toEqual({ name: 'leftovers', value: null, image: null, type: 'CUSTOM', checked: false });
  });

  test('where an entry leads', () => {
    expect(entryLink({ type: 'A9', value: 3 })).toEqual({ to: '/recipes/3', external: false });
    expect(entryLink({ type: 'USER', value: 3 })).toEqual({ to: '/user-recipes/3', external: false });
    expect(entryLink({ type: 'IMPORTED', value: 3 })).toEqual({ to: '/imported-recipes/3', external: false });
    expect(entryLink({ type: 'EXTERNAL_LINK', value: 'https://a.example' })).toEqual({ to: 'https://a.example', external: true });
    expect(entryLink({ type: 'CUSTOM', value: null })).toBeNull();
  });
});
