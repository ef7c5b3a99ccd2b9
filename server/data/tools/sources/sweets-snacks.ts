import { type CategorySource, item } from './source';

// Biscuits, crisps and sweets. Recipes vary by brand, so allergens are those the usual UK recipe declares.
export const SWEETS_SNACKS: CategorySource = {
  file: 'sweets-snacks',
  exportName: 'SWEETS_SNACKS',
  category: 'Sweets & Snacks',
  items: [
    item('digestive biscuit', 'g', 400, [200, 'pantry'], {
      off: 'en:biscuit', vegan: false, vegetarian: true, add: ['gluten', 'milk'], sugar: true,
      why: 'wheat flour, palm oil and sugar; several brands add milk or whey, so assume milk',
    }),
    item('shortbread', 'g', 200, [200, 'pantry'], { vegan: false, vegetarian: true, add: ['gluten', 'milk'], sugar: true, why: 'butter, sugar and wheat flour' }),
    item('ginger nut biscuit', 'g', 250, [200, 'pantry'], {
      off: 'en:biscuit', vegan: true, vegetarian: true, add: ['gluten'], sugar: true,
      why: 'wheat flour, sugar, golden syrup, vegetable oil and ginger',
    }),
    item('ready salted crisps', 'g', 150, [392, 'pantry'], { off: 'en:potato', why: 'potatoes, sunflower oil and salt' }),
    item('tortilla chips', 'g', 200, [392, 'pantry'], { off: 'en:corn', why: 'maize, sunflower oil and salt' }),
    item('popcorn kernel', 'g', 500, [389, 'pantry'], { off: 'en:popcorn' }),
    item('rice cake', 'g', 130, [377, 'pantry'], { off: 'en:rice', why: 'puffed whole-grain rice and salt' }),
    item('oatcake', 'g', 250, [377, 'pantry'], {
      off: 'en:oat-flakes', add: ['gluten'],
      why: 'oats, vegetable oil and salt; EU FIC Annex II lists oats among the gluten cereals',
    }),
    item('marshmallow', 'g', 200, [381, 'pantry'], {
      vegan: false, vegetarian: false, sugar: true,
      why: 'sugar and glucose syrup set with pork gelatine',
    }),
    item('dark chocolate chips', 'g', 100, [216, 'pantry'], {
      off: 'en:dark-chocolate', vegan: false, add: ['milk', 'soybeans'],
      why: 'dark chocolate made on milk lines, with soya lecithin',
    }),
    item('salted caramel sauce', 'g', 300, [376, 'pantry'], {
      off: null, vegan: false, vegetarian: true, add: ['milk'], sugar: true,
      why: 'Open Food Facts has no caramel sauce; it is sugar, cream, butter and salt',
    }),
  ],
};
