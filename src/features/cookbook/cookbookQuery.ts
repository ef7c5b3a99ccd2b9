// My cookbook's search (QA newcomer D2: an import or a recipe of one's own could only be found again by scrolling
// its tab): one text, kept in the address (?q=) so Back and a reload keep it, filters the tab shown as it is typed,
// over what the app holds already (no call to the server), as a meal plan's recipe picker filters the same recipes
// (lib/textMatch.ts: from 3 characters, word by word, case and accents folded).
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { isFiltering, matchesEveryWord } from '../../lib/textMatch';

/** the address's key for the search */
export const QUERY_KEY = 'q';

export interface CookbookSearch {
  /** the text typed, as typed */
  query: string;
  /** empties the search and hands the focus back to its field */
  clear: () => void;
}

export const CookbookSearchContext = createContext<CookbookSearch>({ query: '', clear: () => undefined });

/**
 * The search's text and what changes it: the field's own, at once, and written to the address (replacing the entry,
 * keeping the tab's hash). The address is read on the screen's first draw, and again when it is moved to by Back,
 * Forward or a link; not when it was replaced, as the field's writes are: a moment behind the typing, an older text
 * would take back the letters typed since.
 */
export function useAddressQuery(): [string, (text: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const inAddress = new URLSearchParams(location.search).get(QUERY_KEY) ?? '';
  const [text, setText] = useState(inAddress);
  // set while drawing, as React advises for state that follows a prop, rather than a draw later in an effect
  const [seen, setSeen] = useState(location.key);
  if (seen !== location.key) {
    setSeen(location.key);
    if (navigationType !== NavigationType.Replace) setText(inAddress);
  }

  const { pathname, search, hash } = location;
  const write = useCallback((next: string) => {
    setText(next);
    const params = new URLSearchParams(search);
    if (next === '') params.delete(QUERY_KEY);
    else params.set(QUERY_KEY, next);
    const written = params.toString();
    void navigate({ pathname, search: written ? `?${written}` : '', hash }, { replace: true, preventScrollReset: true });
  }, [navigate, pathname, search, hash]);
  return [text, write];
}

export interface Searched<T> {
  query: string;
  /** the text is long enough to filter by */
  filtering: boolean;
  /** the rows the search keeps, in the tab's order: all of them while it is not filtering */
  shown: readonly T[];
  /** whether the search keeps this row */
  matches: (item: T) => boolean;
}

/** A tab's rows as the search keeps them, each found by its text (`textOf`, a function that stays the same). */
export function useSearched<T>(items: readonly T[], textOf: (item: T) => string): Searched<T> {
  const { query } = useContext(CookbookSearchContext);
  const filtering = isFiltering(query);
  // each row's text once while searching, not at every key (an import's name is read from its whole recipe's JSON)
  const texts = useMemo(() => (filtering ? new Map(items.map((item) => [item, textOf(item)])) : null), [filtering, items, textOf]);
  const matches = useCallback(
    (item: T) => !filtering || matchesEveryWord(query, texts?.get(item) ?? textOf(item)),
    [filtering, query, texts, textOf],
  );
  const shown = useMemo(() => (filtering ? items.filter(matches) : items), [filtering, items, matches]);
  return { query, filtering, shown, matches };
}
