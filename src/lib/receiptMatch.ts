// A receipt line's ingredient (SPEC §3 scan line matchedItem): the catalogue ingredient whose every word is in
// the line, preferring the most specific (orange juice over orange). Receipts are often German (the scan reads
// German and English), so common German grocery words are read as the catalogue's English words first. A line
// the user matched before is matched the same way again (remembered per user, src/lib/storage.ts).
import type { Id, IngredientOption } from '../../contract/entities';
import { storage } from './storage';

/**
 * German grocery words and the catalogue words they stand for. A word matches on its own or as the end of a
 * compound (Kamillen|tee, Würfel|zucker); words of 5 letters or more also as its start or inside it
 * (Apfel|saft, Hähnchen|brust|filet), so a short word does not hide in a longer one (Rum in Rumpsteak).
 * Only confident readings: a word that could be several ingredients (Käse, Brötchen, Paprika) is left out,
 * so the user picks rather than finds a wrong ingredient ticked.
 */
const GERMAN: Readonly<Record<string, string>> = {
  apfel: 'apple', apfelsaft: 'apple juice', orangen: 'orange', orangensaft: 'orange juice', saft: 'juice',
  banane: 'banana', bananen: 'banana', birne: 'pear', birnen: 'pear', zitrone: 'lemon', zitronen: 'lemon',
  limette: 'lime', limetten: 'lime', clementine: 'clementine', clementinen: 'clementine', mandarine: 'clementine',
  mandarinen: 'clementine', erdbeeren: 'strawberry', himbeeren: 'raspberry', heidelbeeren: 'blueberry',
  blaubeeren: 'blueberry', trauben: 'grape', weintrauben: 'grape', ananas: 'pineapple', pfirsich: 'peach',
  pflaumen: 'plum', kirschen: 'cherry', aprikosen: 'apricot',
  karotte: 'carrot', karotten: 'carrot', mohren: 'carrot', kartoffel: 'potato', kartoffeln: 'potato',
  zwiebel: 'onion', zwiebeln: 'onion', knoblauch: 'garlic clove', tomate: 'tomato', tomaten: 'tomato',
  gurke: 'cucumber', salatgurke: 'cucumber', spinat: 'spinach', champignons: 'mushroom', pilze: 'mushroom',
  brokkoli: 'broccoli', blumenkohl: 'cauliflower', zucchini: 'courgette', lauch: 'leek', porree: 'leek',
  ingwer: 'ginger', kurbis: 'pumpkin', rucola: 'rocket', radieschen: 'radish', sellerie: 'celeriac',
  honig: 'honey', zucker: 'granulated sugar', puderzucker: 'icing sugar', mehl: 'plain flour',
  haferflocken: 'porridge oats', bulgur: 'bulgur wheat', linsen: 'red lentils', kichererbsen: 'chickpeas',
  joghurt: 'natural yogurt', jogurt: 'natural yogurt', milch: 'milk', vollmilch: 'whole milk', butter: 'butter',
  eier: 'egg', schlagsahne: 'whipping cream', frischkase: 'cream cheese', schmand: 'soured cream',
  hafermilch: 'oat milk', sojamilch: 'soya milk', mandelmilch: 'almond milk',
  hahnchen: 'chicken', huhn: 'chicken', brust: 'breast', hahnchenbrust: 'chicken breast', hackfleisch: 'beef mince',
  rinderhack: 'beef mince', schinken: 'cooked ham', lachs: 'salmon fillet', thunfisch: 'tinned tuna',
  garnelen: 'cooked prawn',
  tee: 'tea bag', kaffee: 'ground coffee', wodka: 'vodka', rum: 'rum', sekt: 'prosecco', bier: 'beer',
  rotwein: 'red wine', weisswein: 'white wine', mineralwasser: 'sparkling water', limonade: 'lemonade',
  tonic: 'tonic water',
  ketchup: 'tomato ketchup', olivenol: 'olive oil', schokolade: 'milk chocolate', erdnussbutter: 'peanut butter',
  nutella: 'chocolate hazelnut spread', brioche: 'brioche bun', vollkornbrot: 'wholemeal bread',
  roggenbrot: 'rye bread', kokosmilch: 'coconut milk', mais: 'sweetcorn', tomatenmark: 'tomato puree',
};
const GERMAN_KEYS = Object.keys(GERMAN).sort((a, b) => b.length - a.length);
/** compounds that end in one of these are a dish or a product made from the ingredient, not the ingredient
 *  (Karotten|salat, Karotten|brötchen, Apfel|mus, Bananen|brot) */
const PRODUCT_HEADS = ['salat', 'riegel', 'gericht', 'gerichte', 'creme', 'kuchen', 'torte', 'lotion', 'sauce', 'sosse', 'chips', 'brot',
  'brotchen', 'mus', 'mark', 'suppe', 'pudding'];

/** Lower case, accents and umlauts folded (the receipts print them either way), ß as ss, only letters. */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ß/gu, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]+/gu, ' ')
    .trim();
}

/** A crude English singular, the same on both sides: tomatoes → tomato, chickpeas → chickpea, cherries → cherry. */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('oes')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function words(name: string): string[] {
  return normaliseName(name).split(' ').filter((w) => w.length >= 2);
}

/** The line's words and the English words its German words stand for. */
function lineWords(name: string): Set<string> {
  const found = new Set<string>();
  for (const word of words(name)) {
    found.add(stem(word));
    const exact = GERMAN[word];
    const product = PRODUCT_HEADS.some((head) => word.endsWith(head));
    const parts = exact !== undefined ? [exact] : product ? [] : GERMAN_KEYS
      .filter((key) => word.endsWith(key) || (key.length >= 5 && word.includes(key)))
      .map((key) => GERMAN[key] ?? '');
    for (const part of parts) for (const english of part.split(' ')) found.add(stem(english));
  }
  return found;
}

/** whether `alias` (its words) stands in `line` (its words): as a run of its words, or a one-word alias of 5 letters or
 *  more as the end of a compound (Bio|dinkelmehl), as the German words above do */
function namesIn(line: readonly string[], alias: readonly string[]): boolean {
  if (alias.length === 1 && alias[0]!.length >= 5) return line.some((word) => word.endsWith(alias[0]!));
  return line.some((_, at) => alias.every((word, i) => line[at + i] === word));
}

/**
 * The ingredient one of whose German or French names (IngredientOption.aliases) the line says, the longest such name
 * first: 'DINKELMEHL' is spelt flour by its own name, where the German words above read any …mehl as plain flour.
 */
function aliasMatch(name: string, options: readonly IngredientOption[]): IngredientOption | null {
  const line = words(name);
  let best: { option: IngredientOption; length: number } | null = null;
  for (const option of options) {
    for (const alias of option.aliases ?? []) {
      const said = words(alias);
      const length = said.join(' ').length;
      if (said.length > 0 && (!best || length > best.length) && namesIn(line, said)) best = { option, length };
    }
  }
  return best?.option ?? null;
}

/**
 * The catalogue ingredient for a receipt line: one every word of whose name is in the line (after the German reading),
 * or one whose German or French name the line says (aliasMatch); of several, the one with the most words in its name,
 * the one named first of two alike ('DINKELMEHL': spelt flour by its name over plain flour by …mehl; 'ORANGEN SAFT':
 * orange juice by its words over orange by 'Orangen'), then the first in the catalogue. Null when none fits.
 */
export function matchIngredient(name: string, options: readonly IngredientOption[]): IngredientOption | null {
  const named = aliasMatch(name, options);
  const have = lineWords(name);
  let best: { option: IngredientOption; size: number } | null = named ? { option: named, size: words(named.name).length } : null;
  for (const option of options) {
    const want = words(option.name).map(stem);
    if (want.length === 0 || !want.every((w) => have.has(w))) continue;
    if (!best || want.length > best.size) best = { option, size: want.length };
  }
  return best?.option ?? null;
}

/** What a remembered choice is filed under: the line's letters only, so 'KIWI 4009' and 'Kiwi' are one. */
export function rememberKey(name: string): string {
  return normaliseName(name);
}

/** The remembered ingredient when it is still in the catalogue, else the catalogue match. */
export function matchWithMemory(
  name: string,
  options: readonly IngredientOption[],
  remembered: Readonly<Record<string, Id>>,
): IngredientOption | null {
  const id = remembered[rememberKey(name)];
  const known = id === undefined ? undefined : options.find((o) => o.value === id);
  return known ?? matchIngredient(name, options);
}

/** ours: how many line names are remembered per user; the oldest go first */
const MEMORY_LIMIT = 500;

/** The user's remembered choices, line key → ingredient id. */
export function rememberedMatches(userId: Id): Record<string, Id> {
  return storage.get('scan_matches')?.[String(userId)] ?? {};
}

/** Remembers the ingredient each line was stored as, for this user's next scan. */
export function rememberMatches(userId: Id, lines: readonly { name: string; matchedItem: IngredientOption | null }[]): void {
  const all = storage.get('scan_matches') ?? {};
  const mine = { ...(all[String(userId)] ?? {}) };
  for (const line of lines) {
    const key = rememberKey(line.name);
    if (!line.matchedItem || key === '') continue;
    delete mine[key];
    mine[key] = line.matchedItem.value;
  }
  const keys = Object.keys(mine);
  for (const key of keys.slice(0, Math.max(0, keys.length - MEMORY_LIMIT))) delete mine[key];
  storage.set('scan_matches', { ...all, [String(userId)]: mine });
}
