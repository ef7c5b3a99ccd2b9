// How a typed text finds names the app already holds, filtered as the user types: a meal plan's recipe picker
// (lib/mealplanRecipes.ts) and My cookbook's search. SPEC §5: pickers filter locally from 3 characters, case
// folded; ours: accents folded too, and word by word.
import { PICKER_FILTER_MIN } from '../../contract/constants';
import { foldText } from '../../contract/coreRules';

/** the words of a text, folded */
const foldedWords = (text: string): string[] => foldText(text).split(/\s+/).filter((word) => word !== '');

/**
 * Whether every word of the query is in the name (at a word's start or within one), in any order: 'carrot cor' finds
 * 'Carrot And Coriander Soup' as Discover does (the text as one run found nothing, and offered it as a custom item).
 * Case and accents are folded as the app's other pickers fold them: 'puree' finds 'Purée'. No words match nothing.
 */
export function matchesEveryWord(query: string, name: string): boolean {
  const words = foldedWords(query);
  const folded = foldText(name);
  return words.length > 0 && words.every((word) => folded.includes(word));
}

/** SPEC §5: a local filter starts at 3 characters (surrounding spaces do not count); before that every row shows. */
export const isFiltering = (query: string) => Array.from(query.trim()).length >= PICKER_FILTER_MIN;

/** ours: said under a search field while the text is too short to filter by */
export const FILTER_HINT = 'Type 3 or more letters to search';
