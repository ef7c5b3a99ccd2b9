// Reads USDA FoodKeeper's flat product table and turns a product's storage range into days.
import { readFileSync } from 'node:fs';
import type { Storage } from '../sources/source';
import { parseCsv } from './csv';

const DAYS_PER: Record<string, number> = { Days: 1, Weeks: 7, Months: 30, Month: 30, Years: 365, Year: 365 };

// Each storage place has a plain column and a "from date of purchase" column; products fill one or the other.
const COLUMNS: Record<Storage, readonly string[]> = {
  pantry: ['Pantry', 'DOP_Pantry'],
  fridge: ['Refrigerate', 'DOP_Refrigerate'],
  freezer: ['Freeze', 'DOP_Freeze'],
  'pantry-opened': ['Pantry_After_Opening'],
  'fridge-opened': ['Refrigerate_After_Opening'],
};

export interface ShelfLife {
  days: number;
  /** e.g. 'FK 294 Onions (yellow, white, red, etc.) pantry 1-1 Months' */
  source: string;
}

export class FoodKeeper {
  private readonly products = new Map<number, Record<string, string>>();

  constructor(csvPath: string) {
    for (const row of parseCsv(readFileSync(csvPath, 'utf8'))) this.products.set(Number(row.ID), row);
  }

  /** The midpoint of FoodKeeper's Min..Max range in whole days (rounded down). */
  shelfLife(productId: number, storage: Storage): ShelfLife {
    const row = this.products.get(productId);
    if (!row) throw new Error(`FoodKeeper has no product ${productId}`);
    for (const column of COLUMNS[storage]) {
      const perUnit = DAYS_PER[row[`${column}_Metric`] ?? ''];
      const min = Number.parseFloat(row[`${column}_Min`] ?? '');
      const max = Number.parseFloat(row[`${column}_Max`] ?? '');
      if (perUnit === undefined || (Number.isNaN(min) && Number.isNaN(max))) continue;
      const low = Number.isNaN(min) ? max : min;
      const high = Number.isNaN(max) ? min : max;
      const days = Math.max(1, Math.floor(((low + high) / 2) * perUnit));
      const subtitle = row.Name_subtitle ? ` (${row.Name_subtitle})` : '';
      return { days, source: `FK ${productId} ${row.Name}${subtitle} ${storage} ${low}-${high} ${row[`${column}_Metric`]}` };
    }
    throw new Error(`FoodKeeper product ${productId} (${row.Name}) has no ${storage} time`);
  }
}
