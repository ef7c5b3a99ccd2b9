// The body of the filter dialog; mounted each time the dialog opens, so the draft starts from the filters.
import { useState } from 'react';
import { DIETARY_TAGS } from '../../contract/constants';
import type { FilterItem } from '../../contract/entities';
import { DIETARY_LABELS } from '../lib/dietary';
import { removeFilter } from '../lib/filters';
import type { FilterDialogProps } from './FilterDialog';
import { FilterChips } from './FilterChips';
import { FilterOptionList, IngredientSearch } from './FilterOptionList';
import { Spinner } from './Spinner';
import { Tabs } from './Tabs';

type Mode = FilterItem['includeExclude'];
type FormProps = Omit<FilterDialogProps, 'open' | 'mode'>;

const PREFERENCES = DIETARY_TAGS.map((tag) => ({ value: tag, name: DIETARY_LABELS[tag] }));

export function FilterForm({ filters, saved, ingredients, categories, loading = false, onCancel, onApply }: FormProps) {
  const [draft, setDraft] = useState<FilterItem[]>(filters);
  const [mode, setMode] = useState<Mode>('include');
  const [save, setSave] = useState(saved);
  const list = { draft, mode, onChange: setDraft };

  return (
    <form
      className="filter-form"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft, save);
      }}
    >
      <fieldset className="segmented">
        <legend className="visually-hidden">Add filters as</legend>
        {(['include', 'exclude'] as const).map((m) => (
          <label key={m} className="segmented__option">
            <input type="radio" name="includeExclude" value={m} checked={mode === m} onChange={() => setMode(m)} />
            <span>{m}</span>
          </label>
        ))}
      </fieldset>

      <FilterChips filters={draft} onRemove={(item) => setDraft((d) => removeFilter(d, item))} onClear={() => setDraft([])} />

      <Tabs
        label="Filter by"
        className="filter-form__tabs"
        tabs={[
          {
            id: 'ingredients',
            label: 'ingredients',
            content: loading ? <Spinner label="Loading ingredients" /> : <IngredientSearch options={ingredients} {...list} />,
          },
          {
            id: 'categories',
            label: 'categories',
            content: loading ? <Spinner label="Loading categories" /> : <FilterOptionList legend="Categories" type="category" options={categories} {...list} />,
          },
          {
            id: 'preferences',
            label: 'preferences',
            content: <FilterOptionList legend="Preferences" type="preference" options={PREFERENCES} {...list} />,
          },
        ]}
      />

      <label className="filter-form__save">
        <input type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} />
        <span>Save</span>
        <span className="muted filter-form__save-hint">keep these filters on this device</span>
      </label>

      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>cancel</button>
        <button type="submit" className="btn btn--primary">apply</button>
      </div>
    </form>
  );
}
