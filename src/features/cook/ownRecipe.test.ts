import type { UserRecipe } from '../../../contract/entities';
import { cookableOwnRecipe } from './ownRecipe';

test('an own recipe\'s lines in cook mode: a countable catalogue ingredient in the plural, a mass or a custom one as written', () => {
  const ingredient = (value: number | string, name: string, quantity: number) => ({ value, name, quantity, measurement: 'unit' as const, treatment: null });
  const recipe = {
    name: 'Kassler', serves: 2, steps: [],
    ingredients: [ingredient(1, 'onion', 2), ingredient(2, 'salt', 1.5), ingredient('CUSTOM-k9x2qa', 'Rippchen geräuchert', 1500)],
  } as unknown as UserRecipe;
  expect(cookableOwnRecipe(recipe).linesFor(2).map((line) => line.text)).toEqual(['2 onions', '1½ salt', '1500 Rippchen geräuchert']);
});
