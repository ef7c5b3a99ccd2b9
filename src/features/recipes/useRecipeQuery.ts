// The Discover list's page and search live in the address (?page=2&search=pasta), so Back, reload and a
// shared link show the same list; the filters live in the store (and local storage when saved). A page the user
// turns to is a step in the history (Back from page 3 is page 2, not the screen before Discover); a search as it
// is typed, a filter's return to page 1 and a page past the end put right replace the address.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MAX_PAGE, SEARCH_DEBOUNCE_MS } from '../../../contract/constants';
import { isSearchable } from '../../../contract/rules';
import { recipeQueryFromAddress } from '../../../contract/recipeAddress';

export function useRecipeQuery() {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  }, [location]);

  const { page: asked, search } = recipeQueryFromAddress(location.search);
  // a page past every list (?page=999999) is asked as the last the API takes, which answers with the last there is, as
  // for ?page=50 of 35: refused, it said the page must be a whole number, and 'Try again' asked the same again
  const page = Math.min(asked, MAX_PAGE);

  const update = useCallback((changes: { page?: number; search?: string }, opts: { push?: boolean } = {}) => {
    const { pathname, search: current, hash } = latest.current;
    const next = new URLSearchParams(current);
    if (changes.search !== undefined) {
      if (changes.search) next.set('search', changes.search);
      else next.delete('search');
      next.delete('page');
    }
    if (changes.page !== undefined) {
      if (changes.page > 1) next.set('page', String(changes.page));
      else next.delete('page');
    }
    const qs = next.toString();
    if (`?${qs}` === current || (qs === '' && current === '')) return;
    void navigate({ pathname, search: qs ? `?${qs}` : '', hash }, { replace: !opts.push, preventScrollReset: true });
  }, [navigate]);

  return { page, search, update };
}

/**
 * SPEC §4, §5: the typed text becomes the search 800 ms after typing stops, and only with more than
 * 2 characters; clearing the box reloads the default list at once. 1 or 2 characters change nothing.
 */
export function useDebouncedSearch(text: string, applied: string, apply: (search: string) => void) {
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === '') {
      if (applied !== '') apply('');
      return undefined;
    }
    if (!isSearchable(trimmed) || trimmed === applied) return undefined;
    const timer = setTimeout(() => apply(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied, apply]);
}
