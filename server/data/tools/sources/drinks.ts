import { type CategorySource, item } from './source';

// Wine, beer and cider may be fined with isinglass (fish), gelatine, egg or casein, which labels need not show,
// so they are neither vegan nor vegetarian here. Distilled spirits are vegan, and gluten free even from grain
// (EU FIC Annex II exempts cereal distillates). Fruit juice is a free sugar (WHO).
const FINED = 'may be fined with isinglass, gelatine, egg or casein, unlabelled';
const SPIRIT = 'a distilled spirit: no animal fining';

export const DRINKS: CategorySource = {
  file: 'drinks',
  exportName: 'DRINKS',
  category: 'Drinks',
  items: [
    item('red wine', 'ml', 750, [462, 'pantry'], { vegan: false, vegetarian: false, add: ['sulphur-dioxide-and-sulphites'], why: `${FINED}; wine contains sulphites` }),
    item('white wine', 'ml', 750, [463, 'pantry'], { vegan: false, vegetarian: false, add: ['sulphur-dioxide-and-sulphites'], why: `${FINED}; wine contains sulphites` }),
    item('prosecco', 'ml', 750, [463, 'pantry'], {
      off: 'en:sparkling-wine', vegan: false, vegetarian: false, add: ['sulphur-dioxide-and-sulphites'], sugar: true,
      why: `${FINED}; sulphites; sparkling wine is finished with a sugar dosage`,
    }),
    item('dry sherry', 'ml', 500, [462, 'pantry'], { off: 'en:sherry', vegan: false, vegetarian: false, add: ['sulphur-dioxide-and-sulphites'], why: `${FINED}; sulphites` }),
    item('beer', 'ml', 500, 180, {
      vegan: false, vegetarian: false, add: ['gluten'], sugar: true,
      why: `${FINED}; brewed from barley; FoodKeeper has no beer, cans carry six months or more`,
    }),
    item('cider', 'ml', 500, 180, {
      vegan: false, vegetarian: false, add: ['sulphur-dioxide-and-sulphites'], sugar: true,
      why: `${FINED}; usually sweetened and sulphited; FoodKeeper has no cider`,
    }),
    item('rum', 'ml', 700, [539, 'pantry'], { vegan: true, why: SPIRIT }),
    item('vodka', 'ml', 700, [539, 'pantry'], { vegan: true, why: SPIRIT }),
    item('gin', 'ml', 700, [539, 'pantry'], { vegan: true, why: SPIRIT }),
    item('brandy', 'ml', 700, [539, 'pantry'], { vegan: true, why: SPIRIT }),
    item('whisky', 'ml', 700, [539, 'pantry'], { vegan: true, why: SPIRIT }),
    item('orange juice', 'l', 1, [455, 'fridge-opened']),
    item('apple juice', 'l', 1, [404, 'pantry']),
    item('cranberry juice', 'l', 1, [404, 'pantry'], { off: 'en:cranberry', sugar: true, why: 'cranberry juice drink is sweetened' }),
    // Citrus juice is a seasoning with about 2 g sugar per 100 ml, not a sweetener.
    item('lemon juice', 'ml', 250, [448, 'pantry'], { sugar: false, why: 'a sour seasoning with negligible sugar' }),
    item('lime juice', 'ml', 250, [447, 'pantry'], { sugar: false, why: 'a sour seasoning with negligible sugar' }),
    item('lemonade', 'l', 2, 270, {
      off: 'en:carbonated-water', sugar: true,
      why: 'sweetened carbonated water; FoodKeeper gives only the opened life of soft drinks, sealed bottles keep 6-12 months',
    }),
    item('cola', 'l', 2, 270, {
      off: 'en:carbonated-water', sugar: true,
      why: 'sweetened carbonated drink; FoodKeeper gives only the opened life of soft drinks',
    }),
    item('tonic water', 'l', 1, 270, {
      off: 'en:carbonated-water', sugar: true,
      why: 'carbonated water with quinine and sugar; FoodKeeper gives only the opened life of soft drinks',
    }),
    item('ginger beer', 'l', 1, 270, {
      off: 'en:carbonated-water', sugar: true,
      why: 'sweetened carbonated ginger drink; FoodKeeper gives only the opened life of soft drinks',
    }),
    item('sparkling water', 'l', 1, [413, 'pantry'], { off: 'en:carbonated-water' }),
    item('coconut water', 'l', 1, [660, 'pantry']),
    item('elderflower cordial', 'ml', 500, [398, 'pantry'], {
      off: 'en:elderflower', vegan: true, vegetarian: true, sugar: true,
      why: 'elderflowers, sugar, lemon and water',
    }),
    item('ground coffee', 'g', 227, [401, 'pantry']),
    item('instant coffee', 'g', 100, [402, 'pantry']),
    item('tea bag', 'unit', 80, [410, 'pantry'], { off: 'en:black-tea' }),
    item('green tea bag', 'unit', 40, [410, 'pantry'], { off: 'en:green-tea' }),
  ],
};
