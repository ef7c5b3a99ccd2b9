// The chosen filters as removable chips, each marked include or exclude. A chip removed by keyboard hands the
// focus on as a row's remove button does (focusAfterRemoval): in the filter dialog, to the dialog's first field
// once none is left, and after 'clear all'; on Discover, to the Filters button (its data-row-fallback).
import type { FilterItem } from '../../contract/entities';
import { focusAfterRemoval } from './focusAfterRemoval';
import { Icon } from './Icon';

interface FilterChipsProps {
  filters: FilterItem[];
  onRemove: (item: FilterItem) => void;
  onClear?: () => void;
}

export function FilterChips({ filters, onRemove, onClear }: FilterChipsProps) {
  if (filters.length === 0) return <p className="filter-chips__none muted">No filters chosen.</p>;
  return (
    <div className="filter-chips">
      <ul className="filter-chips__list" aria-label="Chosen filters">
        {filters.map((f) => (
          <li key={`${f.type}:${f.value}`} className={`chip chip--${f.includeExclude}`}>
            <span className="chip__mode">{f.includeExclude}</span>
            <span className="chip__name">{f.name}</span>
            <button
              type="button"
              className="chip__remove"
              data-row-remove
              onClick={(e) => { focusAfterRemoval(e.currentTarget); onRemove(f); }}
              aria-label={`Remove ${f.includeExclude} ${f.name}`}
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
      </ul>
      {onClear && <button type="button" className="btn--link filter-chips__clear" onClick={(e) => { focusAfterRemoval(e.currentTarget); onClear(); }}>clear all</button>}
    </div>
  );
}
