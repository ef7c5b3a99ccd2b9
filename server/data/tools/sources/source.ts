// The hand-written half of the ingredient catalogue: what a cook buys (name, aisle, shopping amount) and
// where its facts come from. build-ingredients.ts resolves the facts from the reference data.
import type { IngredientCategory } from '../../categories';
import type { EuAllergen, Unit } from '../../types';

/** Where a home cook keeps it, as a FoodKeeper storage column. */
export type Storage = 'pantry' | 'fridge' | 'freezer' | 'pantry-opened' | 'fridge-opened';

/** A FoodKeeper product id and the storage column to read, or a number of days from common knowledge. */
export type Shelf = readonly [productId: number, storage: Storage] | number;

export interface Overrides {
  /** Open Food Facts taxonomy id; omitted = the entry whose English name equals ours; null = no entry fits */
  off?: string | null;
  vegan?: boolean;
  vegetarian?: boolean;
  /** allergens to add to (or drop from) what Open Food Facts resolves */
  add?: EuAllergen[];
  drop?: EuAllergen[];
  /** true = contains free sugars (WHO: added sugars, honey, syrups, fruit juice); overrides the taxonomy */
  sugar?: boolean;
  /** why the entry departs from the sources; required with any fact override or a Shelf in days */
  why?: string;
}

export interface IngredientSource extends Overrides {
  name: string;
  unit: Unit;
  qty: number;
  shelf: Shelf;
}

export interface CategorySource {
  /** file name (without .ts) and export name of the generated module */
  file: string;
  exportName: string;
  category: IngredientCategory;
  items: IngredientSource[];
}

export function item(name: string, unit: Unit, qty: number, shelf: Shelf, overrides: Overrides = {}): IngredientSource {
  return { name, unit, qty, shelf, ...overrides };
}
