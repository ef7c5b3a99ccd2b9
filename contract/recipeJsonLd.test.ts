import { pesto } from '../tests/fixtures/recipes';
import { buildRecipeJsonLd } from './recipeJsonLd';

test('a schema.org Recipe with absolute images, ingredients, ordered steps and diets', () => {
  const ld = buildRecipeJsonLd(pesto, 'https://larder.example/recipes/7');
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Pesto Pasta',
    description: pesto.description,
    url: 'https://larder.example/recipes/7',
    image: ['https://larder.example/api/images/recipes/recipe-7.svg'],
    recipeCategory: 'Pasta',
    recipeYield: '2 servings',
    recipeIngredient: ['200 g spaghetti', '½ cup pine nuts, crushed', '2 garlic cloves, peeled', '40 g parmesan, grated'],
    cookTime: 'PT10M5S',
    suitableForDiet: ['https://schema.org/VegetarianDiet'],
    dateModified: pesto.updated_at,
  });
  expect((ld.recipeInstructions as { name: string; image?: string }[]).map((s) => s.name)).toEqual(['Boil the pasta', 'Make the pesto', 'Toss']);
  expect((ld.recipeInstructions as { image?: string }[])[0]?.image).toBe('https://larder.example/api/images/steps/boil.svg');
});

test('no image, no timers and no diets leave those fields out', () => {
  const plain = { ...pesto, image: null, recipe_steps: pesto.recipe_steps.map((s) => ({ ...s, timer: null })), tags: { ...pesto.tags, vegetarian: false } };
  const ld = buildRecipeJsonLd(plain, 'https://larder.example/recipes/7');
  expect(ld).not.toHaveProperty('image');
  expect(ld).not.toHaveProperty('cookTime');
  expect(ld).not.toHaveProperty('suitableForDiet');
});

test('text that closes a script tag stays data once serialised', () => {
  const ld = buildRecipeJsonLd({ ...pesto, name: '</script><script>alert(1)</script>' }, 'https://larder.example/recipes/7');
  expect(JSON.parse(JSON.stringify(ld)).name).toBe('</script><script>alert(1)</script>');
});
