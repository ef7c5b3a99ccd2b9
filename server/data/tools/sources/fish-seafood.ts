import { type CategorySource, item } from './source';

// Fresh fish keeps a day or two in the fridge (FoodKeeper); cold-smoked fish in a sealed pack much longer.
export const FISH_SEAFOOD: CategorySource = {
  file: 'fish-seafood',
  exportName: 'FISH_SEAFOOD',
  category: 'Fish & Seafood',
  items: [
    item('salmon fillet', 'unit', 2, [146, 'fridge']),
    item('smoked salmon', 'g', 100, [167, 'fridge']),
    item('cod fillet', 'unit', 2, [144, 'fridge'], { off: 'en:cod' }),
    item('haddock fillet', 'unit', 2, [144, 'fridge'], { off: 'en:haddock' }),
    item('smoked haddock fillet', 'unit', 2, [144, 'fridge'], { off: 'en:haddock' }),
    item('sea bass fillet', 'unit', 2, [144, 'fridge'], { off: 'en:european-seabass' }),
    item('trout fillet', 'unit', 2, [146, 'fridge'], { off: 'en:trout' }),
    item('tuna steak', 'unit', 2, [146, 'fridge'], { off: 'en:tuna' }),
    item('mackerel fillet', 'unit', 2, [146, 'fridge'], { off: 'en:mackerel' }),
    item('smoked mackerel', 'g', 200, [164, 'fridge'], { off: 'en:mackerel' }),
    item('white fish fillet', 'unit', 2, [144, 'fridge'], { off: 'en:white-fish' }),
    item('raw king prawn', 'g', 200, [151, 'fridge'], { off: 'en:shrimp' }),
    item('cooked prawn', 'g', 200, [162, 'fridge'], { off: 'en:shrimp' }),
    item('mussel', 'kg', 1, [157, 'fridge']),
    item('clam', 'kg', 1, [157, 'fridge']),
    item('squid', 'g', 300, [152, 'fridge']),
    item('scallop', 'g', 200, [150, 'fridge']),
    item('crab meat', 'g', 100, [154, 'fridge'], { off: 'en:crab' }),
  ],
};
