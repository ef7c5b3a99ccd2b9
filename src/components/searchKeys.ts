// The keys and the status of a search that adds what it finds (docs/decisions.md, 'Keyboard: the ingredient search
// keeps its add buttons…'): Enter in the field adds the first match; the arrow keys walk the focus from the field
// through the add buttons under it (Home and End jump, Escape or Up from the first goes back to the field); and the
// status says, once typing pauses, how many match and what Enter adds. The ingredient search (ItemSearch: stores,
// lists, the recipe wizard) and a meal plan's recipe picker use them.
import { useEffect, type KeyboardEvent } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../contract/constants';
import { useLiveText } from './useLiveText';

/**
 * Moves the focus along `stops`, the field first and then the buttons under it in order, for the arrow keys (and
 * Home, End and Escape from a button); other keys, and keys from outside the stops (a tab list between them), are
 * left to whoever else hears them.
 */
export function walkStops(event: KeyboardEvent, stops: HTMLElement[]): void {
  const index = stops.indexOf(document.activeElement as HTMLElement);
  if (index < 0 || stops.length < 2) return;
  const moves: Record<string, number> = { ArrowDown: Math.min(index + 1, stops.length - 1), ArrowUp: Math.max(index - 1, 0) };
  if (index > 0) Object.assign(moves, { Home: 1, End: stops.length - 1, Escape: 0 });
  const next = moves[event.key];
  if (next === undefined) return;
  event.preventDefault();
  stops[next]?.focus();
}

/** What a search has found, as its status tells it. */
export interface Found {
  /** how many match */
  count: number;
  /** the search shows only `count` and there may be more ('8 or more matches') */
  more?: boolean;
  /** the name of what Enter adds: the first match */
  first?: string;
  /** said when nothing matches */
  nothing: string;
  /** the typed text Enter adds as a custom item when nothing matches; null when it cannot */
  custom: string | null;
}

/** ours: what the status says of the matches, with what Enter adds ('3 matches, Enter adds milk') */
export function matchesText({ count, more = false, first, nothing, custom }: Found): string {
  if (first !== undefined) return `${more ? `${count} or more matches` : `${count} ${count === 1 ? 'match' : 'matches'}`}, Enter adds ${first}`;
  return [nothing, custom !== null ? `Enter adds “${custom}” as a custom item` : ''].filter(Boolean).join(' ');
}

/**
 * A search's status: its text, and what says words in it. `results` (matchesText's words, '' for none) is said once
 * typing pauses, as a search waits to search (SPEC §9), not at every key; typing clears the status (the caller's
 * change says ''), so the same words for the text typed on are said again.
 */
export function useSearchStatus(text: string, results: string): [string, (words: string) => void] {
  // said again when the same as before ('milk added' twice, a second 'milk removed')
  const [said, setSaid] = useLiveText();
  useEffect(() => {
    if (!results) return undefined;
    const timer = setTimeout(() => setSaid(results), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, results, setSaid]);
  return [said, setSaid];
}
