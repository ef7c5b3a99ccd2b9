// A list of filter options as checkboxes (ticked = chosen, with its include/exclude), and the ingredient
// search that fills one from 3 characters (SPEC §5: case-insensitive contains).
import { useId, useState } from 'react';
import { PICKER_FILTER_MIN } from '../../contract/constants';
import type { FilterItem, FilterType, IngredientOption } from '../../contract/entities';
import { MESSAGES } from '../../contract/rules';
import { findFilter, toggleFilter } from '../lib/filters';
import { matchIngredients } from '../lib/ingredientSearch';

interface ListProps {
  legend: string;
  type: FilterType;
  options: { value: FilterItem['value']; name: string }[];
  draft: FilterItem[];
  mode: FilterItem['includeExclude'];
  onChange: (next: FilterItem[]) => void;
}

export function FilterOptionList({ legend, type, options, draft, mode, onChange }: ListProps) {
  return (
    <fieldset className="filter-options">
      <legend className="visually-hidden">{legend}</legend>
      {options.map((o) => {
        const chosen = findFilter(draft, type, o.value);
        return (
          <label key={String(o.value)} className="filter-options__item">
            <input
              type="checkbox"
              checked={Boolean(chosen)}
              onChange={() => onChange(toggleFilter(draft, { value: o.value, name: o.name, type, includeExclude: mode }))}
            />
            <span>{o.name}</span>
            {chosen && <span className={`filter-options__mode chip--${chosen.includeExclude}`}>{chosen.includeExclude}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}

type SearchProps = Omit<ListProps, 'legend' | 'type' | 'options'> & { options: IngredientOption[] };

export function IngredientSearch({ options, ...list }: SearchProps) {
  const [query, setQuery] = useState('');
  const id = useId();
  const matches = matchIngredients(options, query);
  const short = query.trim().length < PICKER_FILTER_MIN;
  return (
    <div className="ingredient-search">
      <label htmlFor={id} className="field__label">Search ingredients</label>
      <input
        id={id}
        type="search"
        className="field__input"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
      />
      <p id={`${id}-hint`} className="field__hint" aria-live="polite">
        {short ? `Type at least ${PICKER_FILTER_MIN} letters.` : matches.length === 0 ? MESSAGES.noOptions : `${matches.length} found.`}
      </p>
      {!short && matches.length > 0 && <FilterOptionList legend="Ingredients" type="ingredient" options={matches} {...list} />}
    </div>
  );
}
