import { type CategorySource, item } from './source';

// Bread is wheat (gluten) even where Open Food Facts' generic 'bread' carries no allergen. Plain loaves are
// flour, water, yeast and salt (vegan); enriched breads carry milk, egg and sugar.
const WHEAT = 'made from wheat flour';
const PLAIN_LOAF = 'flour, water, yeast and salt; UK sliced loaves usually add soya flour';
const ENRICHED = 'enriched dough: milk or butter, egg glaze and sugar are usual';

export const BAKERY: CategorySource = {
  file: 'bakery',
  exportName: 'BAKERY',
  category: 'Bakery',
  items: [
    item('white bread', 'unit', 1, [195, 'pantry'], { off: 'en:bread', vegan: true, add: ['gluten', 'soybeans'], why: PLAIN_LOAF }),
    item('wholemeal bread', 'unit', 1, [461, 'pantry'], { off: 'en:bread', vegan: true, add: ['gluten', 'soybeans'], why: PLAIN_LOAF }),
    item('sourdough bread', 'unit', 1, [574, 'pantry'], { off: 'en:sourdough', vegan: true, add: ['gluten'], why: `${WHEAT}; flour, water and salt` }),
    item('rye bread', 'unit', 1, [574, 'pantry'], { vegan: true, add: ['gluten'], why: 'rye flour, water, salt and leaven' }),
    item('baguette', 'unit', 1, [574, 'pantry'], { vegan: true, add: ['gluten'], why: `${WHEAT}; French bread law allows only flour, water, yeast, salt` }),
    item('ciabatta', 'unit', 1, [195, 'pantry'], { off: 'en:bread', vegan: true, add: ['gluten'], why: `${WHEAT}; flour, water, olive oil, yeast, salt` }),
    item('pitta bread', 'unit', 6, [195, 'pantry'], { off: 'en:bread', vegan: true, add: ['gluten'], why: `${WHEAT}; flour, water, yeast, salt` }),
    item('naan bread', 'unit', 2, [195, 'pantry'], {
      off: 'en:bread', vegan: false, add: ['gluten', 'milk'], sugar: true,
      why: 'naan dough is made with yogurt and a little sugar',
    }),
    item('flour tortilla', 'unit', 8, [196, 'pantry'], { off: 'en:wheat-tortilla', vegan: true, why: 'wheat flour, water, vegetable fat and raising agents' }),
    item('corn tortilla', 'unit', 8, [553, 'pantry'], { vegan: true, why: 'nixtamalised maize flour, water and salt' }),
    item('burger bun', 'unit', 4, [195, 'pantry'], {
      off: 'en:sesame-seed-bun', vegan: false, add: ['gluten', 'milk'], sugar: true,
      why: `${ENRICHED}; sesame topping is the norm`,
    }),
    item('brioche bun', 'unit', 6, [195, 'pantry'], {
      off: 'en:brioche', vegan: false, vegetarian: true, add: ['gluten', 'milk', 'eggs'], sugar: true, why: ENRICHED,
    }),
    item('bagel', 'unit', 4, [449, 'pantry'], { off: 'en:bread', vegan: true, add: ['gluten'], sugar: true, why: `${WHEAT}; boiled in sweetened water (malt or sugar)` }),
    item('crumpet', 'unit', 6, [195, 'pantry'], { off: 'en:bread', vegan: true, add: ['gluten'], why: `${WHEAT}; a yeasted batter of flour and water` }),
    item('english muffin', 'unit', 4, [195, 'pantry'], {
      off: 'en:bread', vegan: false, add: ['gluten', 'milk'],
      why: 'UK muffins are often made with milk; assume milk',
    }),
    item('croissant', 'unit', 4, [204, 'pantry'], {
      off: 'en:pastry', vegan: false, vegetarian: true, add: ['gluten', 'milk', 'eggs'], sugar: true,
      why: 'laminated with butter, glazed with egg, lightly sweetened',
    }),
  ],
};
