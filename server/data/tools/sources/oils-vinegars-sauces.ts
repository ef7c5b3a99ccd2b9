import { type CategorySource, item } from './source';

// Oils, vinegars, sauces and condiments. Commercial sauces vary by brand, so where the taxonomy says 'maybe'
// each line records the usual UK recipe we assumed; allergens are added where that recipe normally has them.
const WINE_VINEGAR = 'wine vinegars are labelled "contains sulphites"';
const BREWED_SOY = 'brewed from soya beans and wheat; no animal ingredients';

export const OILS_VINEGARS_SAUCES: CategorySource = {
  file: 'oils-vinegars-sauces',
  exportName: 'OILS_VINEGARS_SAUCES',
  category: 'Oils, Vinegars & Sauces',
  items: [
    item('olive oil', 'l', 1, [227, 'pantry']),
    item('extra virgin olive oil', 'ml', 500, [227, 'pantry']),
    item('vegetable oil', 'l', 1, [227, 'pantry']),
    item('sunflower oil', 'l', 1, [522, 'pantry']),
    item('rapeseed oil', 'l', 1, [520, 'pantry']),
    item('sesame oil', 'ml', 250, [612, 'pantry']),
    item('coconut oil', 'g', 500, [454, 'pantry']),
    item('groundnut oil', 'l', 1, [228, 'pantry'], { off: 'en:peanut-oil' }),
    item('white wine vinegar', 'ml', 350, [361, 'pantry'], { add: ['sulphur-dioxide-and-sulphites'], why: WINE_VINEGAR }),
    item('red wine vinegar', 'ml', 350, [361, 'pantry'], { add: ['sulphur-dioxide-and-sulphites'], why: WINE_VINEGAR }),
    item('cider vinegar', 'ml', 350, [557, 'pantry'], { add: ['sulphur-dioxide-and-sulphites'], why: 'cider vinegar is usually labelled "contains sulphites"' }),
    item('balsamic vinegar', 'ml', 250, [669, 'pantry'], {
      add: ['sulphur-dioxide-and-sulphites'], sugar: true,
      why: `${WINE_VINEGAR}; made with concentrated grape must, a free sugar`,
    }),
    item('malt vinegar', 'ml', 350, [361, 'pantry'], { add: ['gluten'], why: 'brewed from malted barley' }),
    item('rice vinegar', 'ml', 150, [361, 'pantry']),
    item('sherry vinegar', 'ml', 250, [361, 'pantry'], { add: ['sulphur-dioxide-and-sulphites'], why: WINE_VINEGAR }),
    item('soy sauce', 'ml', 150, [360, 'pantry'], { vegan: true, vegetarian: true, add: ['gluten'], why: BREWED_SOY }),
    item('dark soy sauce', 'ml', 150, [360, 'pantry'], { vegan: true, vegetarian: true, add: ['gluten'], sugar: true, why: `${BREWED_SOY}; darkened with molasses or sugar` }),
    item('tamari', 'ml', 150, [360, 'pantry'], { vegan: true, vegetarian: true, why: 'brewed from soya beans without wheat' }),
    item('fish sauce', 'ml', 150, [360, 'pantry'], { sugar: true, why: 'fermented anchovy and salt, usually with sugar' }),
    item('oyster sauce', 'ml', 150, [434, 'pantry'], {
      off: 'en:oyster', add: ['gluten', 'soybeans'], sugar: true,
      why: 'oyster extract thickened with wheat flour, with soy sauce and sugar',
    }),
    item('hoisin sauce', 'ml', 150, [435, 'pantry'], {
      off: 'en:soy-sauce', vegan: true, vegetarian: true, add: ['gluten', 'sesame-seeds'], sugar: true,
      why: 'sugar, fermented soya bean and wheat paste, sesame paste',
    }),
    item('sweet chilli sauce', 'ml', 250, [348, 'pantry'], {
      off: 'en:hot-sauce', vegan: true, vegetarian: true, sugar: true,
      why: 'sugar, chilli, garlic, vinegar and starch',
    }),
    item('sriracha', 'ml', 250, [559, 'pantry'], { off: 'en:hot-sauce', vegan: true, vegetarian: true, sugar: true, why: 'chilli, sugar, garlic, vinegar and salt' }),
    item('hot sauce', 'ml', 60, [559, 'pantry'], { vegan: true, vegetarian: true, why: 'Louisiana-style: aged chilli, vinegar and salt' }),
    item('tomato ketchup', 'g', 460, [348, 'pantry'], { off: 'en:ketchup', vegan: true, vegetarian: true, sugar: true, why: 'tomato, vinegar, sugar and spices' }),
    item('mayonnaise', 'g', 400, [350, 'pantry'], {
      vegan: false, vegetarian: true, add: ['eggs', 'mustard'], sugar: true,
      why: 'oil and egg yolk emulsion; mustard and sugar are common in UK jars',
    }),
    item('dijon mustard', 'g', 200, [351, 'pantry'], {
      vegan: true, vegetarian: true, add: ['sulphur-dioxide-and-sulphites'],
      why: 'mustard seed, water, vinegar, salt; preserved with sulphites (labelled)',
    }),
    item('wholegrain mustard', 'g', 200, [351, 'pantry'], {
      off: 'en:mustard', vegan: true, vegetarian: true, add: ['sulphur-dioxide-and-sulphites'],
      why: 'mustard seed, white wine, vinegar and salt; wine brings sulphites',
    }),
    item('english mustard', 'g', 100, [351, 'pantry'], {
      vegan: true, vegetarian: true, add: ['gluten'], sugar: true,
      why: 'prepared English mustard contains wheat flour and sugar',
    }),
    item('worcestershire sauce', 'ml', 150, [362, 'pantry'], {
      vegan: false, vegetarian: false, add: ['fish', 'gluten'], sugar: true,
      why: 'brewed with anchovies and barley malt vinegar, sweetened with molasses and sugar',
    }),
    item('barbecue sauce', 'ml', 400, [340, 'pantry'], {
      vegan: true, vegetarian: true, add: ['gluten', 'mustard'], sugar: true,
      why: 'tomato, sugar and molasses; UK brands often use barley malt vinegar and mustard',
    }),
    item('brown sauce', 'g', 450, [348, 'pantry'], {
      off: 'en:sauce', vegan: true, vegetarian: true, add: ['gluten'], sugar: true,
      why: 'tomato, malt vinegar (barley), dates, molasses, rye flour and spices',
    }),
    item('green pesto', 'g', 190, [354, 'fridge'], {
      off: 'en:pesto', vegan: false, vegetarian: false, add: ['milk', 'nuts'],
      why: 'basil, oil, cashew or pine nuts and Grana Padano (animal rennet)',
    }),
    item('tahini', 'g', 300, [416, 'pantry']),
    item('harissa paste', 'g', 190, [560, 'pantry'], { off: 'en:harissa', vegan: true, vegetarian: true, why: 'chilli, pepper, garlic, oil and spices' }),
    item('thai red curry paste', 'g', 200, [560, 'pantry'], {
      off: 'en:red-curry-paste', vegan: false, vegetarian: false, add: ['crustaceans', 'fish'],
      why: 'Thai curry pastes are made with shrimp paste and often fish sauce',
    }),
    item('thai green curry paste', 'g', 200, [560, 'pantry'], {
      off: 'en:curry-paste', vegan: false, vegetarian: false, add: ['crustaceans', 'fish'],
      why: 'Thai curry pastes are made with shrimp paste and often fish sauce',
    }),
    item('tikka masala paste', 'g', 283, [560, 'pantry'], {
      off: 'en:curry-paste', vegan: true, vegetarian: true, add: ['mustard'], sugar: true,
      why: 'spices, oil, tomato, vinegar and sugar; Indian paste blends often include ground mustard',
    }),
    item('miso paste', 'g', 300, [169, 'fridge'], {
      off: 'en:miso', vegan: true, vegetarian: true, add: ['soybeans', 'gluten'],
      why: 'fermented soya beans with rice or barley koji; assume barley as labels vary',
    }),
    item('gochujang', 'g', 200, [560, 'pantry'], {
      off: 'en:chili-paste', vegan: true, vegetarian: true, add: ['soybeans', 'gluten'], sugar: true,
      why: 'fermented chilli paste with glutinous rice, soya beans, wheat and corn syrup',
    }),
    item('teriyaki sauce', 'ml', 250, [360, 'pantry'], {
      vegan: true, vegetarian: true, add: ['soybeans', 'gluten'], sugar: true,
      why: 'soy sauce (soya and wheat) with sugar and mirin',
    }),
    item('black bean sauce', 'g', 195, [433, 'pantry'], {
      off: 'en:black-bean', vegan: true, vegetarian: true, add: ['soybeans', 'gluten'], sugar: true,
      why: 'fermented black soya beans with soy sauce (wheat) and sugar',
    }),
    item('tomato salsa', 'g', 300, [357, 'pantry'], { off: 'en:salsa', vegan: true, vegetarian: true, sugar: true, why: 'tomato, onion, chilli, vinegar and a little sugar' }),
    item('mango chutney', 'g', 340, [341, 'pantry'], { off: 'en:mango', sugar: true, why: 'mango cooked with sugar and vinegar' }),
    item('cranberry sauce', 'g', 200, [565, 'pantry'], { off: 'en:cranberry', sugar: true, why: 'cranberries cooked with sugar' }),
    item('mint sauce', 'g', 165, [341, 'pantry'], { off: 'en:mint', sugar: true, why: 'mint in spirit vinegar with sugar' }),
    item('tamarind paste', 'g', 200, [231, 'pantry']),
  ],
};
