// A store's items grouped by ingredient category (SPEC §2), with the fallback names Custom and Misc (§9).
// With onChange the rows are editable; without it they are read-only. The items are grouped once per item list,
// and a group renders only its rows near the viewport (WindowedList), so a 2,000-item store costs what a
// screenful does.
import { memo, useCallback, useId, useMemo } from 'react';
import type { StoreItem } from '../../../contract/entities';
import { useIngredientCategoryNames } from '../../app/hooks';
import { Spinner } from '../../components/Spinner';
import { EmptyState } from '../../components/EmptyState';
import { useNow } from '../../components/useNow';
import { useRenderedLater } from '../../components/useRenderedLater';
import { WindowedList } from '../../components/WindowedList';
import { rowKeys } from '../../lib/rowKeys';
import { groupByCategory } from '../../lib/storeItems';
import { EditableItemRow, ReadonlyItemRow } from './StoreItemRow';

interface GroupsProps {
  items: StoreItem[];
  /** both stable (useCallback), so an edit re-renders only its own row */
  onChange?: (index: number, patch: Partial<StoreItem>) => void;
  onRemove?: (index: number) => void;
}

/** px: a store row before any has been measured (an editable row wraps its controls on a phone, and has a best-before field on its line of the date added) */
const ROW_ESTIMATE = { editable: 121, readonly: 72 };

interface Entry {
  item: StoreItem;
  index: number;
}

function Group({ name, entries, now, onChange, onRemove }: { name: string; entries: Entry[]; now: number } & Omit<GroupsProps, 'items'>) {
  const id = useId();
  const keys = useMemo(() => rowKeys(entries.map((entry) => entry.item)), [entries]);
  const entryKey = useCallback((_entry: Entry, i: number) => keys[i] ?? String(i), [keys]);
  return (
    <section className="store-group" aria-labelledby={id}>
      <h2 id={id} className="store-group__title">{name}</h2>
      <WindowedList
        className="store-group__items"
        items={entries}
        keyOf={entryKey}
        estimate={onChange ? ROW_ESTIMATE.editable : ROW_ESTIMATE.readonly}
        renderRow={({ item, index }, key, position) => (onChange && onRemove
          ? <EditableItemRow key={key} item={item} index={index} now={now} onChange={onChange} onRemove={onRemove} {...position} />
          : <ReadonlyItemRow key={key} item={item} now={now} {...position} />)}
      />
    </section>
  );
}

/** Memoised: the store's other state (its name, the save status, the options loading) does not render the groups again. */
export const StoreItemGroups = memo(function StoreItemGroups({ items, onChange, onRemove }: GroupsProps) {
  const categoryNames = useIngredientCategoryNames();
  // one clock for the page's expiry badges
  const now = useNow();
  const ready = useRenderedLater(items.length);
  const groups = useMemo(() => (categoryNames && ready ? groupByCategory(items, categoryNames) : []), [items, categoryNames, ready]);
  if (!categoryNames || !ready) return <Spinner label="Loading items" />;
  if (items.length === 0) return <EmptyState title="This store is empty">{onChange && <p>Search above to add what you have.</p>}</EmptyState>;
  return (
    <div className="store-groups">
      {groups.map((group) => (
        <Group key={group.name} name={group.name} entries={group.entries} now={now} onChange={onChange} onRemove={onRemove} />
      ))}
    </div>
  );
});
