// SPEC §2 recipe picker, for a day of a plan: 'My Recipes' (saved, imported and own recipes merged, sorted by
// name and labelled) and 'All Recipes' (the verified catalogue), one search box for both (SPEC §5: filtering from
// 3 characters, case-insensitive; ours: word by word, lib/mealplanRecipes.ts), an add button per row, and a custom item
// from the typed text when nothing matches. Empty states 'ziltch.' (nothing to pick) and 'No Options Found ...'
// (nothing matches). Every row can be reached: only those near the viewport are rendered (WindowedList), where
// the first 60 were once shown and the rest silently left out.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MealplanDayRecipe } from '../../../contract/entities';
import { MESSAGES, NAME_MAX } from '../../../contract/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Dialog } from '../../components/Dialog';
import { LOAD_FAILED, LoadFailed } from '../../components/LoadFailed';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { TextField } from '../../components/TextField';
import { WindowedList } from '../../components/WindowedList';
import { catalogueRecipe, customEntry, filterRecipes, isFiltering, myRecipes, type PickerRecipe } from '../../lib/mealplanRecipes';
import { fetchRecipeOptions, selectFormOptionsStatus, selectRecipeOptions } from '../../store/formOptionsSlice';
import { isSettled } from '../../store/loadStatus';
import { fetchSavedRecipes, selectSavedRecipes } from '../../store/userDataSlice';
import { fetchImportedRecipes, selectImportedRecipes, selectImportedStatus } from '../../store/userImportedRecipes';
import { fetchUserRecipes, selectUserRecipes, selectUserRecipesStatus } from '../../store/userRecipes';

/** a row's height in px before it is measured: a name on one line beside its add button */
const ROW_ESTIMATE = 49;
const rowKey = (row: PickerRecipe) => row.key;

function PickerRows({ rows, ready, empty, failed, filtering, onAdd, onRetry }: {
  rows: PickerRecipe[]; ready: boolean; empty: boolean; failed: boolean; filtering: boolean; onAdd: (entry: MealplanDayRecipe) => void; onRetry: () => void;
}) {
  if (!ready) return <Spinner label="Loading recipes" />;
  // nothing loaded is not nothing to pick ('ziltch.', with the typed text offered as a custom item)
  if (empty && failed) return <LoadFailed message={LOAD_FAILED.recipes} onRetry={onRetry} />;
  if (empty) return <p className="muted picker__empty" role="status">{MESSAGES.pickerEmpty}</p>;
  if (rows.length === 0) return <p className="muted picker__empty" role="status">{MESSAGES.noOptions}</p>;
  return (
    // the box scrolls, not the list: the list finds its rows by where it stands in the viewport
    <div className="picker__scroll">
      <WindowedList
        className="picker__rows"
        label={filtering ? 'Matching recipes' : 'Recipes'}
        items={rows}
        keyOf={rowKey}
        estimate={ROW_ESTIMATE}
        renderRow={(row, key, position) => (
          <li key={key} className="picker__row" {...position}>
            <span className="picker__name">{row.entry.name}</span>
            {row.label && <span className="picker__label">{row.label}</span>}
            <button type="button" className="btn btn--secondary picker__add" aria-label={`Add ${row.entry.name}`} onClick={() => onAdd(row.entry)}>add</button>
          </li>
        )}
      />
    </div>
  );
}

function Picker({ onAdd }: { onAdd: (entry: MealplanDayRecipe) => void }) {
  const dispatch = useAppDispatch();
  const [query, setQuery] = useState('');
  const saved = useAppSelector(selectSavedRecipes);
  const savedStatus = useAppSelector((s) => s.user_data.savedStatus);
  const imported = useAppSelector(selectImportedRecipes);
  const importedStatus = useAppSelector(selectImportedStatus);
  const own = useAppSelector(selectUserRecipes);
  const ownStatus = useAppSelector(selectUserRecipesStatus);
  const options = useAppSelector(selectRecipeOptions);
  const optionsStatus = useAppSelector(selectFormOptionsStatus).recipes;

  const load = useCallback(() => {
    void dispatch(fetchSavedRecipes());
    void dispatch(fetchImportedRecipes());
    void dispatch(fetchUserRecipes());
    void dispatch(fetchRecipeOptions());
  }, [dispatch]);
  useEffect(load, [load]);

  const mine = useMemo(() => myRecipes(saved, imported, own), [saved, imported, own]);
  const all = useMemo(() => options.map(catalogueRecipe), [options]);
  const mineShown = useMemo(() => filterRecipes(mine, query), [mine, query]);
  const allShown = useMemo(() => filterRecipes(all, query), [all, query]);
  const filtering = isFiltering(query);
  const mineReady = [savedStatus, importedStatus, ownStatus].every(isSettled);
  const allReady = isSettled(optionsStatus);
  const mineFailed = [savedStatus, importedStatus, ownStatus].includes('failed');
  const allFailed = optionsStatus === 'failed';
  // a custom item only where the recipes were all there to match the text
  const canCreate = filtering && mineReady && allReady && !mineFailed && !allFailed && mineShown.length === 0 && allShown.length === 0;

  return (
    <div className="picker">
      <TextField
        label="Search recipes"
        type="search"
        autoComplete="off"
        // a custom item is named by this text, and a plan's entries take names of up to NAME_MAX
        maxLength={NAME_MAX}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        // Enter adds what the text names when nothing matches it, as the button below the field does
        onKeyDown={(e) => { if (e.key === 'Enter' && canCreate) onAdd(customEntry(query)); }}
        hint={filtering ? undefined : 'Type 3 or more letters to search'}
      />
      {filtering && (
        <button type="button" className="btn btn--secondary picker__custom" disabled={!canCreate} onClick={() => onAdd(customEntry(query))}>
          Add “{query.trim()}” as a custom item
        </button>
      )}
      <Tabs
        label="Recipes to add"
        tabs={[
          { id: 'mine', label: 'My Recipes', content: <PickerRows rows={mineShown} ready={mineReady} empty={mine.length === 0} failed={mineFailed} filtering={filtering} onAdd={onAdd} onRetry={load} /> },
          { id: 'all', label: 'All Recipes', content: <PickerRows rows={allShown} ready={allReady} empty={all.length === 0} failed={allFailed} filtering={filtering} onAdd={onAdd} onRetry={load} /> },
        ]}
      />
    </div>
  );
}

interface RecipePickerProps { open: boolean; title: string; onAdd: (entry: MealplanDayRecipe) => void; onClose: () => void }

export function RecipePicker({ open, title, onAdd, onClose }: RecipePickerProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      className="picker-dialog"
      actions={<button type="button" className="btn btn--ghost" onClick={onClose}>close</button>}
    >
      <Picker onAdd={onAdd} />
    </Dialog>
  );
}
