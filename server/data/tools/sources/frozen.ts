import { type CategorySource, item } from './source';

// Frozen food keeps for months at -18 °C (FoodKeeper 'food purchased frozen').
export const FROZEN: CategorySource = {
  file: 'frozen',
  exportName: 'FROZEN',
  category: 'Frozen',
  items: [
    item('frozen peas', 'kg', 1, [331, 'freezer'], { off: 'en:green-peas' }),
    item('frozen sweetcorn', 'g', 500, [331, 'freezer'], { off: 'en:sweetcorn' }),
    item('frozen spinach', 'g', 500, [331, 'freezer'], { off: 'en:spinach' }),
    item('frozen broad beans', 'g', 500, [331, 'freezer'], { off: 'en:broad-bean' }),
    item('frozen edamame', 'g', 500, [641, 'freezer'], { off: 'en:edamame' }),
    item('frozen mixed vegetables', 'kg', 1, [331, 'freezer'], { off: 'en:vegetable' }),
    item('frozen mixed berries', 'g', 500, [315, 'freezer'], { off: 'en:berries' }),
    item('frozen mango', 'g', 500, [315, 'freezer'], { off: 'en:mango' }),
    item('frozen king prawn', 'g', 300, [325, 'freezer'], { off: 'en:shrimp' }),
    item('fish fingers', 'unit', 10, [311, 'freezer'], {
      off: 'en:white-fish', add: ['gluten'],
      why: 'white fish coated in wheat breadcrumbs',
    }),
    item('oven chips', 'kg', 1, [313, 'freezer'], {
      off: 'en:potato', add: ['gluten'],
      why: 'coated oven chips contain wheat flour; assume coated as brands vary',
    }),
    item('puff pastry', 'g', 320, [551, 'freezer'], {
      off: 'en:pastry', vegan: true, vegetarian: true, add: ['gluten'],
      why: 'standard ready-rolled puff pastry is wheat flour and vegetable fat (all-butter is a different product)',
    }),
    item('shortcrust pastry', 'g', 320, [554, 'freezer'], {
      off: 'en:pastry', vegan: true, vegetarian: true, add: ['gluten'],
      why: 'standard ready-rolled shortcrust is wheat flour and vegetable fat',
    }),
    item('filo pastry', 'g', 270, [551, 'freezer'], { off: 'en:pastry', vegan: true, vegetarian: true, add: ['gluten'], why: 'wheat flour, water, oil and salt' }),
    item('vanilla ice cream', 'l', 1, [317, 'freezer'], {
      vegan: false, vegetarian: true, add: ['milk', 'eggs'], sugar: true,
      why: 'milk, cream and sugar; many vanilla ice creams add egg yolk',
    }),
    item('meat-free mince', 'g', 500, [327, 'freezer'], {
      off: 'en:mycoprotein', vegan: false, vegetarian: true, add: ['eggs', 'gluten'],
      why: 'the leading UK mycoprotein mince is bound with egg white and flavoured with barley malt',
    }),
    item('ice cube', 'unit', 20, 180, { off: 'en:ice', why: 'a bag of ice; FoodKeeper has no entry, it keeps for months frozen' }),
  ],
};
