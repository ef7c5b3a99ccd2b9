// SPEC §9 merging, shared by the client's lists and the server's complete-shop: quantities add; the
// measurement is kept only if both match, else 'unit'. Beyond the spec, amounts in one dimension are
// converted first, so 500 g + 1 kg is 1.5 kg rather than 501 unit.
// QUANTITY_MAX from constants, not rules: a recipe page tells its amounts with this module, and rules would bring
// every form's checks into a visitor's first load
import { MERGE_FALLBACK_UNIT, QUANTITY_MAX, type Unit } from './constants';

/**
 * Units of one dimension, each as a multiple of the group's smallest; a sum is told in the later of its two units
 * here: the larger, and ml or l before a spoon or cup (700 ml + 2 tbsp is 730 ml, not 48.667 tbsp).
 */
const DIMENSIONS: Partial<Record<Unit, number>>[] = [
  { mg: 1, g: 1000, kg: 1_000_000 },
  // one volume, so a recipe's 2 tbsp of milk adds to 700 ml: metric spoons (tsp 5 ml, tbsp 15 ml) and the US cup of 240
  // ml, which is 16 tbsp exactly, as the recipes that write cups mean it (a 250 ml cup made ¾ cup '12½ tbsp')
  { tsp: 5, tbsp: 15, cup: 240, ml: 1, l: 1000 },
];

/** What a unit measures, for keeping apart amounts that cannot be added: 'mass', 'volume', or the unit itself ('unit', 'rasher'). */
export const unitKind = (unit: Unit): string => (unit in DIMENSIONS[0]! ? 'mass' : unit in DIMENSIONS[1]! ? 'volume' : unit);

/** The id of a second row of one ingredient, in a unit the first cannot be told in ('12:tbsp' beside 12 in g): shop
 *  mode ticks, and the server stocks, a list's rows by id. */
export const unitRowId = (item: { value: number | string; unit: Unit }): string => `${String(item.value)}:${item.unit}`;

export interface Amount {
  quantity: number;
  measurement: Unit;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const dimensionOf = (a: Unit, b: Unit) => DIMENSIONS.find((d) => d[a] && d[b]);

/** The amount told in another unit of its dimension (1 cup is 240 ml), or null when the two cannot be compared. */
export function convertAmount(amount: Amount, unit: Unit): Amount | null {
  if (amount.measurement === unit) return amount;
  const dimension = dimensionOf(amount.measurement, unit);
  return dimension ? { quantity: round((amount.quantity * dimension[amount.measurement]!) / dimension[unit]!), measurement: unit } : null;
}

/**
 * A store's or a list's entry as an amount to compare with one in `unit`: as it is held where that converts; held in
 * 'unit' (packs, as a receipt counts them) of an ingredient whose default amount is a mass or a volume, as that many
 * default amounts where those convert (7½ pots of a 500 g yoghurt are 3,750 g, for a recipe's 150 g); else null. Told
 * in the entry's unit or the default's, not `unit` (convertAmount tells it in that).
 */
export function comparableAmount(entry: { quantity: number; unit: Unit; default_unit: Unit; default_quantity: number }, unit: Unit): Amount | null {
  const held = { quantity: entry.quantity, measurement: entry.unit };
  if (convertAmount(held, unit)) return held;
  const kind = unitKind(entry.default_unit);
  if (entry.unit !== 'unit' || !(entry.default_quantity > 0) || (kind !== 'mass' && kind !== 'volume')) return null;
  const packs = { quantity: round(entry.quantity * entry.default_quantity), measurement: entry.default_unit };
  return convertAmount(packs, unit) ? packs : null;
}

export function mergeQuantities(a: Amount, b: Amount): Amount {
  const order = Object.keys(dimensionOf(a.measurement, b.measurement) ?? {});
  const unit = order.indexOf(a.measurement) >= order.indexOf(b.measurement) ? a.measurement : b.measurement;
  const [x, y] = [convertAmount(a, unit), convertAmount(b, unit)];
  if (!x || !y) return { quantity: round(a.quantity + b.quantity), measurement: MERGE_FALLBACK_UNIT };
  return { quantity: round(x.quantity + y.quantity), measurement: unit };
}

/** A list's or a store's entry with an amount added: told in the merged unit, at most QUANTITY_MAX; the rest stays. */
export function withAmountAdded<T extends { quantity: number; unit: Unit; measurement: Unit }>(existing: T, amount: Amount): T {
  const sum = mergeQuantities({ quantity: existing.quantity, measurement: existing.unit }, amount);
  return { ...existing, quantity: Math.min(sum.quantity, QUANTITY_MAX), unit: sum.measurement, measurement: sum.measurement };
}
