// SPEC §2 filter dialog ('apply filters', or 'set preferences' for the preferences screen): an
// include/exclude toggle, a Save checkbox, tabs ingredients / categories / preferences, cancel and apply.
// The choices are a draft until apply; cancel (or Escape) leaves the filters as they were.
import type { CategoryOption, FilterItem, IngredientOption } from '../../contract/entities';
import { Dialog } from './Dialog';
import { FilterForm } from './FilterForm';
import './FilterDialog.css';

export interface FilterDialogProps {
  open: boolean;
  mode?: 'filter' | 'preferences';
  filters: FilterItem[];
  /** the filters are kept on this device: the Save checkbox starts ticked */
  saved: boolean;
  ingredients: IngredientOption[];
  categories: CategoryOption[];
  /** the options are still loading */
  loading?: boolean;
  onCancel: () => void;
  onApply: (filters: FilterItem[], save: boolean) => void;
}

export function FilterDialog({ open, mode = 'filter', onCancel, ...form }: FilterDialogProps) {
  return (
    <Dialog open={open} title={mode === 'filter' ? 'apply filters' : 'set preferences'} onClose={onCancel} className="filter-dialog">
      <FilterForm {...form} onCancel={onCancel} />
    </Dialog>
  );
}
