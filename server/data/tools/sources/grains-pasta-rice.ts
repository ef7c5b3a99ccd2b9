import { type CategorySource, item } from './source';

// Dried pasta is durum wheat semolina and water: vegan, and gluten even where the taxonomy's generic
// 'pasta' carries no allergen. Rice, quinoa, buckwheat, polenta and rice noodles are naturally gluten free.
const DURUM = 'dried pasta is durum wheat semolina and water';
const OATS = 'EU FIC Annex II lists oats among the cereals containing gluten';

export const GRAINS_PASTA_RICE: CategorySource = {
  file: 'grains-pasta-rice',
  exportName: 'GRAINS_PASTA_RICE',
  category: 'Grains, Pasta & Rice',
  items: [
    item('spaghetti', 'g', 500, [335, 'pantry'], { vegan: true, vegetarian: true, add: ['gluten'], why: DURUM }),
    item('wholewheat spaghetti', 'g', 500, [335, 'pantry'], { off: 'en:whole-durum-wheat-semolina-pasta', vegan: true, vegetarian: true, add: ['gluten'], why: DURUM }),
    item('penne', 'g', 500, [335, 'pantry'], { vegan: true, vegetarian: true, add: ['gluten'], why: DURUM }),
    item('fusilli', 'g', 500, [335, 'pantry'], { off: 'en:durum-wheat-semolina-pasta', vegan: true, vegetarian: true, add: ['gluten'], why: DURUM }),
    item('rigatoni', 'g', 500, [335, 'pantry'], { off: 'en:durum-wheat-semolina-pasta', vegan: true, vegetarian: true, add: ['gluten'], why: DURUM }),
    item('linguine', 'g', 500, [335, 'pantry'], { vegan: true, vegetarian: true, add: ['gluten'], why: DURUM }),
    item('macaroni', 'g', 500, [335, 'pantry'], { vegan: true, vegetarian: true, add: ['gluten'], why: DURUM }),
    item('orzo', 'g', 500, [335, 'pantry'], { off: 'en:risoni', vegan: true, vegetarian: true, add: ['gluten'], why: DURUM }),
    item('lasagne sheet', 'g', 250, [335, 'pantry'], { off: 'en:lasagne', vegan: true, vegetarian: true, add: ['gluten'], why: 'standard dried lasagne is durum wheat semolina and water' }),
    item('tagliatelle', 'g', 500, [336, 'pantry'], { off: 'en:egg-pasta', vegetarian: true, add: ['gluten'], why: 'dried tagliatelle is egg pasta (nests) of wheat and egg' }),
    item('fresh egg pasta', 'g', 300, [332, 'fridge'], { off: 'en:egg-pasta', vegetarian: true, add: ['gluten'], why: 'wheat flour and egg; eggs are vegetarian' }),
    item('gluten-free pasta', 'g', 500, [335, 'pantry'], {
      off: 'en:dried-pasta', vegan: true, vegetarian: true,
      why: 'UK free-from pasta is maize and rice flour with no egg',
    }),
    item('potato gnocchi', 'g', 500, 30, {
      off: 'en:fresh-pasta', vegan: true, vegetarian: true, add: ['gluten'],
      why: 'potato and wheat flour; FoodKeeper has no gnocchi, and sealed packs carry about a month in the fridge',
    }),
    item('egg noodles', 'g', 250, [336, 'pantry'], { off: 'en:egg-pasta', vegetarian: true, add: ['gluten'], why: 'wheat flour and egg' }),
    item('rice noodles', 'g', 250, [335, 'pantry'], { vegan: true, vegetarian: true, why: 'rice flour and water' }),
    item('basmati rice', 'kg', 1, [338, 'pantry']),
    item('long-grain rice', 'kg', 1, [338, 'pantry'], { off: 'en:long-grain-rice' }),
    item('jasmine rice', 'kg', 1, [338, 'pantry'], { off: 'en:long-grain-rice' }),
    item('brown rice', 'kg', 1, [339, 'pantry']),
    item('risotto rice', 'g', 500, [338, 'pantry']),
    item('paella rice', 'g', 500, [338, 'pantry'], { off: 'en:rice' }),
    item('pudding rice', 'g', 500, [338, 'pantry'], { off: 'en:rice' }),
    item('sushi rice', 'g', 500, [338, 'pantry']),
    item('wild rice', 'g', 500, [338, 'pantry']),
    item('couscous', 'g', 500, [335, 'pantry']),
    item('bulgur wheat', 'g', 500, [637, 'pantry'], { off: 'en:bulgur' }),
    item('quinoa', 'g', 500, [425, 'pantry']),
    item('pearl barley', 'g', 500, [577, 'pantry']),
    item('buckwheat', 'g', 500, [579, 'pantry']),
    item('polenta', 'g', 500, [218, 'pantry'], { off: 'en:cornmeal' }),
    item('porridge oats', 'kg', 1, [375, 'pantry'], { off: 'en:oat-flakes', add: ['gluten'], why: OATS }),
    item('granola', 'g', 500, [555, 'pantry'], {
      off: 'en:oat-flakes', vegan: false, add: ['gluten', 'nuts'], sugar: true,
      why: `oats baked with honey or syrup and usually nuts; ${OATS}`,
    }),
    item('cornflakes', 'g', 500, [374, 'pantry'], {
      off: 'en:corn', add: ['gluten'], sugar: true,
      why: 'flavoured with barley malt and sweetened with sugar',
    }),
  ],
};
