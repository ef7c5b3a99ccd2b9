// A list's items grouped by ingredient category (SPEC §2), with the fallback names Custom and Misc (SPEC §9).
// Each row comes from renderItem, so the read-only view and shop mode share the grouping. A group renders only
// its rows near the viewport (WindowedList), so a 2,000-item list costs what a screenful does.
import { memo, useId, useMemo, type ReactNode } from 'react';
import { useIngredientCategoryNames } from '../../app/hooks';
import { Spinner } from '../../components/Spinner';
import { useRenderedLater } from '../../components/useRenderedLater';
import type { ShoppingListItem } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { EmptyState } from '../../components/EmptyState';
import { WindowedList, type RowPosition } from '../../components/WindowedList';
import { itemAmount } from '../../../contract/ingredientsText';
import { rowKeys } from '../../lib/rowKeys';
import { groupByCategory } from '../../lib/storeItems';

/** px: a read-only or shop-mode row before any has been measured */
const ROW_ESTIMATE = 64;

interface Entry {
  item: ShoppingListItem;
  key: string;
}

const entryKey = (entry: Entry) => entry.key;

function Group({ name, entries, renderItem }: { name: string; entries: Entry[]; renderItem: RenderItem }) {
  const id = useId();
  return (
    <section className="list-group" aria-labelledby={id}>
      <h2 id={id} className="list-group__title">{name}</h2>
      <WindowedList
        className="list-group__items"
        items={entries}
        keyOf={entryKey}
        estimate={ROW_ESTIMATE}
        renderRow={(entry, key, position) => renderItem(entry.item, key, position)}
      />
    </section>
  );
}

export const ReadonlyListItem = memo(function ReadonlyListItem({ item, ...position }: { item: ShoppingListItem } & RowPosition) {
  return (
    <li className="list-item" {...position}>
      <span className="list-item__name">{item.name}</span>
      <span className="list-item__amount">{itemAmount(item)}</span>
    </li>
  );
});

/** a row: an <li> keyed by key, with the position's attributes (numbers, so memoised rows stay put) */
type RenderItem = (item: ShoppingListItem, key: string, position: RowPosition) => ReactNode;

interface GroupsProps {
  items: ShoppingListItem[];
  renderItem?: RenderItem;
}

const readonlyRow: RenderItem = (item, key, position) => <ReadonlyListItem key={key} item={item} {...position} />;

/** Memoised: opening a dialog over the list does not render its groups again, nor does a tick in shop mode (its rows read the ticks from context). */
export const ListItemGroups = memo(function ListItemGroups({ items, renderItem = readonlyRow }: GroupsProps) {
  const categoryNames = useIngredientCategoryNames();
  const ready = useRenderedLater(items.length);
  // grouped once per item list, not on every tick of shop mode, and not before the category names are there
  const groups = useMemo(() => {
    if (!categoryNames || !ready) return [];
    const keys = rowKeys(items);
    return groupByCategory(items, categoryNames).map((group) => ({
      name: group.name,
      entries: group.entries.map(({ item, index }) => ({ item, key: keys[index] ?? String(index) })),
    }));
  }, [items, categoryNames, ready]);

  if (!categoryNames || !ready) return <Spinner label="Loading items" />;
  if (items.length === 0) return <EmptyState title={MESSAGES.noItems}><p>This list is empty.</p></EmptyState>;
  return (
    <div className="list-groups">
      {groups.map((group) => (
        <Group key={group.name} name={group.name} entries={group.entries} renderItem={renderItem} />
      ))}
    </div>
  );
});
