// SPEC §2 the Verified tab: the search box (behind the search icon), the filter dialog (behind the filter
// icon, which shows the count of active filters), the recipe cards, the pager and 'No Recipes Found'.
// A new search or filter says how many recipes it found once they are shown; a page turned with Prev or Next puts
// the focus on the new page's recipes (docs/decisions.md).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FilterItem } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { EmptyState } from '../../components/EmptyState';
import { FilterChips } from '../../components/FilterChips';
import { Pager } from '../../components/Pager';
import { RecipeGrid } from '../../components/RecipeCard';
import { Spinner } from '../../components/Spinner';
import { removeFilter } from '../../lib/filters';
import { scrollMotion } from '../../lib/motion';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  fetchRecipes, filtersApplied, queryKeyOf, selectActiveFilters, selectFiltersSaved, selectRecipePage, selectRecipesError,
  selectRecipesQueryKey, selectRecipesStatus,
} from '../../store/recipesSlice';
import { DiscoverToolbar } from './DiscoverToolbar';
import { useDebouncedSearch, useRecipeQuery } from './useRecipeQuery';

/** ours: what a search or filter found, said when its recipes are shown (SPEC §8's words for none) */
const foundText = (total: number) => (total === 0 ? MESSAGES.noRecipes : `${total} ${total === 1 ? 'recipe' : 'recipes'} found`);

export function VerifiedRecipes() {
  const dispatch = useAppDispatch();
  const { page, search, update } = useRecipeQuery();
  const filters = useAppSelector(selectActiveFilters);
  const filtersSaved = useAppSelector(selectFiltersSaved);
  const result = useAppSelector(selectRecipePage);
  const status = useAppSelector(selectRecipesStatus);
  const error = useAppSelector(selectRecipesError);
  // the list shown (or failed) is the one the address and filters ask for, not the one before it
  const current = useAppSelector(selectRecipesQueryKey) === queryKeyOf({ page, search, filters });
  const [text, setText] = useState(search);
  // the address changed the search (Back, a menu link): the box follows, so it does not search again
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search !== text.trim()) setText(search);
  }
  const top = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  const turned = useRef(false);
  // a search or filter other than the last one said (none on the first load) is said once its list is shown, and
  // nothing meanwhile, so the same words for the next one are said again
  const [said, setSaid] = useState({ search, filters, text: '' });
  const asked = said.search !== search || said.filters !== filters;
  if (asked && current && status === 'succeeded' && result) setSaid({ search, filters, text: foundText(result.total) });
  const found = asked ? '' : said.text;

  const applySearch = useCallback((value: string) => update({ search: value }), [update]);
  useDebouncedSearch(text, search, applySearch);

  useEffect(() => {
    void dispatch(fetchRecipes({ page, search, filters }));
  }, [dispatch, page, search, filters]);

  // a page past the end (an old link, a list that shrank) shows the last page instead of nothing
  const last = result?.current_page === page ? result.last_page : page;
  useEffect(() => {
    if (page > last) update({ page: last });
  }, [last, page, update]);

  // a page turned: the focus goes to its recipes once they are shown (the view scrolls there), or to 'Try again'
  useEffect(() => {
    if (!turned.current || !current || status === 'pending') return;
    turned.current = false;
    (status === 'failed' ? retry : list).current?.focus({ preventScroll: true });
  }, [current, status]);

  const goToPage = (next: number) => {
    turned.current = true;
    update({ page: next }, { push: true });
    top.current?.scrollIntoView?.({ block: 'start', behavior: scrollMotion() });
  };
  const applyFilters = (next: FilterItem[], save: boolean) => {
    dispatch(filtersApplied({ filters: next, save }));
    update({ page: 1 });
  };
  const loading = status === 'pending';

  return (
    // a chosen filter's chip removed last hands the focus to the toolbar's Filters button (focusAfterRemoval)
    <div className="verified" ref={top} data-row-group>
      <DiscoverToolbar
        text={text}
        onText={setText}
        filters={filters}
        filtersSaved={filtersSaved}
        onApplyFilters={applyFilters}
      />
      {filters.length > 0 && <FilterChips filters={filters} onRemove={(item) => applyFilters(removeFilter(filters, item), filtersSaved)} />}

      {status === 'failed' && (
        <div className="form-error" role="alert">
          <p>{error}</p>
          <button ref={retry} type="button" className="btn btn--secondary" onClick={() => void dispatch(fetchRecipes({ page, search, filters, force: true }))}>Try again</button>
        </div>
      )}
      {loading && !result && <Spinner label="Loading recipes" />}
      {result && status !== 'failed' && (
        <div className={`verified__results ${loading ? 'is-loading' : ''}`} aria-busy={loading}>
          {result.data.length === 0
            ? <EmptyState title={MESSAGES.noRecipes} quiet />
            : <RecipeGrid recipes={result.data} label="Verified recipes" focusRef={list} />}
          <Pager page={result} onPage={goToPage} busy={loading} />
        </div>
      )}
      <p className="visually-hidden" role="status">{found}</p>
    </div>
  );
}
