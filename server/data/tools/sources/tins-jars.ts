import { type CategorySource, item } from './source';

// Tinned and jarred goods keep for a year or more unopened in the cupboard (FoodKeeper 'canned goods').
// Tins are counted in grams at their usual UK size, so a recipe's '400 g chopped tomatoes' adds up on a list.
const JAM = 'fruit set with sugar and pectin; no gelatine';
// Stock cubes and pots: celery is a usual vegetable, and several brands use wheat flour or barley yeast extract.
const STOCK = 'stock cubes list celery, often sugar, and several brands wheat flour or barley-derived yeast extract';

export const TINS_JARS: CategorySource = {
  file: 'tins-jars',
  exportName: 'TINS_JARS',
  category: 'Tins & Jars',
  items: [
    item('chopped tomatoes', 'g', 400, [373, 'pantry'], { off: 'en:chopped-tomato' }),
    item('plum tomatoes', 'g', 400, [373, 'pantry'], { off: 'en:peeled-tomatoes' }),
    item('passata', 'g', 500, [373, 'pantry'], { off: 'en:tomato-puree' }),
    // UK 'tomato purée' is the concentrated paste.
    item('tomato purée', 'g', 200, [501, 'pantry'], { off: 'en:concentrated-tomato-puree', vegan: true, vegetarian: true, why: 'tomatoes cooked down to a paste, nothing else' }),
    item('sun-dried tomato', 'g', 280, [397, 'pantry'], { off: 'en:sundried-tomatoes' }),
    item('roasted red pepper', 'g', 460, [458, 'fridge'], { off: 'en:bell-pepper' }),
    item('sweetcorn', 'g', 326, [372, 'pantry']),
    item('baked beans', 'g', 415, [372, 'pantry'], {
      off: 'en:kidney-bean', sugar: true,
      why: 'haricot beans in a tomato sauce sweetened with sugar; thickened with cornflour',
    }),
    item('coconut milk', 'ml', 400, [602, 'pantry']),
    item('coconut cream', 'ml', 200, [601, 'pantry']),
    item('condensed milk', 'g', 397, [383, 'pantry'], { off: 'en:sweetened-condensed-milk', sugar: true, why: 'milk concentrated with sugar' }),
    item('evaporated milk', 'g', 410, [383, 'pantry']),
    item('tinned tuna', 'g', 145, [618, 'pantry'], { off: 'en:canned-tuna' }),
    item('tinned salmon', 'g', 213, [619, 'pantry'], { off: 'en:pink-salmon' }),
    item('tinned sardines', 'g', 120, [619, 'pantry'], { off: 'en:sardine' }),
    item('anchovy fillet', 'g', 50, [673, 'pantry'], { off: 'en:anchovy' }),
    item('corned beef', 'g', 340, [111, 'pantry'], { off: 'en:beef-meat' }),
    item('pineapple chunks', 'g', 432, [373, 'pantry'], { off: 'en:pineapple', sugar: true, why: 'tinned in fruit juice or syrup, both free sugars' }),
    item('capers', 'g', 100, [614, 'pantry']),
    item('black olive', 'g', 200, [352, 'pantry']),
    item('green olive', 'g', 200, [352, 'pantry']),
    item('kalamata olive', 'g', 200, [352, 'pantry'], { off: 'en:black-olive' }),
    item('gherkin', 'g', 340, [353, 'pantry'], { sugar: true, why: 'UK gherkins are pickled in sweetened vinegar' }),
    item('pickled jalapeno', 'g', 200, [353, 'pantry'], { off: 'en:jalapeno-pepper' }),
    item('artichoke heart', 'g', 280, [373, 'pantry']),
    item('pickled beetroot', 'g', 340, [633, 'pantry'], { off: 'en:beetroot', sugar: true, why: 'pickled in sweetened vinegar' }),
    item('sauerkraut', 'g', 500, [373, 'pantry']),
    item('bamboo shoots', 'g', 225, [372, 'pantry'], { off: null, vegan: true, vegetarian: true, why: 'tinned bamboo shoots in water' }),
    item('water chestnut', 'g', 225, [372, 'pantry']),
    item('strawberry jam', 'g', 340, [347, 'pantry'], { vegan: true, vegetarian: true, why: JAM }),
    item('raspberry jam', 'g', 340, [347, 'pantry'], { vegan: true, vegetarian: true, why: JAM }),
    item('apricot jam', 'g', 340, [347, 'pantry'], { vegan: true, vegetarian: true, why: JAM }),
    item('marmalade', 'g', 454, [347, 'pantry'], { vegan: true, vegetarian: true, why: JAM }),
    item('lemon curd', 'g', 325, [347, 'pantry'], {
      off: null, vegan: false, vegetarian: true, add: ['eggs', 'milk'], sugar: true,
      why: 'Open Food Facts has no lemon curd; it is sugar, butter, egg and lemon',
    }),
    item('peanut butter', 'g', 340, [387, 'pantry']),
    item('almond butter', 'g', 170, [466, 'pantry'], { off: 'en:ground-almonds' }),
    item('chocolate hazelnut spread', 'g', 400, [615, 'pantry'], {
      off: 'en:hazelnut-spread', vegan: false, add: ['nuts', 'milk', 'soybeans'], sugar: true,
      why: 'sugar, palm oil, hazelnuts, cocoa, skimmed milk powder and soya lecithin',
    }),
    item('yeast extract', 'g', 125, 540, {
      add: ['gluten', 'celery'],
      why: 'UK yeast extract spread is made from brewer\'s yeast (barley) and lists celery; FoodKeeper has no entry, jars carry 18 months',
    }),
    item('vegetable stock cube', 'unit', 8, [396, 'pantry'], { off: 'en:vegetable-broth', vegan: true, add: ['celery', 'gluten'], sugar: true, why: STOCK }),
    item('chicken stock cube', 'unit', 8, [396, 'pantry'], { off: 'en:chicken-broth', add: ['celery', 'gluten'], sugar: true, why: STOCK }),
    item('beef stock cube', 'unit', 8, [396, 'pantry'], { off: 'en:beef-broth', add: ['celery', 'gluten'], sugar: true, why: STOCK }),
    item('fresh chicken stock', 'ml', 500, [486, 'fridge'], {
      off: 'en:chicken-broth', add: ['celery'],
      why: 'chilled stock is simmered with celery among the vegetables',
    }),
  ],
};
