// An imported recipe as a new recipe's wizard draft ('Copy to my recipes'): the mapping on its own, over a small
// catalogue (the route's test runs real pages through the extractor, the seeded catalogue and the recipe's save).
import { USER_RECIPE_LIMITS } from '../../contract/cookbookSchemas';
import { ALSO_NEEDED, importedRecipeDraft, readImportedText, treatmentOf, type ImportedText, type MatchedLine } from './importedDraft';
import { createLineMatcher, MAX_LINES } from './importedIngredients';

const catalogue = [
  { id: 1, name: 'egg', image: '/api/images/ingredients/egg.jpg', default_unit: 'unit' as const },
  { id: 2, name: 'unsalted butter', image: null, default_unit: 'g' as const },
  { id: 3, name: 'onion', image: null, default_unit: 'unit' as const },
  { id: 4, name: 'plain flour', image: null, default_unit: 'g' as const },
];
const match = createLineMatcher(catalogue);
const matches = (lines: string[]): (MatchedLine | null)[] => lines.map((line) => {
  const found = match(line);
  const ingredient = found && catalogue.find((c) => c.id === found.ingredient_id)!;
  return found && ingredient ? { ...found, ingredient: { name: ingredient.name, image: ingredient.image, default_unit: ingredient.default_unit } } : null;
});
const recipe = (over: Partial<ImportedText> = {}): ImportedText => ({
  name: 'Onion tart', description: 'A crisp tart.', recipeYield: '4 servings', lines: [], steps: [{ title: '', text: 'Bake it.' }], ...over,
});
const copy = (over: Partial<ImportedText> = {}) => {
  const r = recipe(over);
  return importedRecipeDraft(r, 'https://example.com/tart', matches(r.lines));
};

test('the stored text: name, description, yield, lines and steps with their titles; a step without a letter is none', () => {
  expect(readImportedText(JSON.stringify({
    name: ' Tart ', description: 'Crisp.', recipeYield: '4', recipeIngredient: ['2 eggs', ' ', 7],
    recipeInstructions: ['Mix.', '2', 'Bake 20 minutes.'], stepTitles: ['Mix', '', 'Bake'],
  }))).toEqual({
    name: 'Tart', description: 'Crisp.', recipeYield: '4', lines: ['2 eggs'],
    steps: [{ title: 'Mix', text: 'Mix.' }, { title: 'Bake', text: 'Bake 20 minutes.' }],
  });
  // titles that are not one per step name none; an import that kept only its link, or no JSON, reads empty
  expect(readImportedText(JSON.stringify({ recipeInstructions: ['Mix.', 'Bake.'], stepTitles: ['Mix'] })).steps)
    .toEqual([{ title: '', text: 'Mix.' }, { title: '', text: 'Bake.' }]);
  expect(readImportedText(JSON.stringify({ message: 'only a link' }))).toEqual({ name: '', description: '', recipeYield: '', lines: [], steps: [] });
  expect(readImportedText('{not json').lines).toEqual([]);
});

test('a line says how its ingredient is prepared after a comma, in SPEC §3\'s words', () => {
  expect(treatmentOf('1 onion, finely diced')).toBe('diced');
  expect(treatmentOf('2 cloves garlic, peeled and crushed')).toBe('peeled');
  expect(treatmentOf('100 g butter, melted')).toBe('melted');
  // before the comma it is part of the name ('whole milk'), and a word that is not one of the list is none
  expect(treatmentOf('500 ml whole milk')).toBeNull();
  expect(treatmentOf('1 onion, chopped')).toBeNull();
});

test('matched lines are the draft\'s ingredients with the catalogue\'s name, picture and default unit, their amounts as a cook says them', () => {
  const { draft, unmatched } = copy({ lines: ['2 large eggs', '8 oz unsalted butter, melted', '1 onion, diced'] });
  expect(draft.ingredients).toEqual([
    { value: 1, name: 'egg', image: '/api/images/ingredients/egg.jpg', quantity: 2, measurement: 'unit', treatment: null, default_unit: 'unit' },
    // 8 oz is 226.8 g: said as 227 g
    { value: 2, name: 'unsalted butter', image: null, quantity: 227, measurement: 'g', treatment: 'melted', default_unit: 'g' },
    { value: 3, name: 'onion', image: null, quantity: 1, measurement: 'unit', treatment: 'diced', default_unit: 'unit' },
  ]);
  expect(unmatched).toEqual([]);
  expect(draft.description).toBe('A crisp tart.\n\nSource: https://example.com/tart');
});

test('two lines of one ingredient are one, their amounts added where they add up; else the second is left over', () => {
  const { draft, unmatched } = copy({ lines: ['2 eggs', '100 g unsalted butter', '1 egg, for the glaze', '2 tbsp unsalted butter, for the tin', '1 bunch chives'] });
  expect(draft.ingredients.map((i) => [i.name, i.quantity, i.measurement])).toEqual([['egg', 3, 'unit'], ['unsalted butter', 100, 'g']]);
  // the butter by the spoon is in the catalogue: not 'unmatched', but listed with the line matched to nothing
  expect(unmatched).toEqual(['1 bunch chives']);
  expect(draft.description).toBe(`A crisp tart.\n\n${ALSO_NEEDED}\n- 2 tbsp unsalted butter, for the tin\n- 1 bunch chives\n\nSource: https://example.com/tart`);
});

test('servings from a yield that is a number of them; another yield is kept in the description', () => {
  expect(copy({ recipeYield: 'Serves 4-6' }).draft.serves).toBe(4);
  const cookies = copy({ recipeYield: '24 cookies' });
  expect(cookies.draft.serves).toBe(1);
  expect(cookies.draft.description).toBe('A crisp tart.\n\nYield: 24 cookies\n\nSource: https://example.com/tart');
  expect(copy({ recipeYield: '' }).draft.serves).toBe(1);
});

test('steps keep their titles, else are numbered; each timer is the first wait it names; nothing is saved or chosen for the user', () => {
  const { draft } = copy({ steps: [{ title: 'Pastry', text: 'Chill the pastry for 30 minutes.' }, { title: '', text: 'Bake 25-30 minutes.' }, { title: '', text: 'Serve.' }] });
  expect(draft.steps.map(({ title, description, timer, step_image }) => ({ title, description, timer, step_image }))).toEqual([
    { title: 'Pastry', description: 'Chill the pastry for 30 minutes.', timer: '00:30:00', step_image: null },
    { title: 'Step 2', description: 'Bake 25-30 minutes.', timer: '00:25:00', step_image: null },
    { title: 'Step 3', description: 'Serve.', timer: '00:00:00', step_image: null },
  ]);
  expect(new Set(draft.steps.map((s) => s.id)).size).toBe(3);
  expect(draft).toMatchObject({ category_id: null, recipe_image: null, user_recipe_id: null, published: false, name: 'Onion tart' });
});

test('within what a recipe keeps: the last step holds the rest, the page\'s description is cut before what the copy adds, lines past those read are listed', () => {
  const many = Array.from({ length: USER_RECIPE_LIMITS.steps + 2 }, (_, i) => ({ title: '', text: `Stir ${i + 1}.` }));
  const steps = copy({ steps: many }).draft.steps;
  expect(steps).toHaveLength(USER_RECIPE_LIMITS.steps);
  expect(steps.at(-1)!.description).toBe(`Stir ${USER_RECIPE_LIMITS.steps}.\n\nStir ${USER_RECIPE_LIMITS.steps + 1}.\n\nStir ${USER_RECIPE_LIMITS.steps + 2}.`);

  const long = copy({ description: 'x'.repeat(6000), lines: ['1 bunch chives'] }).draft.description;
  expect(long).toHaveLength(USER_RECIPE_LIMITS.description);
  expect(long.endsWith(`…\n\n${ALSO_NEEDED}\n- 1 bunch chives\n\nSource: https://example.com/tart`)).toBe(true);

  const lines = [...Array.from({ length: MAX_LINES }, () => '1 egg'), '1 onion'];
  const past = copy({ lines });
  expect(past.draft.ingredients.map((i) => [i.name, i.quantity])).toEqual([['egg', MAX_LINES]]);
  expect(past.draft.description).toContain(`${ALSO_NEEDED}\n- 1 onion`);
});
