import type { IngredientOption } from '../../contract/entities';
import { anyNameContains, matchedAlias, matchIngredients, namedIngredient } from './ingredientSearch';

const option = (value: number, name: string): IngredientOption => ({
  value, name, category_id: 1, category_name: 'Pantry staples', image: null, default_unit: 'unit', default_quantity: 1, estimated_expiry_days: 7,
});

describe('matchIngredients (SPEC §5: from 3 characters, case-insensitive contains)', () => {
  const options = [option(1, 'Garlic'), option(2, 'wild garlic'), option(3, 'garam masala'), option(4, 'black garlic'), option(5, 'onion')];

  test('under 3 characters nothing matches', () => {
    expect(matchIngredients(options, 'ga')).toEqual([]);
    expect(matchIngredients(options, '  ga ')).toEqual([]);
  });

  test('contains, any case; names starting with the text first, then a word starting with it; the fewest words, then alphabetical', () => {
    expect(matchIngredients(options, 'GAR').map((o) => o.name)).toEqual(['Garlic', 'garam masala', 'black garlic', 'wild garlic']);
    expect(matchIngredients(options, 'arli').map((o) => o.name)).toEqual(['Garlic', 'black garlic', 'wild garlic']);
  });

  test('the name itself first, then names starting with the text, then a word starting with it', () => {
    const milks = [option(1, 'almond milk'), option(2, 'buttermilk'), option(3, 'milk chocolate'), option(4, 'Milk')];
    expect(matchIngredients(milks, 'milk').map((o) => o.name)).toEqual(['Milk', 'milk chocolate', 'almond milk', 'buttermilk']);
  });

  test('among names as close, the plainest first: a qualifier does not put a name ahead', () => {
    const lentils = [option(1, 'fresh red lentils'), option(2, 'frozen green lentils'), option(3, 'red lentils'), option(4, 'green lentils'), option(5, 'lentil soup mix')];
    expect(matchIngredients(lentils, 'lentil').map((o) => o.name)).toEqual(['lentil soup mix', 'green lentils', 'red lentils', 'fresh red lentils', 'frozen green lentils']);
  });

  test('accents count for nothing either way, in matching and in closeness', () => {
    const creams = [option(1, 'sour cream'), option(2, 'crème fraîche'), option(3, 'Creme Fraiche light')];
    expect(matchIngredients(creams, 'creme fraiche').map((o) => o.name)).toEqual(['crème fraîche', 'Creme Fraiche light']);
    expect(matchIngredients(creams, 'CRÈME').map((o) => o.name)).toEqual(['crème fraîche', 'Creme Fraiche light']);
  });

  test('a plural finds the singular, first: eggs, tomatoes, berries', () => {
    const produce = [option(1, 'egg'), option(2, 'egg noodles'), option(3, 'chopped tomatoes'), option(4, 'tomato'), option(5, 'plum tomatoes'), option(6, 'blueberry')];
    expect(matchIngredients(produce, 'Eggs').map((o) => o.name)).toEqual(['egg', 'egg noodles']);
    expect(matchIngredients(produce, 'tomatoes').map((o) => o.name)).toEqual(['tomato', 'chopped tomatoes', 'plum tomatoes']);
    expect(matchIngredients(produce, 'blueberries').map((o) => o.name)).toEqual(['blueberry']);
  });

  test('at most the limit', () => {
    expect(matchIngredients(options, 'gar', 2)).toHaveLength(2);
  });
});

describe('other names: an ingredient found by its German or French name (QA european D2)', () => {
  const named = (value: number, name: string, aliases: string[]): IngredientOption => ({ ...option(value, name), aliases });
  const options = [
    named(1, 'plain flour', ['Mehl', 'Weizenmehl', 'farine']), named(2, 'spelt flour', ['Dinkelmehl']), named(3, 'milk', ['Milch', 'lait']),
    named(4, 'whole milk', ['Vollmilch']), named(5, 'lemon', ['Zitrone', 'Zitronen', 'citron']), named(6, 'lemon juice', ['Zitronensaft']),
    named(7, 'salt', ['Salz', 'sel']), named(8, 'onion', ['Zwiebel', 'Zwiebeln', 'oignon']), named(9, 'egg', ['Ei', 'Eier', 'œuf', 'œufs', 'oeuf', 'oeufs']),
    named(10, 'white wine', ['Weißwein']), option(11, 'milk chocolate'),
  ];
  const names = (query: string) => matchIngredients(options, query).map((o) => o.name);

  test('the name typed finds the ingredient, the closest first', () => {
    expect(names('Mehl')).toEqual(['plain flour', 'spelt flour']);
    expect(names('milch')).toEqual(['milk', 'whole milk']);
    expect(names('Zitrone')).toEqual(['lemon', 'lemon juice']);
    expect(names('Salz')).toEqual(['salt']);
    expect(names('Zwiebeln')).toEqual(['onion']);
    expect(names('Eier')).toEqual(['egg']);
    expect(names('oeufs')).toEqual(['egg']);
    expect(names('weisswein')).toEqual(['white wine']);
    // the English name still comes before another name it is in
    expect(names('milk')).toEqual(['milk', 'milk chocolate', 'whole milk']);
  });

  test('the name it was found by is shown beside its own, not when its own has the text', () => {
    expect(matchedAlias(options[0]!, 'Mehl')).toBe('Mehl');
    expect(matchedAlias(options[1]!, 'mehl')).toBe('Dinkelmehl');
    expect(matchedAlias(options[7]!, 'oignons')).toBe('oignon');
    expect(matchedAlias(options[2]!, 'milk')).toBeUndefined();
  });

  test('the ingredient a whole name names: its own or another, folded, a plural its singular (the receipt review)', () => {
    const naming = (query: string) => namedIngredient(options, query)?.name;
    expect(naming('Mehl')).toBe('plain flour');
    expect(naming(' EIER ')).toBe('egg');
    expect(naming('Œufs')).toBe('egg');
    expect(naming('WEISSWEIN')).toBe('white wine');
    expect(naming('eggs')).toBe('egg');
    expect(naming('Milk')).toBe('milk');
    // a part of a name names nothing
    expect(naming('Meh')).toBeUndefined();
    expect(naming('flour')).toBeUndefined();
    expect(naming('')).toBeUndefined();
    // a name is another option's other name: the option so named
    expect(namedIngredient([named(12, 'sel', ['salt']), ...options], 'salt')?.value).toBe(7);
  });

  test('a short text another name holds offers no custom item', () => {
    expect(anyNameContains(options, 'Ei')).toBe(true);
    expect(anyNameContains(options, 'xq')).toBe(false);
  });
});
