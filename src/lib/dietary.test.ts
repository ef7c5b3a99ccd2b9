import { pesto } from '../../tests/fixtures/recipes';
import { allergenIngredientNames, dietaryBadges } from './dietary';

test('badges in the spec order with human labels, only for tags that hold', () => {
  expect(dietaryBadges({ allergen: true, sugar_free: true, vegan: true, vegetarian: true, dairy_free: false, gluten_free: true }))
    .toEqual([
      { tag: 'vegetarian', label: 'vegetarian' },
      { tag: 'vegan', label: 'vegan' },
      { tag: 'gluten_free', label: 'gluten free' },
      { tag: 'sugar_free', label: 'sugar free' },
    ]);
  expect(dietaryBadges(undefined)).toEqual([]);
  expect(dietaryBadges({ allergen: true })).toEqual([]);
});

test('the allergen ingredient names, each once', () => {
  const twice = { recipe_ingredients: [...pesto.recipe_ingredients, pesto.recipe_ingredients[0]!] };
  expect(allergenIngredientNames(twice)).toEqual(['spaghetti', 'pine nuts', 'parmesan']);
});
