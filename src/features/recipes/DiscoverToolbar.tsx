// The search icon (toggles the search box) and the filter icon (opens the filter dialog, shows the count
// of active filters). Hiding the search box clears the search.
import { useEffect, useId, useRef, useState } from 'react';
import type { FilterItem } from '../../../contract/entities';
import { FilterDialog } from '../../components/FilterDialog';
import { Icon } from '../../components/Icon';
import { activeFilterCount } from '../../lib/filters';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  fetchCategoryOptions, fetchIngredientOptions, selectCategoryOptions, selectFormOptionsStatus, selectIngredientOptions,
} from '../../store/formOptionsSlice';

interface ToolbarProps {
  text: string;
  onText: (text: string) => void;
  filters: FilterItem[];
  filtersSaved: boolean;
  onApplyFilters: (filters: FilterItem[], save: boolean) => void;
}

export function DiscoverToolbar({ text, onText, filters, filtersSaved, onApplyFilters }: ToolbarProps) {
  const dispatch = useAppDispatch();
  const [searchOpen, setSearchOpen] = useState(text !== '');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const ingredients = useAppSelector(selectIngredientOptions);
  const categories = useAppSelector(selectCategoryOptions);
  const optionStatus = useAppSelector(selectFormOptionsStatus);
  const count = activeFilterCount(filters);
  const toggled = useRef(false);

  useEffect(() => {
    if (searchOpen && toggled.current) input.current?.focus();
  }, [searchOpen]);

  const toggleSearch = () => {
    toggled.current = true;
    if (searchOpen) onText('');
    setSearchOpen(!searchOpen);
  };

  const openFilters = () => {
    void dispatch(fetchIngredientOptions());
    void dispatch(fetchCategoryOptions());
    setFiltersOpen(true);
  };

  return (
    <div className="discover-toolbar">
      <div className="discover-toolbar__buttons">
        <button type="button" className="tool-btn" onClick={toggleSearch} aria-expanded={searchOpen} aria-controls={inputId} aria-label="Search">
          <Icon name={searchOpen ? 'close' : 'search'} />
        </button>
        <button type="button" className="tool-btn" onClick={openFilters} data-row-fallback aria-label={count > 0 ? `Filters, ${count} active` : 'Filters'}>
          <Icon name="filter" />
          {count > 0 && <span className="tool-btn__count" aria-hidden="true">{count}</span>}
        </button>
      </div>
      <div className="discover-toolbar__search" id={inputId} hidden={!searchOpen}>
        <label htmlFor={`${inputId}-input`} className="visually-hidden">Search recipes</label>
        <input
          ref={input}
          id={`${inputId}-input`}
          type="search"
          className="field__input"
          placeholder="Search recipes"
          value={text}
          onChange={(e) => onText(e.target.value)}
          enterKeyHint="search"
          autoComplete="off"
        />
      </div>
      <FilterDialog
        open={filtersOpen}
        filters={filters}
        saved={filtersSaved}
        ingredients={ingredients}
        categories={categories}
        loading={optionStatus.ingredients === 'pending' || optionStatus.categories === 'pending'}
        onCancel={() => setFiltersOpen(false)}
        onApply={(next, save) => {
          setFiltersOpen(false);
          onApplyFilters(next, save);
        }}
      />
    </div>
  );
}
