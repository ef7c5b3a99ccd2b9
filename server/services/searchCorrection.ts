// Typos in a recipe search (ours). Trigram similarity forgives a changed letter at a word's end ('lasagna') but
// not a dropped one inside a short word: 'chiken' is 0.5 from 'chicken', below 'chicken' and 'chickpea' (0.63).
// So a search that matches nothing is read once more with each word the catalogue does not know replaced by the
// catalogue's word a letter or two from it (an edit distance, which tells 'chiken' from 'chickpea'). A search
// that matches something is never changed.
import { sql } from 'drizzle-orm';
import type { Db } from '../db';

/** ours: edits a word of this many letters may be from a catalogue word to be read as it (short words: none) */
export function editsAllowed(letters: number): number {
  if (letters >= 8) return 2;
  return letters >= 4 ? 1 : 0;
}

/**
 * Edits (insert, delete, change a letter, swap two neighbours) from a to b, or max + 1 when it is more than max
 * (the optimal string alignment distance, computed row by row and given up once a whole row is over max).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** The catalogue's words (the lexemes of verified recipes' search documents) with how many recipes have each. */
type Vocabulary = Map<string, number>;

/** per database, for the catalogue version it was read at */
const vocabularies = new WeakMap<Db, { version: number; words: Promise<Vocabulary> }>();

function vocabularyAt(db: Db, version: number): Promise<Vocabulary> {
  const kept = vocabularies.get(db);
  if (kept?.version === version) return kept.words;
  const words = db.execute(sql`select word, ndoc from ts_stat('select search_vector from recipes where verified')`)
    .then((result) => new Map((result as unknown as { rows: { word: string; ndoc: number }[] }).rows.map((row) => [row.word, Number(row.ndoc)])));
  vocabularies.set(db, { version, words });
  words.catch(() => { if (vocabularies.get(db)?.words === words) vocabularies.delete(db); });
  return words;
}

/** The catalogue word closest to `lexeme` within the edits its length allows (ties: the commoner, then the first alphabetically). */
function closest(lexeme: string, vocabulary: Vocabulary): string | null {
  const max = editsAllowed(lexeme.length);
  let best: { word: string; edits: number; recipes: number } | null = null;
  for (const [word, recipes] of vocabulary) {
    const edits = editDistance(lexeme, word, best ? Math.min(best.edits, max) : max);
    if (edits > max) continue;
    if (!best || edits < best.edits || (edits === best.edits && (recipes > best.recipes || (recipes === best.recipes && word < best.word)))) {
      best = { word, edits, recipes };
    }
  }
  return best?.word ?? null;
}

/**
 * The search with each word the catalogue (at `version`) does not know replaced by its closest catalogue word,
 * or null when no word changes. Searches with the web search syntax's quotes or exclusions ('-curry') are left as
 * typed; a hyphen inside a word ('stir-fry') is not one.
 */
export async function correctedSearch(db: Db, search: string, version: number): Promise<string | null> {
  if (/"|(?:^|\s)-/u.test(search)) return null;
  const [vocabulary, parsed] = await Promise.all([
    vocabularyAt(db, version),
    // each word of the search and its lexeme as the documents were made (stop words have none)
    db.execute(sql`select token, lexemes from ts_debug('english', search_fold(${search}::text)) where alias <> 'blank'`),
  ]);
  const tokens = (parsed as unknown as { rows: { token: string; lexemes: string[] | null }[] }).rows;
  let changed = false;
  const words = tokens.map(({ token, lexemes }) => {
    const lexeme = lexemes?.length === 1 ? lexemes[0]! : null;
    if (!lexeme || vocabulary.has(lexeme)) return token;
    const replacement = closest(lexeme, vocabulary);
    if (!replacement) return token;
    changed = true;
    return replacement;
  });
  return changed ? words.join(' ') : null;
}
