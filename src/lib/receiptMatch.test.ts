import type { IngredientOption } from '../../contract/entities';
import { matchIngredient, matchWithMemory, normaliseName, rememberedMatches, rememberKey, rememberMatches } from './receiptMatch';

let nextId = 1;
const option = (name: string): IngredientOption => ({
  value: nextId++, name, category_id: 1, category_name: 'Misc', image: null, default_unit: 'unit', default_quantity: 1, estimated_expiry_days: 7,
});
const catalogue = [
  'milk', 'whole milk', 'orange', 'orange juice', 'apple', 'apple juice', 'natural yogurt', 'greek yogurt', 'honey', 'kiwi', 'carrot',
  'chicken breast', 'whole chicken', 'tea bag', 'granulated sugar', 'rum', 'tomato', 'chickpeas', 'cherry', 'vodka', 'milk chocolate',
  'banana', 'tomato purée',
].map(option);
const named = (name: string) => catalogue.find((o) => o.name === name);

test.each([
  ['BIO HONIG', 'honey'],
  ['GUT BIO JOGHURT PUR', 'natural yogurt'],
  ['Apfelsaft 1,51', 'apple juice'],
  ['rQ ORANGEN SAFT 1', 'orange juice'],
  ['Orangensaft mild', 'orange juice'],
  ['HAHNCHENBRUSTFILET -QS', 'chicken breast'],
  ['KAMILLENTEE', 'tea bag'],
  ['WURFELZUCKER', 'granulated sugar'],
  ['ECHTER ÜBERSEERUM 40%VOL', 'rum'],
  ['KIWI, VORGEREIFT', 'kiwi'],
  ['Premium Vodka', 'vodka'],
  ['Vollmilch 3,5%', 'whole milk'],
  ['MILCHSCHOKOLADE', 'milk chocolate'],
  ['FREE RANGE TOMATOES', 'tomato'],
  ['CHERRIES 500G', 'cherry'],
  ['Chickpeas tin', 'chickpeas'],
  ['Greek style yogurt', 'greek yogurt'],
  ['TOMATENMARK', 'tomato purée'],
])('%p is matched to %p', (line, expected) => {
  expect(matchIngredient(line, catalogue)?.name).toBe(expected);
});

test.each([
  ['Karottensalat'],
  ['KAROTTENBRÖTCHEN'],
  ['Bananenbrot'],
  ['Apfelmus'],
  ['INDISCHES CHICKEN'],
  ['Hähnchen süß-sauer'],
  ['Rumpsteak'],
  ['PFAND'],
  [''],
])('%p matches nothing rather than a wrong ingredient', (line) => {
  expect(matchIngredient(line, catalogue)).toBeNull();
});

test("a line that says an ingredient's German or French name is that ingredient, the longest name first", () => {
  const aliased = (name: string, aliases: string[]) => ({ ...option(name), aliases });
  const flours = [
    aliased('plain flour', ['Weizenmehl', 'Mehl Type 405', 'farine de blé', 'farine T45']),
    aliased('wholemeal flour', ['Vollkornmehl', 'Weizenvollkornmehl', 'farine complète']),
    aliased('spelt flour', ['Dinkelmehl', "farine d'épeautre"]),
  ];
  const withOrange = catalogue.map((o) => (o.name === 'orange' ? { ...o, aliases: ['Orangen'] } : o));
  const matched = (line: string) => matchIngredient(line, [...withOrange, ...flours])?.name;
  // the German words read any …mehl as plain flour: a spelt or wholemeal flour was plain flour on the review
  expect(matched('DINKELMEHL TYPE 630')).toBe('spelt flour');
  expect(matched('Bio-Dinkelmehl 1kg')).toBe('spelt flour');
  expect(matched('WEIZENVOLLKORNMEHL')).toBe('wholemeal flour');
  expect(matched('FARINE COMPLETE BIO')).toBe('wholemeal flour');
  expect(matched("Farine d'épeautre")).toBe('spelt flour');
  expect(matched('Weizenmehl 405')).toBe('plain flour');
  expect(matched('FARINE DE BLE T45')).toBe('plain flour');
  // a name says no more than the words do: orange juice by 'ORANGEN SAFT', not orange by 'Orangen'
  expect(matched('rQ ORANGEN SAFT 1')).toBe('orange juice');
  expect(matched('ORANGEN 1KG')).toBe('orange');
  // a line no name stands in is read as before
  expect(matched('MEHL')).toBe('plain flour');
  expect(matched('BIO HONIG')).toBe('honey');
  expect(matched('Dinkelbrot')).toBeUndefined();
});

test('names are folded: case, umlauts, ß and everything but letters', () => {
  expect(normaliseName('Hähnchen SÜß-sauer 1,99')).toBe('hahnchen suss sauer');
  expect(rememberKey('KIWI 4009')).toBe(rememberKey('Kiwi'));
});

test('a remembered choice wins over the catalogue match, per user, and survives only while the ingredient exists', () => {
  const honey = named('honey')!;
  const yogurt = named('greek yogurt')!;
  rememberMatches(7, [{ name: 'GUT BIO JOGHURT PUR', matchedItem: yogurt }, { name: 'Mystery', matchedItem: null }]);
  expect(rememberedMatches(7)).toEqual({ [rememberKey('GUT BIO JOGHURT PUR')]: yogurt.value });
  expect(rememberedMatches(8)).toEqual({});
  expect(matchWithMemory('Gut Bio Joghurt pur', catalogue, rememberedMatches(7))).toBe(yogurt);
  expect(matchWithMemory('GUT BIO JOGHURT PUR', catalogue, rememberedMatches(8))?.name).toBe('natural yogurt');
  expect(matchWithMemory('GUT BIO JOGHURT PUR', catalogue.filter((o) => o !== yogurt), rememberedMatches(7))?.name).toBe('natural yogurt');
  rememberMatches(7, [{ name: 'GUT BIO JOGHURT PUR', matchedItem: honey }]);
  expect(matchWithMemory('GUT BIO JOGHURT PUR', catalogue, rememberedMatches(7))).toBe(honey);
});

test('a corrupt memory reads as none', () => {
  window.localStorage.setItem('scan_matches', '{oops');
  expect(rememberedMatches(7)).toEqual({});
});
