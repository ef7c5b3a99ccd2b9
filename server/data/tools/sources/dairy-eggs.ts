import { type CategorySource, item } from './source';

// Rennet decides whether a cheese is vegetarian. Open Food Facts says 'maybe' for cheese; where UK supermarket
// versions are made with microbial rennet or no rennet at all we say yes, and no for cheeses whose protected
// recipe requires calf rennet (Parmigiano Reggiano, Grana Padano, Pecorino Romano, Gruyère).
const VEGETARIAN_RENNET = 'UK supermarket versions are made with microbial (vegetarian) rennet';
const ACID_SET = 'set with acid or cultures, not rennet';
const ANIMAL_RENNET = 'its protected recipe requires animal rennet';
const OATS = 'EU FIC Annex II lists oats among the cereals containing gluten';

export const DAIRY_EGGS: CategorySource = {
  file: 'dairy-eggs',
  exportName: 'DAIRY_EGGS',
  category: 'Dairy & Eggs',
  items: [
    item('milk', 'l', 2, [27, 'fridge-opened'], { off: 'en:semi-skimmed-milk' }),
    item('whole milk', 'l', 1, [27, 'fridge-opened']),
    item('buttermilk', 'ml', 300, [2, 'fridge']),
    item('butter', 'g', 250, [1, 'fridge']),
    item('unsalted butter', 'g', 250, [1, 'fridge']),
    item('double cream', 'ml', 300, [14, 'fridge']),
    item('single cream', 'ml', 300, [15, 'fridge']),
    item('whipping cream', 'ml', 300, [11, 'fridge']),
    item('soured cream', 'ml', 300, [29, 'fridge'], { off: 'en:sour-cream' }),
    item('crème fraîche', 'ml', 200, [29, 'fridge'], { off: 'en:creme-fraiche' }),
    item('natural yogurt', 'g', 500, [33, 'fridge'], { off: 'en:plain-yogurt' }),
    item('greek yogurt', 'g', 500, [33, 'fridge']),
    item('egg', 'unit', 6, [21, 'fridge']),
    item('cheddar', 'g', 400, [3, 'fridge'], { vegetarian: true, why: VEGETARIAN_RENNET }),
    item('red leicester', 'g', 400, [3, 'fridge'], { off: 'en:cow-cheese', vegetarian: true, why: VEGETARIAN_RENNET }),
    item('parmesan', 'g', 200, [3, 'fridge'], { off: 'en:parmigiano-reggiano', vegetarian: false, why: ANIMAL_RENNET }),
    item('grana padano', 'g', 200, [3, 'fridge'], { vegetarian: false, why: ANIMAL_RENNET }),
    item('pecorino romano', 'g', 150, [3, 'fridge'], { vegetarian: false, why: ANIMAL_RENNET }),
    item('gruyère', 'g', 200, [3, 'fridge'], { vegetarian: false, why: ANIMAL_RENNET }),
    // The usual vegetarian stand-in for parmesan, sold as 'Italian-style hard cheese'.
    item('vegetarian hard cheese', 'g', 150, [3, 'fridge'], { off: 'en:hard-cheese', vegetarian: true, why: 'sold and labelled as made with vegetarian rennet' }),
    item('mozzarella', 'unit', 1, [7, 'fridge'], { vegetarian: true, why: VEGETARIAN_RENNET }),
    item('grated mozzarella', 'g', 250, [5, 'fridge'], { off: 'en:mozzarella', vegetarian: true, why: VEGETARIAN_RENNET }),
    item('feta', 'g', 200, [7, 'fridge'], { vegetarian: true, why: VEGETARIAN_RENNET }),
    item('halloumi', 'g', 250, [7, 'fridge'], { vegetarian: true, why: VEGETARIAN_RENNET }),
    item('goats cheese', 'g', 150, [7, 'fridge'], { off: 'en:goat-cheese', vegetarian: true, why: VEGETARIAN_RENNET }),
    item('brie', 'g', 200, [7, 'fridge'], { vegetarian: true, why: VEGETARIAN_RENNET }),
    item('stilton', 'g', 200, [7, 'fridge'], { vegetarian: true, why: 'Stilton is made with vegetarian rennet by all its licensed dairies' }),
    item('cream cheese', 'g', 200, [10, 'fridge'], { vegetarian: true, why: ACID_SET }),
    item('mascarpone', 'g', 250, [10, 'fridge'], { vegetarian: true, why: ACID_SET }),
    item('ricotta', 'g', 250, [490, 'fridge'], { vegetarian: true, why: ACID_SET }),
    item('cottage cheese', 'g', 300, [9, 'fridge'], { vegetarian: true, why: VEGETARIAN_RENNET }),
    item('paneer', 'g', 225, [628, 'fridge'], { vegetarian: true, why: ACID_SET }),
    item('ghee', 'g', 300, [649, 'pantry']),
    item('custard', 'ml', 500, [28, 'fridge-opened'], {
      off: null, vegan: false, vegetarian: true, add: ['milk', 'eggs'], sugar: true,
      why: 'Open Food Facts has no ready-made custard; chilled custard is milk, cream, egg yolk and sugar',
    }),
    item('oat milk', 'l', 1, [408, 'fridge-opened'], { vegan: true, vegetarian: true, add: ['gluten'], why: `plant drink; ${OATS}` }),
    item('soya milk', 'l', 1, [421, 'fridge-opened'], { off: 'en:soy-milk', vegan: true, vegetarian: true, why: 'a plant drink of soya beans and water' }),
    item('almond milk', 'l', 1, [427, 'fridge-opened'], {
      off: null, vegan: true, vegetarian: true, add: ['nuts'],
      why: 'Open Food Facts has no almond drink; it is almonds and water',
    }),
    item('dairy-free spread', 'g', 500, [26, 'fridge'], { off: 'en:vegetable-margarine' }),
    item('soya yogurt', 'g', 500, [33, 'fridge'], {
      off: null, vegan: true, vegetarian: true, add: ['soybeans'],
      why: 'Open Food Facts has no soya yogurt; it is fermented soya drink',
    }),
    item('vegan cheddar', 'g', 200, [545, 'fridge'], {
      off: null, vegan: true, vegetarian: true,
      why: 'Open Food Facts has no vegan cheese; UK versions are coconut oil and starch',
    }),
  ],
};
