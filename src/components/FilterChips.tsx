// The chosen filters as removable chips, each marked include or exclude.
import type { FilterItem } from '../../contract/entities';
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
            <button type="button" className="chip__remove" onClick={() => onRemove(f)} aria-label={`Remove ${f.includeExclude} ${f.name}`}>
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
      </ul>
      {onClear && <button type="button" className="btn--link filter-chips__clear" onClick={onClear}>clear all</button>}
    </div>
  );
}
