import { pesto } from '../tests/fixtures/recipes';
import { formatAmount, formatIngredient, formatQuantity, ingredientsToText } from './ingredientsText';

test.each([[2, '2'], [0.5, '½'], [1.5, '1½'], [0.25, '¼'], [0.75, '¾'], [1 / 3, '⅓'], [2.2, '2.2'], [0.125, '0.13']])('formatQuantity(%f) is %s', (q, text) => {
  expect(formatQuantity(q)).toBe(text);
});

test('the plain count unit is left out of the amount', () => {
  expect(formatAmount({ quantity: 2, measurement: 'unit' })).toBe('2');
  expect(formatAmount({ quantity: 200, measurement: 'g' })).toBe('200 g');
});

test('an ingredient reads quantity, measurement, name and treatment', () => {
  expect(pesto.recipe_ingredients.map(formatIngredient)).toEqual([
    '200 g spaghetti', '½ cup pine nuts, crushed', '2 garlic clove, peeled', '40 g parmesan, grated',
  ]);
});

test('the copied text has the recipe and one ingredient a line', () => {
  expect(ingredientsToText(pesto)).toBe(
    'Pesto Pasta (serves 2)\n- 200 g spaghetti\n- ½ cup pine nuts, crushed\n- 2 garlic clove, peeled\n- 40 g parmesan, grated',
  );
});
