// A store's items grouped by ingredient category (SPEC §2), with the fallback names Custom and Misc (§9).
// With onChange the rows are editable; without it they are read-only.
import { useId, type ReactNode } from 'react';
import type { StoreItem } from '../../../contract/entities';
import { useIngredientCategoryNames } from '../../app/hooks';
import { Spinner } from '../../components/Spinner';
import { EmptyState } from '../../components/EmptyState';
import { groupByCategory } from '../../lib/storeItems';
import { EditableItemRow, ReadonlyItemRow } from './StoreItemRow';

interface GroupsProps {
  items: StoreItem[];
  onChange?: (index: number, patch: Partial<StoreItem>) => void;
  onRemove?: (index: number) => void;
}

function Group({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="store-group" aria-labelledby={id}>
      <h2 id={id} className="store-group__title">{name}</h2>
      <ul className="store-group__items">{children}</ul>
    </section>
  );
}

export function StoreItemGroups({ items, onChange, onRemove }: GroupsProps) {
  const categoryNames = useIngredientCategoryNames();
  if (!categoryNames) return <Spinner label="Loading items" />;
  if (items.length === 0) return <EmptyState title="This store is empty">{onChange && <p>Search above to add what you have.</p>}</EmptyState>;
  return (
    <div className="store-groups">
      {groupByCategory(items, categoryNames).map((group) => (
        <Group key={group.name} name={group.name}>
          {group.entries.map(({ item, index }) => (
            onChange && onRemove
              ? <EditableItemRow key={`${String(item.id)}-${item.date_added}-${index}`} item={item} onChange={(patch) => onChange(index, patch)} onRemove={() => onRemove(index)} />
              : <ReadonlyItemRow key={`${String(item.id)}-${item.date_added}-${index}`} item={item} />
          ))}
        </Group>
      ))}
    </div>
  );
}
