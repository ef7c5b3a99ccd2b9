/**
 * Names in alphabetical order, as English collation puts them (`localeCompare(b, 'en')`), without building a
 * collator for names written in Latin-1 letters. The first localeCompare of a page builds ICU's collation
 * tables: ~85 ms of a slow phone's main thread, spent on shop mode and the store page as they sort their groups.
 * Names with any other character (ß, æ, ø, a combining accent, another script) are compared by the collator.
 *
 * For these characters English collation compares three levels in turn, each over the whole name: the letters
 * without accent or case (in ASCII_ORDER), then the accents (none first, then in ACCENT_RANKS' order), then the case
 * (lower before upper). Every character here is one unit at every level, so a level is read position by position.
 */
import { byCodeUnits } from './dates';

const ASCII_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStTuUvVwWxXyYzZ';
/** Latin-1's accented letters, each with its letter and its accent's rank (acute, grave, circumflex, ring,
 * diaeresis, tilde, cedilla: English collation's order of those accents) */
const ACCENTED = 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const LETTERS = 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyy';
const ACCENT_RANKS = '21365472135213562136521351213654721352135621365213515';

/** by character code: the letter's weight (0: left to the collator), the accent's rank, 1 for a capital */
const PRIMARY = new Uint8Array(256);
const ACCENT = new Uint8Array(256);
const UPPER = new Uint8Array(256);
let weight = 0;
for (const char of ASCII_ORDER) {
  const code = char.charCodeAt(0);
  const lower = char.toLowerCase().charCodeAt(0);
  // a capital shares its lowercase letter's weight (it follows it in the order above)
  if (lower !== code) {
    PRIMARY[code] = PRIMARY[lower]!;
    UPPER[code] = 1;
  } else {
    PRIMARY[code] = (weight += 1);
  }
}
for (let i = 0; i < ACCENTED.length; i += 1) {
  const code = ACCENTED.charCodeAt(i);
  const letter = LETTERS.charCodeAt(i);
  PRIMARY[code] = PRIMARY[letter]!;
  ACCENT[code] = Number(ACCENT_RANKS[i]);
  UPPER[code] = UPPER[letter]!;
}

/**
 * A name's sort key, when every character of it is covered here: its letters, then (unless `lettersOnly`) its
 * accents and its case, each level written as characters above the separator, so that comparing two keys as
 * strings compares the names level by level (a name whose letters begin another's comes first). Accents and case
 * are left out when the name has none (no accent, no capital): they would sort first anyway. Null otherwise.
 */
function sortKey(text: string, lettersOnly: boolean): string | null {
  const codes: number[] = [];
  let marked = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 256 || PRIMARY[code] === 0) return null;
    codes.push(PRIMARY[code]!);
    if (ACCENT[code] !== 0 || UPPER[code] !== 0) marked = true;
  }
  if (marked && !lettersOnly) {
    codes.push(0);
    for (let i = 0; i < text.length; i += 1) codes.push(ACCENT[text.charCodeAt(i)]! + 1);
    codes.push(0);
    for (let i = 0; i < text.length; i += 1) codes.push(UPPER[text.charCodeAt(i)]! + 1);
  }
  return String.fromCharCode(...codes);
}

let baseCollator: Intl.Collator | null = null;

/**
 * Negative when `a` comes first, positive when `b` does, 0 when they are equal (as localeCompare in 'en').
 * `ignoreCase`: case and accents are not told apart (sensitivity 'base').
 */
export function compareText(a: string, b: string, { ignoreCase = false } = {}): number {
  const x = sortKey(a, ignoreCase);
  const y = sortKey(b, ignoreCase);
  if (x !== null && y !== null) return byCodeUnits(x, y);
  if (!ignoreCase) return a.localeCompare(b, 'en');
  baseCollator ??= new Intl.Collator('en', { sensitivity: 'base' });
  return baseCollator.compare(a, b);
}

/** Sorts `items` in place by `textOf` as compareText orders them, working out each name's key once. */
export function sortByText<T>(items: T[], textOf: (item: T) => string): T[] {
  const keyed = items.map((item) => ({ item, key: sortKey(textOf(item), false) }));
  keyed.sort((a, b) => (a.key !== null && b.key !== null ? byCodeUnits(a.key, b.key) : compareText(textOf(a.item), textOf(b.item))));
  keyed.forEach(({ item }, i) => { items[i] = item; });
  return items;
}
