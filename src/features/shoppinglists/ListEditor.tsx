// SPEC §2 shopping list edit: the title is the list's name; search the catalogue and add (an item already on the
// list has its quantity raised, SPEC §4), create a custom item from the typed text, and change each item's
// quantity and unit or remove it. Changes save by themselves (useListAutosave). Only the rows near the viewport
// are rendered (WindowedList), so a 2,000-item list edits like a short one. The row an add changed or appended
// is scrolled into view and marked for a moment, the search says what changed ('double cream: 300 ml → 600 ml'),
// and the focus stays in the search for the next item. The rows keep the list's order (shop mode's and the
// view's groups are made from it, and the server keeps it). The list is read again when the app comes back into view
// or the server can be reached again, only while nothing of the user's waits to be saved: a read never overwrites an
// edit (one saved on an older copy is a 412, and merged).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from '../../lib/router';
import type { IngredientOption, ShoppingList, ShoppingListItem } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/EmptyState';
import { Freshness } from '../../components/Freshness';
import { ItemSearch } from '../../components/ItemSearch';
import { WindowedList } from '../../components/WindowedList';
import { addListItemAt, amountRaisedText, catalogueListItem, customListItem } from '../../lib/shoppingListItems';
import { useReadAgain } from '../../lib/useReadAgain';
import { fetchIngredientOptions, selectFormOptionsStatus, selectIngredientOptions } from '../../store/formOptionsSlice';
import { EditableListItem } from './EditableListItem';
import { ListHeader } from './ListHeader';
import { rowKeys } from '../../lib/rowKeys';
import { ListSaveStatus } from './ListSaveStatus';
import { useListAutosave } from './useListAutosave';
import type { ListLoad } from './useListLoad';

/** px: an editor row (name above its controls on a phone) before any has been measured */
const ROW_ESTIMATE = 100;
/** ms: how long the row an add changed stays marked */
export const MARK_MS = 4000;

export function ListEditor({ list, owned, load }: { list: ShoppingList; owned: boolean; load: ListLoad }) {
  const dispatch = useAppDispatch();
  const options = useAppSelector(selectIngredientOptions);
  const optionsReady = useAppSelector(selectFormOptionsStatus).ingredients === 'succeeded';
  const { items, change, saveState, retry, sync } = useListAutosave(list);
  const idle = !saveState.dirty && !saveState.saving && !sync.pending && !sync.conflict && !sync.error && !sync.gone;
  useReadAgain(load.retry, { enabled: idle });
  // said by the search's status, where '<name> added' is
  const [removed, setRemoved] = useState<{ name: string }>();
  const keys = useMemo(() => rowKeys(items), [items]);
  const keyOf = useCallback((_item: ShoppingListItem, i: number) => keys[i] ?? String(i), [keys]);
  // the row the last add changed or appended: brought into view and marked (a new object each add)
  const [marked, setMarked] = useState<{ key: string }>();
  useEffect(() => {
    if (!marked) return undefined;
    const timer = setTimeout(() => setMarked(undefined), MARK_MS);
    return () => clearTimeout(timer);
  }, [marked]);

  useEffect(() => {
    void dispatch(fetchIngredientOptions());
  }, [dispatch]);

  // what the search says of the add: the amount raised, or (nothing returned) '<name> added'
  const add = useCallback((item: ShoppingListItem) => {
    let said: string | undefined;
    change((list) => {
      const { items: next, at, before } = addListItemAt(list, item);
      setMarked({ key: rowKeys(next)[at]! });
      if (before) said = amountRaisedText(before, next[at]!);
      return next;
    });
    return said;
  }, [change]);
  const update = useCallback((key: string, patch: Partial<ShoppingListItem>) => change((list) => {
    const at = rowKeys(list).indexOf(key);
    return at < 0 ? list : list.map((it, i) => (i === at ? { ...it, ...patch } : it));
  }), [change]);
  const remove = useCallback((key: string) => change((list) => {
    const at = rowKeys(list).indexOf(key);
    const gone = list[at];
    if (!gone) return list;
    setRemoved({ name: gone.name });
    return list.filter((_, i) => i !== at);
  }), [change]);

  const id = list.user_shoppinglist_id;
  return (
    <div className="shopping-list list-editor">
      <ListHeader
        list={list}
        owned={owned}
        itemTotal={items.length}
        note={<Freshness reading={load.reading} failed={load.failed} onRetry={load.retry} />}
        aside={(
          <div className="row list-header__buttons">
            <ListSaveStatus state={saveState} sync={sync} onRetry={retry} />
            <Link to={`/user-shopping-lists/${id}?view=readonly`} className="btn btn--secondary">Done</Link>
          </div>
        )}
      />
      <ItemSearch
        options={options}
        ready={optionsReady}
        onAdd={(option: IngredientOption) => add(catalogueListItem(option))}
        onAddCustom={(name) => add(customListItem(name))}
        removed={removed}
      />
      {items.length === 0 ? (
        <EmptyState title={MESSAGES.noItems}><p>Search above to add what you need.</p></EmptyState>
      ) : (
        <WindowedList
          className="list-group__items list-editor__items"
          label="Items"
          items={items}
          keyOf={keyOf}
          estimate={ROW_ESTIMATE}
          reveal={marked}
          renderRow={(item, key, position) => (
            <EditableListItem key={key} itemKey={key} item={item} marked={key === marked?.key} onChange={update} onRemove={remove} {...position} />
          )}
        />
      )}
    </div>
  );
}
