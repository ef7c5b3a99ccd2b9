import { pesto } from '../tests/fixtures/recipes';
import type { Unit } from './constants';
import { formatAmount, formatQuantity, itemAmount, parseServes } from './ingredientsText';
import { formatIngredient, ingredientName, ingredientsToText, sayAmount, scaleIngredients, shortOf } from './recipeLines';

/** a recipe's lines for `serves` servings */
const scaleRecipe = <R extends { serves: number; recipe_ingredients: typeof pesto.recipe_ingredients }>(recipe: R, serves: number) =>
  ({ ...recipe, serves, recipe_ingredients: scaleIngredients(recipe.recipe_ingredients, recipe.serves, serves) });

test.each([[2, '2'], [0.5, '½'], [1.5, '1½'], [0.25, '¼'], [0.75, '¾'], [1 / 3, '⅓'], [2.2, '2.2'], [0.125, '⅛'], [1.125, '1⅛'], [0.15, '0.15']])('formatQuantity(%f) is %s', (q, text) => {
  expect(formatQuantity(q)).toBe(text);
});

test('the plain count unit is left out of the amount; a unit that is a word is in the plural over one', () => {
  expect(formatAmount({ quantity: 2, measurement: 'unit' })).toBe('2');
  expect(formatAmount({ quantity: 200, measurement: 'g' })).toBe('200 g');
  expect(formatAmount({ quantity: 2, measurement: 'cup' })).toBe('2 cups');
  expect(formatAmount({ quantity: 1, measurement: 'cup' })).toBe('1 cup');
  expect(formatAmount({ quantity: 0.5, measurement: 'cup' })).toBe('½ cup');
  expect(formatAmount({ quantity: 3, measurement: 'rasher' })).toBe('3 rashers');
  expect(formatAmount({ quantity: 2, measurement: 'tbsp' })).toBe('2 tbsp');
});

test('a list\'s or a store\'s item tells its amount in its unit, as a recipe does', () => {
  expect(itemAmount({ quantity: 10, unit: 'unit' })).toBe('10');
  expect(itemAmount({ quantity: 1.5, unit: 'kg' })).toBe('1.5 kg');
  expect(itemAmount({ quantity: 2, unit: 'cup' })).toBe('2 cups');
});

test('a metric amount reads as a decimal, a count or a spoon with fractions', () => {
  expect(formatAmount({ quantity: 0.5, measurement: 'kg' })).toBe('0.5 kg');
  expect(formatAmount({ quantity: 1.25, measurement: 'l' })).toBe('1.25 l');
  expect(formatAmount({ quantity: 0.5, measurement: 'tsp' })).toBe('½ tsp');
  expect(formatAmount({ quantity: 1.5, measurement: 'unit' })).toBe('1½');
});

test.each([
  ['egg', 2, 'eggs'], ['garlic clove', 3, 'garlic cloves'], ['bay leaf', 2, 'bay leaves'], ['tomato', 4, 'tomatoes'],
  ['avocado', 2, 'avocados'], ['green chilli', 2, 'green chillies'], ['cherry', 10, 'cherries'], ['peach', 2, 'peaches'],
  ['onion', 1.5, 'onions'], ['cherry tomato on the vine', 8, 'cherry tomato on the vine'], ['salt and pepper', 2, 'salt and pepper'], ['onion', 1, 'onion'], ['onion', 0.5, 'onion'], ['eggs', 3, 'eggs'], ['broccoli', 2, 'broccoli'],
  ['pak choi', 2, 'pak choi'], ['star anise', 3, 'star anise'], ['egg (large)', 2, 'egg (large)'], ['turkey', 2, 'turkeys'],
])('a count of %s at %f reads %s', (name, quantity, shown) => {
  expect(ingredientName(name, { quantity, measurement: 'unit' })).toBe(shown);
});

test.each([
  ['salt', 1.5], ['black pepper', 2], ['plain flour', 2], ['caster sugar', 3], ['olive oil', 2], ['whole milk', 2], ['ground cumin', 2],
  ['smoked paprika', 2], ['baking powder', 2], ['fast-action dried yeast', 2], ['dried oregano', 2],
])('a mass, %s, counted %f, keeps its name', (name, quantity) => {
  expect(ingredientName(name, { quantity, measurement: 'unit' })).toBe(name);
});

test('a custom ingredient keeps its name, in whatever language; a countable catalogue one does not', () => {
  expect(ingredientName('Rippchen geräuchert', { quantity: 1500, measurement: 'unit', value: 'CUSTOM-abc123' })).toBe('Rippchen geräuchert');
  expect(ingredientName('red pepper', { quantity: 2, measurement: 'unit', value: 12 })).toBe('red peppers');
  expect(ingredientName('pork sausage', { quantity: 2, measurement: 'unit' })).toBe('pork sausages');
  expect(formatIngredient({ quantity: 2, measurement: 'unit', treatment: null, ingredient: { name: 'Rippchen geräuchert' }, value: 'CUSTOM-abc123' })).toBe('2 Rippchen geräuchert');
});

test('a measured ingredient keeps its name', () => {
  expect(ingredientName('egg', { quantity: 100, measurement: 'g' })).toBe('egg');
});

test('an ingredient reads quantity, measurement, name and treatment', () => {
  expect(pesto.recipe_ingredients.map(formatIngredient)).toEqual([
    '200 g spaghetti', '½ cup pine nuts, crushed', '2 garlic cloves, peeled', '40 g parmesan, grated',
  ]);
});

test('the copied text has the recipe and one ingredient a line', () => {
  expect(ingredientsToText(pesto)).toBe(
    'Pesto Pasta (serves 2)\n- 200 g spaghetti\n- ½ cup pine nuts, crushed\n- 2 garlic cloves, peeled\n- 40 g parmesan, grated',
  );
});

describe('scaling a recipe to other servings', () => {
  test.each([['4', 4], ['1', 1], ['100', 100], ['007', 7]])('?serves=%s asks for %d', (text, serves) => {
    expect(parseServes(text)).toBe(serves);
  });

  test.each([[null], [''], ['0'], ['101'], ['1000'], ['-2'], ['2.5'], ['abc'], [' 4']])('?serves=%s asks for nothing: the recipe as written', (text) => {
    expect(parseServes(text)).toBeNull();
  });

  test('every quantity scales by the servings asked over the servings written, and the heading says how many', () => {
    // pesto serves 2: 200 g spaghetti, ½ cup pine nuts, 2 garlic cloves, 40 g parmesan
    const doubled = scaleRecipe(pesto, 4);
    expect(doubled.serves).toBe(4);
    expect(ingredientsToText(doubled)).toBe(
      'Pesto Pasta (serves 4)\n- 400 g spaghetti\n- 1 cup pine nuts, crushed\n- 4 garlic cloves, peeled\n- 80 g parmesan, grated',
    );
    expect(scaleRecipe(pesto, 3).recipe_ingredients.map(formatAmount)).toEqual(['300 g', '¾ cup', '3', '60 g']);
    expect(scaleRecipe(pesto, 1).recipe_ingredients.map(formatAmount)).toEqual(['100 g', '¼ cup', '1', '20 g']);
    // the recipe it was scaled from is as it was
    expect(pesto.recipe_ingredients.map(formatAmount)).toEqual(['200 g', '½ cup', '2', '40 g']);
  });

  test('metric amounts read in kg or l from 1,000 g or ml and in g or ml below 1 kg or 1 l; grams and millilitres of 10 or more whole, under it to two figures; spoons in the spoon that measures them; counts, spoons and cups go to the nearest quarter or third', () => {
    const line = (quantity: number, measurement: Unit) => ({ ...pesto.recipe_ingredients[0]!, quantity, measurement });
    const recipe = {
      serves: 4,
      recipe_ingredients: [line(25, 'g'), line(250, 'ml'), line(2, 'g'), line(0.5, 'kg'), line(0.25, 'tsp'), line(1, 'tbsp'), line(1, 'unit'), line(0.1, 'tsp')],
    };
    expect(scaleRecipe(recipe, 6).recipe_ingredients.map(formatAmount)).toEqual(['38 g', '375 ml', '3 g', '750 g', '⅓ tsp', '1½ tbsp', '1½', '⅛ tsp']);
    expect(scaleRecipe(recipe, 3).recipe_ingredients.map(formatAmount)).toEqual(['19 g', '188 ml', '1.5 g', '375 g', '¼ tsp', '2¼ tsp', '¾', '1 pinch']);
    expect(scaleRecipe(recipe, 5).recipe_ingredients.map(formatAmount)).toEqual(['31 g', '313 ml', '2.5 g', '625 g', '⅓ tsp', '1¼ tbsp', '1¼', '⅛ tsp']);
    // 1,000 and more in the larger unit, to the nearest 10 g or ml; under 10 g or ml to two figures
    const big = { serves: 4, recipe_ingredients: [line(1000, 'g'), line(750, 'ml'), line(1.2, 'kg'), line(2.5, 'g'), line(0.5, 'g'), line(1500, 'mg')] };
    expect(scaleRecipe(big, 13).recipe_ingredients.map(formatAmount)).toEqual(['3.25 kg', '2.44 l', '3.9 kg', '8.1 g', '1.6 g', '4.9 g']);
    expect(scaleRecipe(big, 1).recipe_ingredients.map(formatAmount)).toEqual(['250 g', '188 ml', '300 g', '0.63 g', '0.13 g', '375 mg']);
    // a spoon's amount in the spoon it is measured with: under ¼ cup in tablespoons, under 1 tbsp in teaspoons, 3 tsp and more in tablespoons
    const spoons = { serves: 4, recipe_ingredients: [line(0.25, 'cup'), line(1, 'tbsp'), line(2, 'tsp'), line(1, 'cup')] };
    expect(scaleRecipe(spoons, 1).recipe_ingredients.map(formatAmount)).toEqual(['1 tbsp', '¾ tsp', '½ tsp', '¼ cup']);
    expect(scaleRecipe(spoons, 12).recipe_ingredients.map(formatAmount)).toEqual(['¾ cup', '3 tbsp', '2 tbsp', '3 cups']);
    expect(scaleRecipe(spoons, 6).recipe_ingredients.map(formatAmount)).toEqual(['⅓ cup', '1½ tbsp', '1 tbsp', '1½ cups']);
    // two steps where one leaves it out of range: 1/24 cup is 0.6 tbsp, which is 2 tsp (it read '⅔ tbsp')
    expect(scaleRecipe({ serves: 4, recipe_ingredients: [line(1 / 6, 'cup')] }, 1).recipe_ingredients.map(formatAmount)).toEqual(['2 tsp']);
    // an eighth only under a quarter: ⅛ tsp chilli flakes at one serving of four's ½ tsp; 0.2 tsp is ¼ tsp, a spoon's
    // set has no 0.2
    expect(scaleRecipe({ serves: 4, recipe_ingredients: [line(0.5, 'tsp'), line(0.8, 'tsp')] }, 1).recipe_ingredients.map(formatAmount)).toEqual(['⅛ tsp', '¼ tsp']);
  });

  test('scaled up, spoons read in the larger spoon or in cups where they make one: 16 tbsp is 1 cup, 3 tsp 1 tbsp (QA A D4)', () => {
    const line = (quantity: number, measurement: Unit, name: string) => ({ ...pesto.recipe_ingredients[0]!, quantity, measurement, treatment: null, ingredient: { ...pesto.recipe_ingredients[0]!.ingredient, name } });
    // the mug cake for one, for four
    const mugCake = { serves: 1, recipe_ingredients: [line(4, 'tbsp', 'plain flour'), line(3, 'tbsp', 'caster sugar'), line(1.5, 'tbsp', 'vegetable oil'), line(1, 'tsp', 'vanilla extract'), line(5, 'tbsp', 'milk')] };
    expect(scaleRecipe(mugCake, 4).recipe_ingredients.map(formatIngredient)).toEqual([
      '1 cup plain flour', '12 tbsp caster sugar', '6 tbsp vegetable oil', '1⅓ tbsp vanilla extract', '1¼ cups milk',
    ]);
    // rounded, an amount may reach the next unit: 2.9 tsp is 3 tsp, so 1 tbsp; 15.95 tbsp is 1 cup; 999.6 g 1 kg
    const near = { serves: 10, recipe_ingredients: [line(1, 'tsp', 'salt'), line(5.5, 'tbsp', 'sugar'), line(344.7, 'g', 'rice')] };
    expect(scaleRecipe(near, 29).recipe_ingredients.map(formatAmount)).toEqual(['1 tbsp', '1 cup', '1 kg']);
    // millilitres are a jug's, not told in cups
    expect(scaleRecipe({ serves: 1, recipe_ingredients: [line(250, 'ml', 'milk')] }, 4).recipe_ingredients.map(formatAmount)).toEqual(['1 l']);
  });

  test('scaled down, no amount is smaller than a cook measures: a count never under ⅛, a spoon under half way to ⅛ tsp a pinch (QA A D4)', () => {
    const line = (quantity: number, measurement: Unit, name: string) => ({ ...pesto.recipe_ingredients[0]!, quantity, measurement, treatment: null, ingredient: { ...pesto.recipe_ingredients[0]!.ingredient, name } });
    // the peanut butter cookies for 24, for one
    const cookies = { serves: 24, recipe_ingredients: [line(1, 'unit', 'egg'), line(2, 'tbsp', 'milk'), line(0.5, 'tsp', 'baking powder'), line(0.25, 'tsp', 'salt'), line(3, 'unit', 'egg')] };
    expect(scaleRecipe(cookies, 1).recipe_ingredients.map(formatIngredient)).toEqual([
      '⅛ egg', '¼ tsp milk', '1 pinch baking powder', '1 pinch salt', '⅛ egg',
    ]);
    expect(scaleRecipe(cookies, 6).recipe_ingredients.map(formatAmount)).toEqual(['¼', '1½ tsp', '⅛ tsp', '1 pinch', '¾']);
  });

  test('a plan\'s sums read the same way: 20 tbsp of butter is 1¼ cups, 0.05 tsp of salt a pinch', () => {
    expect(formatAmount(sayAmount({ quantity: 20, measurement: 'tbsp' }))).toBe('1¼ cups');
    expect(formatAmount(sayAmount({ quantity: 0.05, measurement: 'tsp' }))).toBe('1 pinch');
    // a pinch keeps its amount, for what is worked out from it (a list's 1 tsp, the least a list holds)
    expect(sayAmount({ quantity: 0.05, measurement: 'tsp' })).toEqual({ quantity: 0.05, measurement: 'tsp' });
  });

  test('an amount to buy is said up to its step, not to the nearest: a shop by it leaves nothing short (QA import 1)', () => {
    const up = (quantity: number, measurement: Unit) => sayAmount({ quantity, measurement }, { up: true });
    // 2 lb + 500 g + 8 oz of beef mince; a 15 oz can of kidney beans; 4.75 tsp of salt, 1.58 tbsp
    expect(up(1633.98, 'g')).toEqual({ quantity: 1.64, measurement: 'kg' });
    expect(sayAmount({ quantity: 1633.98, measurement: 'g' })).toEqual({ quantity: 1.63, measurement: 'kg' });
    expect(up(425.24, 'g')).toEqual({ quantity: 426, measurement: 'g' });
    expect(up(153.4, 'g')).toEqual({ quantity: 154, measurement: 'g' });
    expect(up(4.75, 'tsp')).toEqual({ quantity: 5 / 3, measurement: 'tbsp' });
    expect(up(1.1, 'unit')).toEqual({ quantity: 1.25, measurement: 'unit' });
    expect(up(0.1, 'tsp')).toEqual({ quantity: 0.125, measurement: 'tsp' });
    expect(up(3.84, 'g')).toEqual({ quantity: 3.9, measurement: 'g' });
    expect(up(0.134, 'g')).toEqual({ quantity: 0.14, measurement: 'g' });
    // up to the next unit: 999.6 g is 1 kg; 2.9 tsp 1 tbsp
    expect(up(999.6, 'g')).toEqual({ quantity: 1, measurement: 'kg' });
    expect(up(2.9, 'tsp')).toEqual({ quantity: 1, measurement: 'tbsp' });
    // what is on a step already, or within a conversion's dust of it, stays there
    expect(up(425, 'g')).toEqual({ quantity: 425, measurement: 'g' });
    expect(up(400.0004, 'g')).toEqual({ quantity: 400, measurement: 'g' });
    expect(up(1.6300004, 'kg')).toEqual({ quantity: 1.63, measurement: 'kg' });
    expect(up(1.5, 'tbsp')).toEqual({ quantity: 1.5, measurement: 'tbsp' });
  });

  test('a shortfall the amounts shown cannot tell is none: 425 g held of 425.24 g, 1.63 kg of 1,633.98 g (QA import 1)', () => {
    expect(shortOf({ quantity: 425.24, measurement: 'g' }, 425)).toBe(0);
    expect(shortOf({ quantity: 1633.98, measurement: 'g' }, 1630)).toBe(0);
    expect(shortOf({ quantity: 4.75, measurement: 'tsp' }, 4.5)).toBe(0);
    expect(shortOf({ quantity: 0.9, measurement: 'kg' }, 0.899999)).toBe(0);
    // what shows is short by all of it
    expect(shortOf({ quantity: 1633.98, measurement: 'g' }, 1620)).toBe(13.98);
    expect(shortOf({ quantity: 425.24, measurement: 'g' }, 424)).toBe(1.24);
    expect(shortOf({ quantity: 600, measurement: 'ml' }, 350)).toBe(250);
    expect(shortOf({ quantity: 0.13, measurement: 'g' }, 0.12)).toBe(0.01);
    expect(shortOf({ quantity: 0.05, measurement: 'tsp' }, 0)).toBe(0.05);
    expect(shortOf({ quantity: 425.24, measurement: 'g' }, 500)).toBe(0);
  });

  test('the servings written, or a recipe that gives none, leave the lines as they are', () => {
    expect(scaleIngredients(pesto.recipe_ingredients, pesto.serves, pesto.serves)).toBe(pesto.recipe_ingredients);
    expect(scaleIngredients(pesto.recipe_ingredients, 0, 4)).toBe(pesto.recipe_ingredients);
  });
});
