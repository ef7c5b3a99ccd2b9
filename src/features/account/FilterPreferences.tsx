// SPEC §2 /user-preferences: a button opens the filter dialog in 'set preferences' mode. The choices are
// the same filters Discover uses; Save keeps them on this device, and starts ticked here: preferences are meant to last.
import { useState } from 'react';
import type { FilterItem } from '../../../contract/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FilterDialog } from '../../components/FilterDialog';
import { useToast } from '../../components/Toast';
import { activeFilterCount } from '../../lib/filters';
import {
  fetchCategoryOptions, fetchIngredientOptions, selectCategoryOptions, selectFormOptionsStatus, selectIngredientOptions,
} from '../../store/formOptionsSlice';
import { filtersApplied, selectActiveFilters } from '../../store/recipesSlice';

export function FilterPreferences() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const filters = useAppSelector(selectActiveFilters);
  const ingredients = useAppSelector(selectIngredientOptions);
  const categories = useAppSelector(selectCategoryOptions);
  const status = useAppSelector(selectFormOptionsStatus);
  const count = activeFilterCount(filters);

  const openDialog = () => {
    void dispatch(fetchIngredientOptions());
    void dispatch(fetchCategoryOptions());
    setOpen(true);
  };

  const apply = (next: FilterItem[], save: boolean) => {
    setOpen(false);
    dispatch(filtersApplied({ filters: next, save }));
    toast('Recipe preferences updated');
  };

  return (
    <section className="prefs__section" aria-labelledby="filter-prefs-heading">
      <h2 id="filter-prefs-heading">Recipe preferences</h2>
      <p className="muted">
        Choose the ingredients, categories and diets Discover should include or leave out.
        {count > 0 ? ` ${count} active.` : ' None set.'}
      </p>
      <button type="button" className="btn btn--secondary" onClick={openDialog}>Set recipe preferences</button>
      <FilterDialog
        open={open}
        mode="preferences"
        filters={filters}
        saved
        ingredients={ingredients}
        categories={categories}
        loading={status.ingredients === 'pending' || status.categories === 'pending'}
        onCancel={() => setOpen(false)}
        onApply={apply}
      />
    </section>
  );
}
