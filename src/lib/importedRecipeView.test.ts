import { inGroups, parseImportedData } from './importedRecipeView';

test('the stored JSON text is read into the fields of SPEC §3', () => {
  const data = JSON.stringify({
    name: ' Leek soup ', description: 'Warming', recipeCuisine: 'French', recipeYield: '4 servings',
    recipeIngredient: ['2 leeks', ' ', '1 l stock'], recipeInstructions: ['Chop', 'Simmer'], prepTime: 'PT10M', cookTime: 'PT1H5M', totalTime: 'PT1H15M',
  });
  expect(parseImportedData(data)).toEqual({
    name: 'Leek soup', description: 'Warming', cuisine: 'French', recipeYield: '4 servings',
    ingredients: ['2 leeks', '1 l stock'], ingredientGroups: [{ name: '', count: 2 }],
    instructions: [{ title: '', text: 'Chop' }, { title: '', text: 'Simmer' }], instructionSections: [{ name: '', count: 2 }],
    times: [{ label: 'Prep', iso: 'PT10M' }, { label: 'Cook', iso: 'PT1H5M' }, { label: 'Total', iso: 'PT1H15M' }], message: '',
  });
});

test('times that are not text, or none (an import from before times were kept), are left out', () => {
  expect(parseImportedData(JSON.stringify({ prepTime: '', cookTime: 40, totalTime: { h: 1 } }))?.times).toEqual([]);
  expect(parseImportedData(JSON.stringify({ name: 'Soup' }))?.times).toEqual([]);
});

test('values of another shape are left out, and text that is not a JSON object reads as null', () => {
  expect(parseImportedData(JSON.stringify({ name: { html: '<b>x</b>' }, recipeIngredient: 'eggs', recipeInstructions: [1, 'Stir', null] })))
    .toMatchObject({ name: '', ingredients: [], ingredientGroups: [], instructions: [{ title: '', text: 'Stir' }] });
  expect(parseImportedData('not json')).toBeNull();
  expect(parseImportedData('[1,2]')).toBeNull();
  expect(parseImportedData('null')).toBeNull();
});

test('groups and sections are runs over their lists, kept where empty lines are left out; a step\'s title goes with its step', () => {
  const data = JSON.stringify({
    recipeIngredient: ['12 oz chicken', ' ', '1 tbsp chili crisp', '1/4 cup soy sauce', '1 tbsp chili crisp'],
    ingredientGroups: [{ name: '', count: 3 }, { name: ' Dipping sauce ', count: 2 }],
    recipeInstructions: ['Preheat.', 'Make the filling.', 'Stir.'],
    instructionSections: [{ name: '', count: 1 }, { name: 'Filling', count: 2 }],
    stepTitles: ['', 'Filling', ''],
  });
  const view = parseImportedData(data)!;
  expect(view.ingredients).toEqual(['12 oz chicken', '1 tbsp chili crisp', '1/4 cup soy sauce', '1 tbsp chili crisp']);
  expect(view.ingredientGroups).toEqual([{ name: '', count: 2 }, { name: 'Dipping sauce', count: 2 }]);
  expect(view.instructions).toEqual([{ title: '', text: 'Preheat.' }, { title: 'Filling', text: 'Make the filling.' }, { title: '', text: 'Stir.' }]);
  expect(view.instructionSections).toEqual([{ name: '', count: 1 }, { name: 'Filling', count: 2 }]);
  expect(inGroups(view.ingredients, view.ingredientGroups)).toEqual([
    { name: '', start: 0, items: ['12 oz chicken', '1 tbsp chili crisp'] },
    { name: 'Dipping sauce', start: 2, items: ['1/4 cup soy sauce', '1 tbsp chili crisp'] },
  ]);
});

test('an import made before (flat lists, a "," or a "1" as a step) reads as one list of real steps', () => {
  const view = parseImportedData(JSON.stringify({ recipeIngredient: ['2 eggs'], recipeInstructions: ['Zubereitung', '1', 'Mix.', ',', 'Bake.'] }))!;
  expect(view.ingredientGroups).toEqual([{ name: '', count: 1 }]);
  expect(view.instructions.map((step) => step.text)).toEqual(['Zubereitung', 'Mix.', 'Bake.']);
  expect(view.instructionSections).toEqual([{ name: '', count: 3 }]);
});

test.each([
  ['not a list', { name: 'Sauce', count: 2 }],
  ['counts short of the list', [{ name: 'Sauce', count: 1 }]],
  ['counts past the list', [{ name: '', count: 1 }, { name: 'Sauce', count: 9 }]],
  ['a count that is no whole number', [{ name: '', count: 1.5 }, { name: 'Sauce', count: 0.5 }]],
  ['a count of none', [{ name: 'Empty', count: 0 }, { name: 'Sauce', count: 2 }]],
  ['an entry that is no group', ['Sauce', { name: 'Sauce', count: 2 }]],
  ['a huge count', [{ name: 'Sauce', count: 1e12 }]],
])('stored groups of another shape (%s) name nothing', (_, ingredientGroups) => {
  const view = parseImportedData(JSON.stringify({ recipeIngredient: ['1 egg', '2 leeks'], ingredientGroups, recipeInstructions: ['Mix.', 'Bake.'], instructionSections: ingredientGroups }))!;
  expect(view.ingredientGroups).toEqual([{ name: '', count: 2 }]);
  expect(view.instructionSections).toEqual([{ name: '', count: 2 }]);
});

test('a group\'s name that is not text is none; titles that are not one per step are left out', () => {
  const view = parseImportedData(JSON.stringify({
    recipeIngredient: ['1 egg', '2 leeks'], ingredientGroups: [{ name: { html: '<b>x</b>' }, count: 1 }, { name: 'Leeks', count: 1 }],
    recipeInstructions: ['Mix.', 'Bake.'], stepTitles: ['Mixing'],
  }))!;
  expect(view.ingredientGroups).toEqual([{ name: '', count: 1 }, { name: 'Leeks', count: 1 }]);
  expect(view.instructions).toEqual([{ title: '', text: 'Mix.' }, { title: '', text: 'Bake.' }]);
  expect(parseImportedData(JSON.stringify({ recipeInstructions: ['Mix.'], stepTitles: [42] }))!.instructions).toEqual([{ title: '', text: 'Mix.' }]);
});
