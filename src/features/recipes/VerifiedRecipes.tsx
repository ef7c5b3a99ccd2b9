// SPEC §2 the Verified tab: the search box (behind the search icon), the filter dialog (behind the filter
// icon, which shows the count of active filters), the recipe cards, the pager and 'No Recipes Found'.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FilterItem } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { EmptyState } from '../../components/EmptyState';
import { FilterChips } from '../../components/FilterChips';
import { Pager } from '../../components/Pager';
import { RecipeGrid } from '../../components/RecipeCard';
import { Spinner } from '../../components/Spinner';
import { removeFilter } from '../../lib/filters';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  fetchRecipes, filtersApplied, selectActiveFilters, selectFiltersSaved, selectRecipePage, selectRecipesError, selectRecipesStatus,
} from '../../store/recipesSlice';
import { DiscoverToolbar } from './DiscoverToolbar';
import { useDebouncedSearch, useRecipeQuery } from './useRecipeQuery';

export function VerifiedRecipes() {
  const dispatch = useAppDispatch();
  const { page, search, update } = useRecipeQuery();
  const filters = useAppSelector(selectActiveFilters);
  const filtersSaved = useAppSelector(selectFiltersSaved);
  const result = useAppSelector(selectRecipePage);
  const status = useAppSelector(selectRecipesStatus);
  const error = useAppSelector(selectRecipesError);
  const [text, setText] = useState(search);
  // the address changed the search (Back, a menu link): the box follows, so it does not search again
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search !== text.trim()) setText(search);
  }
  const top = useRef<HTMLDivElement>(null);

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

  const goToPage = (next: number) => {
    update({ page: next }, { push: true });
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const applyFilters = (next: FilterItem[], save: boolean) => {
    dispatch(filtersApplied({ filters: next, save }));
    update({ page: 1 });
  };
  const loading = status === 'pending';

  return (
    <div className="verified" ref={top}>
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
          <button type="button" className="btn btn--secondary" onClick={() => void dispatch(fetchRecipes({ page, search, filters, force: true }))}>Try again</button>
        </div>
      )}
      {loading && !result && <Spinner label="Loading recipes" />}
      {result && status !== 'failed' && (
        <div className={`verified__results ${loading ? 'is-loading' : ''}`} aria-busy={loading}>
          {result.data.length === 0
            ? <EmptyState title={MESSAGES.noRecipes} />
            : <RecipeGrid recipes={result.data} label="Verified recipes" />}
          <Pager page={result} onPage={goToPage} busy={loading} />
        </div>
      )}
    </div>
  );
}
