// SPEC §2 recipe picker, for a day of a plan: 'My Recipes' (saved, imported and own recipes merged, sorted by
// name and labelled) and 'All Recipes' (the verified catalogue), one search box for both (SPEC §5: filtering from
// 3 characters, case-insensitive; ours: word by word, lib/textMatch.ts), an add button per row, and a custom item
// from the typed text when nothing matches. Empty states 'ziltch.' (nothing to pick) and 'No Options Found ...'
// (nothing matches). Every row can be reached: only those near the viewport are rendered (WindowedList), where
// the first 60 were once shown and the rest silently left out. By keyboard, as the ingredient search
// (components/searchKeys.ts): Enter adds the first match of the tab shown (or the custom item when nothing
// matches), the arrow keys walk from the field through the add buttons, and the status says what Enter adds.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { MealplanDayRecipe } from '../../../contract/entities';
import { MESSAGES, NAME_MAX } from '../../../contract/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Dialog } from '../../components/Dialog';
import { LOAD_FAILED, LoadFailed } from '../../components/LoadFailed';
import { matchesText, useSearchStatus, walkStops } from '../../components/searchKeys';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { TextField } from '../../components/TextField';
import { WindowedList } from '../../components/WindowedList';
import { catalogueRecipe, customEntry, filterRecipes, myRecipes, type PickerRecipe } from '../../lib/mealplanRecipes';
import { FILTER_HINT, isFiltering } from '../../lib/textMatch';
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
  // the search's status says it, with what Enter adds
  if (rows.length === 0) return <p className="muted picker__empty">{MESSAGES.noOptions}</p>;
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

/** the tabs, in their order */
const TABS = [{ id: 'mine', label: 'My Recipes' }, { id: 'all', label: 'All Recipes' }] as const;

/** which tab's panel inside `root` is shown: the tabs keep their own choice, and the keys follow it */
function useShownTab(root: RefObject<HTMLElement | null>): (typeof TABS)[number]['id'] {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const read = () => setShown(Array.from(element.querySelectorAll<HTMLElement>('[role="tabpanel"]')).findIndex((panel) => !panel.hidden));
    read();
    const observer = new MutationObserver(read);
    observer.observe(element, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
    return () => observer.disconnect();
  }, [root]);
  return TABS[shown]?.id ?? TABS[0].id;
}

const count = (n: number) => `${n} ${n === 1 ? 'match' : 'matches'}`;

function Picker({ onAdd }: { onAdd: (entry: MealplanDayRecipe) => void }) {
  const dispatch = useAppDispatch();
  const [query, setQuery] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const shownTab = useShownTab(root);
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

  // what the tab shown offers: Enter adds its first match, and the status says so once typing pauses
  const mineTab = shownTab === 'mine';
  const shown = mineTab
    ? { rows: mineShown, ready: mineReady, empty: mine.length === 0, failed: mineFailed }
    : { rows: allShown, ready: allReady, empty: all.length === 0, failed: allFailed };
  const other = { rows: mineTab ? allShown : mineShown, label: TABS[mineTab ? 1 : 0].label };
  const first = filtering && shown.ready ? shown.rows[0] : undefined;
  const text = query.trim();
  const nothing = [shown.empty ? MESSAGES.pickerEmpty : MESSAGES.noOptions, other.rows.length ? `${count(other.rows.length)} in ${other.label}` : ''];
  const results = filtering && shown.ready && !(shown.empty && shown.failed)
    ? matchesText({ count: shown.rows.length, first: first?.entry.name, nothing: nothing.filter(Boolean).join(' '), custom: canCreate ? text : null })
    : '';
  const [said, setSaid] = useSearchStatus(text, results);

  // Enter adds the first match, or the typed text when nothing matches it, as the button below the field does
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (first) onAdd(first.entry);
    else if (canCreate) onAdd(customEntry(query));
  };
  // the field, the custom item, then each enabled button of the tab shown, in order (not the tabs between them)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = root.current;
    const field = element?.querySelector('input');
    if (!element || !field) return;
    const panel = element.querySelector('[role="tabpanel"]:not([hidden])');
    walkStops(event, [
      field,
      ...element.querySelectorAll<HTMLButtonElement>('.picker__custom:not(:disabled)'),
      ...(panel?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []),
    ]);
  };

  return (
    // the keys move between the field and the buttons inside the picker only
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={root} className="picker" onKeyDown={onKeyDown}>
      <TextField
        label="Search recipes"
        type="search"
        autoComplete="off"
        // a custom item is named by this text, and a plan's entries take names of up to NAME_MAX
        maxLength={NAME_MAX}
        value={query}
        onChange={(e) => { setQuery(e.target.value); setSaid(''); }}
        onKeyDown={onEnter}
        hint={filtering ? undefined : FILTER_HINT}
      />
      {filtering && (
        <button type="button" className="btn btn--secondary picker__custom" disabled={!canCreate} onClick={() => onAdd(customEntry(query))}>
          Add “{query.trim()}” as a custom item
        </button>
      )}
      <Tabs
        label="Recipes to add"
        tabs={[
          { ...TABS[0], content: <PickerRows rows={mineShown} ready={mineReady} empty={mine.length === 0} failed={mineFailed} filtering={filtering} onAdd={onAdd} onRetry={load} /> },
          { ...TABS[1], content: <PickerRows rows={allShown} ready={allReady} empty={all.length === 0} failed={allFailed} filtering={filtering} onAdd={onAdd} onRetry={load} /> },
        ]}
      />
      <p className="visually-hidden" role="status">{said}</p>
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
