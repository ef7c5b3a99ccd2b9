import { parseImportedData } from '../../lib/importedRecipeView';
import { cookableImport, ingredientOfLine } from './importedCook';

test('a line\'s ingredient is the line without its amount, measure, brackets and what follows it, in the singular', () => {
  expect(ingredientOfLine('2 cloves garlic, minced')).toBe('garlic');
  expect(ingredientOfLine('3 large eggs')).toBe('large egg');
  expect(ingredientOfLine('1 1/2 cups (190 g) all-purpose flour')).toBe('all-purpose flour');
  expect(ingredientOfLine('½ tsp. of salt')).toBe('salt');
  expect(ingredientOfLine('2-3 tomatoes, chopped')).toBe('tomato');
  expect(ingredientOfLine('Kosher salt, to taste')).toBe('kosher salt');
  expect(ingredientOfLine('1 tbsp butter or oil')).toBe('butter');
  expect(ingredientOfLine('Parsley for serving')).toBe('parsley');
  expect(ingredientOfLine('200 g cherries')).toBe('cherry');
  // hassanchef.com's chicken lollipop: a bracket at the end, a dash's note
  expect(ingredientOfLine('6–8 chicken wings (drumette and wingette parts)')).toBe('chicken wing');
  expect(ingredientOfLine('2 tbsp rice flour – the secret to lasting crunch')).toBe('rice flour');
  expect(ingredientOfLine('2 tbsp rice flour—the secret')).toBe('rice flour');
  expect(ingredientOfLine('2 tbsp rice flour - the secret')).toBe('rice flour');
});

test('a step names a line in the singular or the plural, past the line\'s bracket or dash note', () => {
  const view = parseImportedData(JSON.stringify({
    recipeYield: '4 servings',
    recipeIngredient: ['6–8 chicken wings (drumette and wingette parts)', '2 tbsp rice flour – the secret to lasting crunch'],
    recipeInstructions: ['Separate the chicken wing into drumette, wingette and tip.', 'Mix the cornflour and rice flour.'],
  }))!;
  expect(cookableImport(view, 'Chicken lollipop').recipe_steps.map((step) => step.ingredients)).toEqual([[1], [2]]);
});

test('an import read for cook mode: its steps with their timers, sections and the lines each names, scaled by its yield', () => {
  const view = parseImportedData(JSON.stringify({
    recipeYield: '4 servings',
    recipeIngredient: ['500 g beef', '2 carrots, sliced', 'Salt'],
    recipeInstructions: ['Brown the beef.', 'Add the carrots and simmer for 2 hours.', 'Season with salt.'],
    stepTitles: ['', 'Simmer', ''],
    instructionSections: [{ name: '', count: 2 }, { name: 'To finish', count: 1 }],
  }))!;
  const recipe = cookableImport(view, 'Beef stew');
  expect(recipe).toMatchObject({ name: 'Beef stew', serves: 4, unit: undefined });
  expect(recipe.recipe_steps.map(({ name, timer, ingredients, section }) => ({ name, timer, ingredients, section }))).toEqual([
    { name: '', timer: null, ingredients: [1], section: undefined },
    { name: 'Simmer', timer: '02:00:00', ingredients: [2], section: undefined },
    { name: '', timer: null, ingredients: [3], section: 'To finish' },
  ]);
  expect(recipe.linesFor(8).map((line) => line.text)).toEqual(['1 kg beef', '4 carrots, sliced', 'Salt']);
});

test('a yield of things scales by them; a yield that is no number leaves the lines as written', () => {
  const cookies = cookableImport(parseImportedData(JSON.stringify({ recipeYield: '24 cookies', recipeIngredient: ['2 eggs'], recipeInstructions: ['Mix.'] }))!, 'Cookies');
  expect(cookies).toMatchObject({ serves: 24, unit: { one: 'cookie', many: 'cookies' } });
  expect(cookies.linesFor(12)[0]!.text).toBe('1 egg');
  const loaf = cookableImport(parseImportedData(JSON.stringify({ recipeYield: 'one loaf', recipeIngredient: ['2 eggs'], recipeInstructions: ['Mix.'] }))!, 'Loaf');
  expect(loaf.linesFor(3)[0]!.text).toBe('2 eggs');
});

test('lines under an equipment heading are as written in cook mode too, as on the recipe\'s page (QA kitchen 3)', () => {
  const view = parseImportedData(JSON.stringify({
    recipeYield: '4 servings',
    recipeIngredient: ['2 carrots', '2 wire racks'],
    recipeInstructions: ['Grate the carrots.'],
    ingredientGroups: [{ name: '', count: 1 }, { name: 'Special Equipment', count: 1 }],
  }))!;
  expect(cookableImport(view, 'Carrot cake').linesFor(8).map((line) => line.text)).toEqual(['4 carrots', '2 wire racks']);
});
