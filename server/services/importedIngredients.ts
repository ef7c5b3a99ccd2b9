// Best effort, and only that: an imported recipe's ingredients are free text ("2 cups plain flour, sifted"),
// not catalogue ids. Each line is matched to the catalogue ingredient whose name, or another name cooks give it
// (server/data/ingredientAliases.ts: 'all-purpose flour', 'ground beef', '1 rote Paprika'), it contains as whole
// words (the longest such name wins, so "unsalted butter" beats "butter"; a plural -s, -es or -ies also counts),
// and a leading amount and unit are read when present. A line naming no catalogue ingredient is left out, as is
// one that names it only as part of something else ('green chilli paste', 'ginger-garlic paste', 'garlic salt'
// are not chillies, ginger or garlic) and one with no amount to buy ('Salt to taste').
import { DEFAULT_QUANTITY, type Unit } from '../../contract/constants';
import { FRACTION_SIGN, VULGAR_FRACTIONS as VULGAR } from '../../contract/fractions';
import { pluralForms } from '../../contract/stepIngredients';
import { GENERIC_AFTER, GENERIC_ALIASES, GERMAN_PEPPERS, INGREDIENT_ALIASES, OTHER_THINGS } from '../data/ingredientAliases';

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

// "1 1/2", "1/2", "1.5" or "1,5", "1½" or "1 ½", "½"; then an optional range end ("2-3", "2 to 3"), ignored
const AMOUNT = new RegExp(`^(?:(\\d+)\\s+(\\d+)\\s*/\\s*(\\d+)|(\\d+)\\s*/\\s*(\\d+)|(\\d+(?:[.,]\\d+)?)?\\s*(${FRACTION_SIGN})?)(?:\\s*(?:-|–|to)\\s*(?:\\d|${FRACTION_SIGN})[\\d.,/]*)?`, 'u');

/** unit words as recipes write them → [our unit, factor to it] */
const UNIT_WORDS = new Map<string, [Unit, number]>();
const units: [Unit, number, string[]][] = [
  ['g', 1, ['g', 'gr', 'gram', 'grams', 'gramme', 'grammes']],
  ['kg', 1, ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms']],
  ['mg', 1, ['mg', 'milligram', 'milligrams']],
  ['l', 1, ['l', 'litre', 'litres', 'liter', 'liters', 'ltr']],
  ['ml', 1, ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters']],
  ['cup', 1, ['cup', 'cups']],
  ['tsp', 1, ['tsp', 'tsps', 'teaspoon', 'teaspoons']],
  ['tbsp', 1, ['tbsp', 'tbsps', 'tbs', 'tbl', 'tablespoon', 'tablespoons']],
  ['rasher', 1, ['rasher', 'rashers']],
  ['g', 28.35, ['oz', 'ounce', 'ounces']],
  ['g', 453.59, ['lb', 'lbs', 'pound', 'pounds']],
];
for (const [unit, factor, words] of units) for (const w of words) UNIT_WORDS.set(w, [unit, factor]);

/** Lower case, accents dropped, anything but letters and digits a single space. */
export function normaliseText(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{Nd}]+/gu, ' ').trim();
}

/** The leading amount of a line, in one of our units; 1 unit when the line starts with none. */
export function parseAmount(line: string): { quantity: number; measurement: Unit } {
  return readAmount(line) ?? { quantity: DEFAULT_QUANTITY, measurement: 'unit' };
}

/** The leading amount of a line, in one of our units, or null when it starts with none. */
function readAmount(line: string): { quantity: number; measurement: Unit } | null {
  const text = line.replace(/^[\s•*-]+/u, '');
  const m = AMOUNT.exec(text);
  let quantity = 0;
  if (m?.[1] && m[2] && m[3]) quantity = Number(m[1]) + Number(m[2]) / Number(m[3]);
  else if (m?.[4] && m[5]) quantity = Number(m[4]) / Number(m[5]);
  else if (m) quantity = Number((m[6] ?? '0').replace(',', '.')) + (m[7] ? VULGAR[m[7]] ?? 0 : 0);
  const rest = m ? text.slice(m[0].length) : text;
  const word = /^\s*([a-z]+)\.?(?![a-z])/iu.exec(rest)?.[1]?.toLowerCase();
  const unit = quantity > 0 && word ? UNIT_WORDS.get(word) : undefined;
  if (!Number.isFinite(quantity) || quantity <= 0) return null;
  const [measurement, factor] = unit ?? ['unit', 1];
  return { quantity: Math.round(quantity * factor * 100) / 100, measurement };
}

/** words after a food's name that make the line another thing made of it ('chilli paste', 'soy sauce', 'chicken
 *  stock', 'celery seed', 'coconut flour', 'cake mix') */
const MADE_OF = new Set([
  'paste', 'pastes', 'sauce', 'sauces', 'powder', 'powders', 'stock', 'stocks', 'broth', 'soup', 'soups', 'salt', 'seed',
  'seeds', 'flakes', 'flour', 'syrup', 'oil', 'oils', 'sugar', 'extract', 'juice', 'wine', 'seasoning', 'mix',
]);
/** a line seasoned as the cook likes, with no amount to buy ('Salt to taste', 'Salt and pepper, to taste') */
const TO_TASTE = /\bto taste\b/i;
/** a word before a generic name that leaves it the everyday product: an amount, a measure or GENERIC_AFTER */
const generic = new Set([...UNIT_WORDS.keys(), ...GENERIC_AFTER]);
const genericAfter = (word: string | undefined) => word === undefined || /^\d/.test(word) || generic.has(word);

/** A line's words (as normaliseText), and what is before each: a hyphen ('ginger-garlic') or a space ('chilli paste'). */
function wordsOf(line: string): { words: string[]; hyphened: boolean[]; spaced: boolean[] } {
  const words: string[] = [];
  const hyphened: boolean[] = [];
  const spaced: boolean[] = [];
  for (const m of line.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().matchAll(/([^\p{L}\p{Nd}]*)([\p{L}\p{Nd}]+)/gu)) {
    hyphened.push(words.length > 0 && /^[-\u2010\u2011]$/u.test(m[1]!));
    spaced.push(/^\s+$/u.test(m[1]!));
    words.push(m[2]!);
  }
  return { words, hyphened, spaced };
}

/**
 * A matcher over the catalogue: line → the ingredient it names with its amount, or null. A name counts where it
 * stands on its own: not followed by one of MADE_OF (the catalogue's own 'chilli sauce', a longer name, is found
 * first), nor joined by a hyphen to a word outside it; a generic alias ('flour') only after an amount or a measure;
 * and a longer name of another thing holding it ('garlic salt') leaves the line out.
 */
export function createLineMatcher(catalogue: CatalogueName[]): (line: string) => LineIngredient | null {
  const idOf = new Map(catalogue.map((c) => [normaliseText(c.name), c.id]));
  const named = (aliases: readonly (readonly [string, string])[], kind: 'alias' | 'generic') => aliases.flatMap(([alias, name]) => {
    const id = idOf.get(normaliseText(name));
    return id === undefined ? [] : [{ id, norm: normaliseText(alias), kind }];
  });
  const entries = [
    ...catalogue.map((c) => ({ id: c.id, norm: normaliseText(c.name), kind: 'name' as const })),
    ...named([...INGREDIENT_ALIASES, ...GERMAN_PEPPERS], 'alias'), ...named(GENERIC_ALIASES, 'generic'),
    ...OTHER_THINGS.map((other) => ({ id: 0, norm: normaliseText(other), kind: 'other' as const })),
  ]
    .filter((c) => c.norm !== '')
    .sort((a, b) => b.norm.length - a.norm.length || a.id - b.id)
    .map((c) => {
      const words = c.norm.split(' ');
      return { ...c, forms: pluralForms(c.norm).map((f) => ` ${f} `), head: words.slice(0, -1), last: new Set(pluralForms(words[words.length - 1]!)) };
    });
  type Entry = (typeof entries)[number];
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
    const text = line.slice(0, MAX_LINE_CHARS);
    const padded = ` ${normaliseText(text)} `;
    const amount = readAmount(text);
    if (!amount && TO_TASTE.test(text)) return null;
    const words = wordsOf(text);
    const hit = entries.find((e) => e.forms.some((f) => padded.includes(f)) && alone(e, words));
    return hit && hit.kind !== 'other' ? { ingredient_id: hit.id, ...(amount ?? { quantity: DEFAULT_QUANTITY, measurement: 'unit' }) } : null;
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
