// Best effort, and only that: an imported recipe's ingredients are free text ("2 cups plain flour, sifted"),
// not catalogue ids. Each line is matched to the catalogue ingredient whose name, or another name cooks give it
// (server/data/ingredientAliases.ts: 'all-purpose flour', 'ground beef', '1 rote Paprika'), it contains as whole
// words (the longest such name wins, so "unsalted butter" beats "butter"; a plural -s, -es or -ies also counts),
// and a leading amount and unit are read when present, in English or the short forms of other languages' pages
// ('2 EL', '1 dl', '1 tsk'). A line naming no catalogue ingredient is left out, as is one that names it only as
// part of something else ('green chilli paste', 'ginger-garlic paste', 'chicken stock' are not chillies, ginger
// or chicken), one with no amount to buy ('Salt to taste'), one measured in a way we cannot read ('1 bunch
// coriander', '2 slices bread') and a can of a food the catalogue has no tinned product of: a wrong amount or a
// fresh food for a tinned one on a shopping list is worse than a line the plan lists as not in the catalogue.
import { DEFAULT_QUANTITY, type Unit } from '../../contract/constants';
import { foldText } from '../../contract/coreRules';
import { FRACTION_SIGN, VULGAR_FRACTIONS as VULGAR } from '../../contract/fractions';
import { pluralForms } from '../../contract/stepIngredients';
import { FOREIGN_GENERIC, FOREIGN_GENERIC_AFTER, FOREIGN_NAMES, FOREIGN_OTHER_THINGS, FOREIGN_TINNED } from '../data/foreignNames';
import { GENERIC_AFTER, GENERIC_ALIASES, GERMAN_PEPPERS, INGREDIENT_ALIASES, OTHER_THINGS, TINNED, TINNED_ALIASES } from '../data/ingredientAliases';

export interface CatalogueName {
  id: number;
  name: string;
}

export interface LineIngredient {
  ingredient_id: number;
  quantity: number;
  measurement: Unit;
}

/** ours: lines past this many, or characters past this many on a line, are not read */
export const MAX_LINES = 100;
export const MAX_LINE_CHARS = 300;

// "1 1/2", "1 and 1/2", "1/2", "1.5" or "1,5", "1½", "1 ½" or "1 and ½", "½"; then an optional range end ("2-3",
// "2 to 3"), ignored
const AMOUNT = new RegExp(`^(?:(\\d+)\\s+(?:(?:and|&)\\s+)?(\\d+)\\s*/\\s*(\\d+)|(\\d+)\\s*/\\s*(\\d+)|(\\d+(?:[.,]\\d+)?)?(?:\\s+(?:and|&)\\s+(?=${FRACTION_SIGN}))?\\s*(${FRACTION_SIGN})?)(?:\\s*(?:-|–|to)\\s*(?:\\d|${FRACTION_SIGN})[\\d.,/]*)?`, 'u');

/** Lower case, accents dropped, ß as ss (contract foldText), œ and æ spelled out, as a line's words are read. */
const fold = (s: string) => foldText(s).replace(/\p{M}/gu, '').replace(/œ/g, 'oe').replace(/æ/g, 'ae');

/** Lower case, accents dropped, ß, œ, æ spelled out, anything but letters and digits a single space. */
export function normaliseText(s: string): string {
  return fold(s).replace(/[^\p{L}\p{Nd}]+/gu, ' ').trim();
}

const OUNCES = ['oz', 'ounce', 'ounces'];
/** measures as recipes write them (as normaliseText has them) → [our unit, factor to it] */
const UNIT_WORDS = new Map<string, [Unit, number]>();
const units: [Unit, number, string[]][] = [
  ['g', 1, ['g', 'gr', 'grs', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes', 'gramm', 'grammi', 'gramos']],
  // Hungarian dekagram
  ['g', 10, ['dkg']],
  ['kg', 1, ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramm']],
  ['mg', 1, ['mg', 'milligram', 'milligrams']],
  ['l', 1, ['l', 'litre', 'litres', 'liter', 'liters', 'ltr', 'litro', 'litri']],
  // krm: the Swedish spice measure
  ['ml', 1, ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'krm']],
  ['ml', 10, ['cl']],
  ['ml', 100, ['dl']],
  ['ml', 29.57, ['fl oz', 'fl ounce', 'fl ounces', 'fluid ounce', 'fluid ounces']],
  ['cup', 1, ['cup', 'cups', 'c', 'tasse', 'tassen', 'taza', 'tazas', 'tazza', 'tazze']],
  ['tsp', 1, [
    'tsp', 'tsps', 'teaspoon', 'teaspoons', 'tl', 'teel', 'teelöffel', 'theelepel', 'tsk', 'ts', 'tk', 'kk',
    'cucharadita', 'cucharaditas', 'cucchiaino', 'cucchiaini', 'c à c', 'c à café', 'cuillère à café', 'cuillères à café',
  ]],
  ['tbsp', 1, [
    'tbsp', 'tbsps', 'tbs', 'tbl', 'tblsp', 'tablespoon', 'tablespoons', 'el', 'essl', 'esslöffel', 'eetl', 'eetlepel',
    'msk', 'ss', 'spsk', 'ek', 'soup spoon', 'soupspoon', 'cucharada', 'cucharadas', 'cucchiaio', 'cucchiai', 'c à s', 'c à soupe', 'cs',
    'cuillère à soupe', 'cuillères à soupe',
  ]],
  // a pinch is a sixteenth of a teaspoon, a dash an eighth
  ['tsp', 1 / 16, ['pinch', 'pinches', 'prise', 'prisen', 'msp', 'nypa', 'knsp', 'knivspids', 'klype', 'snufje', 'pincée', 'pincées', 'pizca', 'pizzico', 'csipet']],
  ['tsp', 1 / 8, ['dash', 'dashes']],
  ['rasher', 1, ['rasher', 'rashers']],
  ['g', 28.35, OUNCES],
  ['g', 453.59, ['lb', 'lbs', 'pound', 'pounds']],
];
for (const [unit, factor, words] of units) for (const w of words) UNIT_WORDS.set(normaliseText(w), [unit, factor]);
/** American recipes' T (tablespoon) and t (teaspoon), told apart only by their case */
const SPOON_LETTERS = new Map<string, Unit>([['T', 'tbsp'], ['t', 'tsp']]);

/** a can or tin: what is in it is its tinned product ('2 cans tomatoes' are chopped tomatoes) */
const TINS = new Set(['can', 'cans', 'tin', 'tins', 'dose', 'dosen', 'burk', 'burkar', 'dase', 'boks', 'blik', 'blikken', 'boite', 'boites', 'lata', 'latas', 'barattolo']);
/** other packs: their size when the line gives it ('1 (8 oz) package cream cheese'), else a count of them */
const PACKS = new Set([
  'jar', 'jars', 'package', 'packages', 'packet', 'packets', 'pack', 'packs', 'pkg', 'pkgs', 'bag', 'bags', 'box', 'boxes',
  'bottle', 'bottles', 'carton', 'cartons', 'tub', 'tubs', 'pot', 'pots', 'block', 'blocks', 'bar', 'bars', 'sachet', 'sachets',
  'envelope', 'envelopes', 'container', 'containers', 'glas', 'packung', 'packungen', 'packchen', 'pck', 'pkt', 'becher',
  'paket', 'forp', 'pakke', 'zakje', 'pak', 'csomag',
]);
/**
 * Portions that count an ingredient whose catalogue name has the word (garlic clove, celery stick, bay leaf),
 * with what one is: a stick of butter is the American quarter pound, a slice of bacon a rasher.
 */
const PORTIONS = new Map<string, { named: string; quantity: number; measurement: Unit }[]>();
const portions: [string[], string, number, Unit][] = [
  [['clove', 'cloves', 'zehe', 'zehen', 'gousse', 'gousses', 'diente', 'dientes', 'spicchio', 'spicchi', 'fedd', 'fed', 'klyfta', 'klyftor', 'teen', 'teentjes', 'gerezd'], 'clove', 1, 'unit'],
  [['stick', 'sticks', 'stalk', 'stalks', 'rib', 'ribs', 'stange', 'stangen'], 'stick', 1, 'unit'],
  [['stick', 'sticks'], 'butter', 113, 'g'],
  [['leaf', 'leaves', 'blatt', 'blätter', 'feuille', 'feuilles'], 'leaf', 1, 'unit'],
  [['pod', 'pods', 'gousse', 'gousses'], 'pod', 1, 'unit'],
  // a Stange Lauch is one leek
  [['stange', 'stangen'], 'leek', 1, 'unit'],
  [['fillet', 'fillets', 'filet', 'filets'], 'fillet', 1, 'unit'],
  [['sheet', 'sheets'], 'sheet', 1, 'unit'],
  [['cube', 'cubes', 'würfel'], 'cube', 1, 'unit'],
  [['slice', 'slices', 'strip', 'strips'], 'bacon', 1, 'rasher'],
  ...['lettuce', 'broccoli', 'cauliflower', 'cabbage', 'radicchio'].map((named): [string[], string, number, Unit] => [['head', 'heads'], named, 1, 'unit']),
];
for (const [words, named, quantity, measurement] of portions) {
  for (const w of words) PORTIONS.set(normaliseText(w), [...PORTIONS.get(normaliseText(w)) ?? [], { named, quantity, measurement }]);
}
/** measures we cannot tell an amount from: a line measured in one is left out rather than counted */
const UNREAD = new Set([
  'bunch', 'bunches', 'sprig', 'sprigs', 'handful', 'handfuls', 'knob', 'knobs', 'splash', 'splashes',
  'drizzle', 'scoop', 'scoops', 'drop', 'drops', 'ear', 'ears', 'inch', 'inches', 'in', 'cm', 'mm', 'pint', 'pints', 'pt',
  'quart', 'quarts', 'qt', 'gallon', 'gallons', 'dollop', 'dollops', 'glug', 'glugs', 'bulb', 'bulbs', 'thumb', 'glass',
  'glasses', 'shot', 'shots', 'bund', 'bd', 'zweig', 'zweige', 'scheibe', 'scheiben', 'handvoll', 'knolle', 'kopf',
  'knippe', 'kvist', 'kvistar', 'skiva', 'skivor', 'skive', 'skiver', 'neve', 'bunt', 'bundt', 'takje', 'takjes', 'plak',
  'plakken', 'botte', 'brin', 'brins', 'tranche', 'tranches', 'manojo', 'ramita', 'rodaja', 'rodajas', 'mazzo', 'rametto',
  'fetta', 'fette', 'csokor', 'szelet', 'bicchiere', 'szklanka',
].map(normaliseText));
/** words of size or care between an amount and its measure ('1 heaped tbsp', '1 large can', '2 gestr. EL') */
const QUALIFIERS = new Set([
  'heaped', 'heaping', 'level', 'rounded', 'scant', 'generous', 'good', 'large', 'small', 'medium', 'big', 'extra', 'full',
  'gestr', 'gestrichener', 'gestrichene', 'gehäufter', 'gehäufte', 'knapp', 'kl', 'kleine', 'kleiner', 'große', 'großer', 'stor',
  'stora', 'liten', 'lille',
].map(normaliseText));

const SIZE_AT = String.raw`(\d+(?:[.,]\d+)?)\s*-?\s*(fl\.?\s*oz|fluid\s+ounces?|\p{L}+)\.?`;
/** a pack's size before its word: '14 oz', '14-ounce', '13oz.', '400g', '(15 oz)', '(14.5oz /411g)' */
const SIZE = new RegExp(String.raw`^\s*(?:\(\s*${SIZE_AT}[^)]*\)|${SIZE_AT})`, 'iu');
/** a size in brackets anywhere in a line ('1 can (15 oz) kidney beans', '1 can kidney beans (15 oz), drained') */
const SIZE_IN_BRACKETS = new RegExp(String.raw`\(\s*(?:about\s+)?${SIZE_AT}`, 'iu');

interface Size {
  value: number;
  /** its unit word, as normaliseText has it */
  word: string;
}

/** The weight or volume a SIZE or SIZE_IN_BRACKETS match gives, or null for another measure ('(8 inches)'). */
function sizeOf(match: RegExpExecArray | null): Size | null {
  const [number, word] = match?.[1] ? [match[1], match[2]!] : [match?.[3], match?.[4]];
  if (!number || !word) return null;
  const size = { value: Number(number.replace(',', '.')), word: normaliseText(word) };
  const unit = UNIT_WORDS.get(size.word)?.[0];
  return size.value > 0 && (unit === 'g' || unit === 'kg' || unit === 'mg' || unit === 'ml' || unit === 'l') ? size : null;
}

/** What a line's leading amount says, before its ingredient is known. */
export type Amount =
  /** in a unit we read */
  | { kind: 'measure'; quantity: number; measurement: Unit }
  /** a count of the ingredient, or of packs of it of a size ('2 (14 oz) cans'); tinned: a can or a tin */
  | { kind: 'count'; count: number; size: Size | null; tinned: boolean }
  /** a count of portions ('2 cloves', '1 stick') */
  | { kind: 'portion'; count: number; word: string }
  /** a measure we cannot read ('1 bunch') */
  | { kind: 'unread' };

/** The leading amount of a line, or null when it starts with none ('salt, to taste'). */
export function readAmount(line: string): Amount | null {
  const text = line.replace(/^[\s•*-]+/u, '');
  const m = AMOUNT.exec(text)!;
  let count = 0;
  if (m[1] && m[2] && m[3]) count = Number(m[1]) + Number(m[2]) / Number(m[3]);
  else if (m[4] && m[5]) count = Number(m[4]) / Number(m[5]);
  else count = Number((m[6] ?? '0').replace(',', '.')) + (m[7] ? VULGAR[m[7]] ?? 0 : 0);
  let rest = text.slice(m[0].length);
  // 'a pinch of salt', 'an 8 oz can': one, where a measure follows
  const article = count > 0 ? null : /^an?\s+/i.exec(text);
  if (article) [count, rest] = [1, text.slice(article[0].length)];
  if (!Number.isFinite(count) || count <= 0) return null;

  // '1 x 400g tin', '2 (14 oz) cans', '1 14-ounce can'
  const sized = rest.replace(/^\s*[x×]\s*(?=\d)/u, '');
  const before = sizeOf(SIZE.exec(sized));
  if (before) rest = sized.replace(SIZE, '');
  const raw = /^\s*(\p{L}+)(?![\p{L}-])/u.exec(rest)?.[1];
  const spoon = raw ? SPOON_LETTERS.get(raw) : undefined;
  if (spoon) return { kind: 'measure', quantity: round(count), measurement: spoon };
  const words = normaliseText(rest).split(' ');
  while (QUALIFIERS.has(words[0]!)) words.shift();
  // the longest measure its first words spell: 'fl oz', 'c à soupe', 'tbsp'; a size before it says the same
  // amount again ('1½ (5 g) teaspoons')
  for (let n = 3; n >= 1; n -= 1) {
    const unit = UNIT_WORDS.get(words.slice(0, n).join(' '));
    if (unit) return { kind: 'measure', quantity: round(count * unit[1]), measurement: unit[0] };
  }
  const word = words[0] ?? '';
  if (TINS.has(word) || PACKS.has(word)) {
    return { kind: 'count', count, size: before ?? sizeOf(SIZE_IN_BRACKETS.exec(rest)), tinned: TINS.has(word) };
  }
  if (PORTIONS.has(word) && !before) return { kind: 'portion', count, word };
  if (UNREAD.has(word)) return { kind: 'unread' };
  return article && !before ? null : { kind: 'count', count, size: before, tinned: false };
}

const round = (quantity: number) => Math.round(quantity * 100) / 100;

/** What an amount is of a named ingredient (its catalogue name as normaliseText has it), or null when it cannot
 *  be told ('2 cloves' of something that is not a clove, '1 bunch'). */
function amountOf(amount: Amount | null, name: string, tinned?: 'g' | 'ml'): { quantity: number; measurement: Unit } | null {
  if (!amount) return { quantity: DEFAULT_QUANTITY, measurement: 'unit' };
  switch (amount.kind) {
    case 'measure':
      return { quantity: amount.quantity, measurement: amount.measurement };
    case 'unread':
      return null;
    case 'portion': {
      const words = name.split(' ');
      const portion = PORTIONS.get(amount.word)!.find((p) => words.includes(p.named));
      return portion ? { quantity: round(amount.count * portion.quantity), measurement: portion.measurement } : null;
    }
    case 'count': {
      if (!amount.size) return { quantity: round(amount.count), measurement: 'unit' };
      // a can of a liquid gives its size in fluid ounces
      const [unit, factor] = tinned === 'ml' && OUNCES.includes(amount.size.word) ? UNIT_WORDS.get('fl oz')! : UNIT_WORDS.get(amount.size.word)!;
      return { quantity: round(amount.count * amount.size.value * factor), measurement: unit };
    }
  }
}

/** words after a food's name that make the line another thing made of it ('chilli paste', 'soy sauce', 'chicken
 *  stock', 'celery seed', 'coconut flour', 'cake mix') */
const MADE_OF = new Set([
  'paste', 'pastes', 'sauce', 'sauces', 'powder', 'powders', 'stock', 'stocks', 'broth', 'soup', 'soups', 'salt', 'seed',
  'seeds', 'flakes', 'flour', 'syrup', 'oil', 'oils', 'sugar', 'extract', 'juice', 'wine', 'seasoning', 'mix',
]);
/** a line seasoned as the cook likes, with no amount to buy ('Salt to taste', 'Salz nach Geschmack', 'sel au goût') */
const TO_TASTE = /\b(?:to taste|nach geschmack|(?:au|selon|selon le) go[uû]t)\b/i;
/** a German plural ending in brackets ('Zwiebel(n)', 'Ei(er)', 'Prise(n)'): the word is read without it */
const PLURAL_IN_BRACKETS = /(?<=\p{L})\((?:n|en|e|er|s|es)\)/gu;
/** a line of a tinned food, whatever its measure ('1 cup canned pumpkin') */
const TINNED_WORD = /\b(?:canned|tinned)\b/i;
/** a word before a generic name that leaves it the everyday product: an amount, a measure or GENERIC_AFTER */
const generic = new Set([...UNIT_WORDS.keys(), ...TINS, ...PACKS, ...QUALIFIERS, ...GENERIC_AFTER, ...FOREIGN_GENERIC_AFTER.map(normaliseText)]);
const genericAfter = (word: string | undefined) => word === undefined || /^\d/.test(word) || generic.has(word);

/** A line's words (as normaliseText), and what is before each: a hyphen ('ginger-garlic') or a space ('chilli paste'). */
function wordsOf(line: string): { words: string[]; hyphened: boolean[]; spaced: boolean[] } {
  const words: string[] = [];
  const hyphened: boolean[] = [];
  const spaced: boolean[] = [];
  for (const m of fold(line).matchAll(/([^\p{L}\p{Nd}]*)([\p{L}\p{Nd}]+)/gu)) {
    hyphened.push(words.length > 0 && /^[-\u2010\u2011]$/u.test(m[1]!));
    spaced.push(/^\s+$/u.test(m[1]!));
    words.push(m[2]!);
  }
  return { words, hyphened, spaced };
}

/** the German and French names (server/data/foreignNames.ts) as alias → catalogue name */
const FOREIGN_ALIASES = Object.entries(FOREIGN_NAMES).flatMap(([name, names]) => names.map((alias) => [alias, name] as const));

/**
 * A matcher over the catalogue: line → the ingredient it names with its amount, or null. A name counts where it
 * stands on its own: not followed by one of MADE_OF (the catalogue's own 'chilli sauce', a longer name, is found
 * first), nor joined by a hyphen to a word outside it; a generic alias ('flour') only after an amount or a measure;
 * and a longer name of another thing holding it ('garlic salt') leaves the line out. A line of a can or a tin, or
 * of a canned or tinned food, is matched to tinned products only.
 */
export function createLineMatcher(catalogue: CatalogueName[]): (line: string) => LineIngredient | null {
  const idOf = new Map(catalogue.map((c) => [normaliseText(c.name), c.id]));
  const named = (aliases: readonly (readonly [string, string])[], kind: 'alias' | 'generic' | 'tinned') => aliases.flatMap(([alias, name]) => {
    const id = idOf.get(normaliseText(name));
    return id === undefined ? [] : [{ id, norm: normaliseText(alias), target: normaliseText(name), kind }];
  });
  const tinnedUnit = new Map(TINNED.map(([name, unit]) => [normaliseText(name), unit]));
  const entries = [
    ...catalogue.map((c) => ({ id: c.id, norm: normaliseText(c.name), target: normaliseText(c.name), kind: 'name' as const })),
    ...named([...INGREDIENT_ALIASES, ...GERMAN_PEPPERS, ...FOREIGN_ALIASES], 'alias'), ...named([...GENERIC_ALIASES, ...FOREIGN_GENERIC], 'generic'),
    ...named([...TINNED_ALIASES, ...FOREIGN_TINNED], 'tinned'),
    ...[...OTHER_THINGS, ...FOREIGN_OTHER_THINGS].map((other) => ({ id: 0, norm: normaliseText(other), target: '', kind: 'other' as const })),
  ]
    .filter((c) => c.norm !== '')
    .sort((a, b) => b.norm.length - a.norm.length || a.id - b.id)
    .map((c) => {
      const words = c.norm.split(' ');
      return { ...c, forms: pluralForms(c.norm).map((f) => ` ${f} `), head: words.slice(0, -1), last: new Set(pluralForms(words[words.length - 1]!)) };
    });
  type Entry = (typeof entries)[number];
  const everyday = entries.filter((e) => e.kind !== 'tinned');
  const tins = entries.filter((e) => tinnedUnit.has(e.target));
  /** the name stands on its own somewhere in the line */
  const alone = (entry: Entry, { words, hyphened, spaced }: ReturnType<typeof wordsOf>) => {
    const n = entry.head.length + 1;
    for (let i = 0; i + n <= words.length; i += 1) {
      if (!entry.head.every((word, j) => words[i + j] === word) || !entry.last.has(words[i + n - 1]!)) continue;
      if (entry.kind === 'generic' && !genericAfter(words[i - 1])) continue;
      if (!hyphened[i] && !hyphened[i + n] && !(spaced[i + n] && MADE_OF.has(words[i + n]!))) return true;
    }
    return false;
  };
  return (line) => {
    const text = line.slice(0, MAX_LINE_CHARS).replace(PLURAL_IN_BRACKETS, '');
    const amount = readAmount(text);
    if (amount?.kind === 'unread' || (!amount && TO_TASTE.test(text))) return null;
    const padded = ` ${normaliseText(text)} `;
    const words = wordsOf(text);
    const tinned = (amount?.kind === 'count' && amount.tinned) || TINNED_WORD.test(text);
    const hit = (tinned ? tins : everyday).find((e) => e.forms.some((f) => padded.includes(f)) && alone(e, words));
    const read = hit && hit.kind !== 'other' && amountOf(amount, hit.target, tinnedUnit.get(hit.target));
    return hit && read ? { ingredient_id: hit.id, ...read } : null;
  };
}

/** The ingredient lines of an imported recipe's stored JSON text, or [] when it has none or is not JSON. */
export function importedLines(dataText: string): { name: string | null; lines: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(dataText);
  } catch {
    return { name: null, lines: [] };
  }
  if (typeof data !== 'object' || data === null) return { name: null, lines: [] };
  const { name, recipeIngredient } = data as { name?: unknown; recipeIngredient?: unknown };
  const lines = Array.isArray(recipeIngredient) ? recipeIngredient.filter((l): l is string => typeof l === 'string').slice(0, MAX_LINES) : [];
  return { name: typeof name === 'string' && name.trim() !== '' ? name.trim() : null, lines };
}
