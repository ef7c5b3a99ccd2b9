import { BAKING } from '../data/recipes/baking';
import { ingredientsOfSteps } from '../../contract/stepIngredients';

const uses = (steps: string[], names: string[]) => ingredientsOfSteps(steps, names).map((is) => is.map((i) => names[i]));

test('a step uses what it names in full, singular or plural', () => {
  expect(uses(
    ['Whisk the melted butter with the light brown sugar, then beat in the eggs, mashed bananas and tomatoes.', 'Scatter the berries.'],
    ['butter', 'light brown sugar', 'egg', 'banana', 'tomato', 'berry'],
  )).toEqual([['butter', 'light brown sugar', 'egg', 'banana', 'tomato'], ['berry']]);
});

test('or by its last word, where no other unnamed ingredient ends in it', () => {
  expect(uses(
    ['Fold in the flour and cinnamon.', 'Beat the butter and sugar.', 'Dust with icing sugar.'],
    ['self-raising flour', 'ground cinnamon', 'butter', 'caster sugar', 'icing sugar'],
  )).toEqual([['self-raising flour', 'ground cinnamon'], ['butter', 'caster sugar'], ['icing sugar']]);
  // two sugars, neither named in full: 'sugar' could be either, so it is neither
  expect(uses(['Beat the butter and sugar.'], ['butter', 'caster sugar', 'light brown sugar'])).toEqual([['butter']]);
});

test('or without the word for its form: the garlic, the chicken, the vanilla', () => {
  expect(uses(
    ['Fry the chicken with the garlic and celery.', 'Stir in the vanilla.'],
    ['chicken thigh', 'garlic clove', 'celery stick', 'vanilla extract'],
  )).toEqual([['chicken thigh', 'garlic clove', 'celery stick'], ['vanilla extract']]);
});

test('the pepper of "salt and pepper" or "black pepper" is the seasoning, not a bell pepper called by its last word (QA kitchen 5)', () => {
  expect(uses(
    ['Soften the onion and peppers.', 'Tip in the tomatoes, season with salt and pepper, and simmer.', 'Finish with black pepper.', 'Add the pepper strips.'],
    ['onion', 'red pepper', 'chopped tomatoes'],
  )).toEqual([['onion', 'red pepper'], ['chopped tomatoes'], [], ['red pepper']]);
  // named in full, the seasoning is the recipe's own
  expect(uses(['Season with salt and pepper.'], ['salt', 'pepper'])).toEqual([['salt', 'pepper']]);
});

test('whole words only, and what no step names is in none', () => {
  expect(uses(
    ['Bring salted water to the boil; add the oil.', 'Line a tin with baking paper.', 'Add the buttermilk.'],
    ['salt', 'olive oil', 'baking powder', 'butter', 'egg'],
  )).toEqual([['olive oil'], [], []]);
});

test('a recipe of the seed catalogue: every step that cooks with something lists it', () => {
  const bread = BAKING.find((r) => r.slug === 'banana-bread')!;
  const names = bread.ingredients.map((i) => i.ingredient);
  expect(uses(bread.steps.map((s) => s.description), names)).toEqual([
    [],
    ['butter', 'light brown sugar', 'egg', 'banana', 'vanilla extract'],
    ['self-raising flour', 'bicarbonate of soda', 'ground cinnamon', 'walnut'],
    [],
    [],
  ]);
});
