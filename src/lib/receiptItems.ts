// From receipt lines to the scan review (SPEC §3 scan line) and from the review into a store: each checked,
// matched line becomes a catalogue store item with the line's quantity and unit (lib/storeItems.ts).
import type { Id, IngredientOption, ScanLine, StoreItem } from '../../contract/entities';
import type { ReceiptLine } from './receipt';
import { matchWithMemory } from './receiptMatch';
import { addStoreItems, catalogueStoreItem } from './storeItems';

/** The review's lines: matched from memory or the catalogue, and checked when an ingredient was found. */
export function toScanLines(lines: readonly ReceiptLine[], options: readonly IngredientOption[], remembered: Readonly<Record<string, Id>>): ScanLine[] {
  return lines.map((line) => {
    const matchedItem = matchWithMemory(line.name, options, remembered);
    return { ...line, matchedItem, checked: matchedItem !== null };
  });
}

/** The lines that will be stored: checked, with an ingredient, and a quantity of at least 1. */
export function linesToStore(lines: readonly ScanLine[]): (ScanLine & { matchedItem: IngredientOption })[] {
  return lines.filter((l): l is ScanLine & { matchedItem: IngredientOption } => l.checked && l.matchedItem !== null && l.quantity >= 1);
}

/**
 * The store's items with the scanned lines added, each as a store's item is brought in (lib/storeItems.ts
 * addStoreItems): it joins the entry of the same ingredient added the same day in a unit it can be added to (the
 * store screen adds 1 per tap; a receipt line says how many), otherwise it is a new entry with the ingredient's own
 * expiry days. Returns a new array.
 */
export function addScannedLines(items: readonly StoreItem[], lines: readonly ScanLine[], now: Date = new Date()): StoreItem[] {
  return addStoreItems(items, linesToStore(lines).map((line) => ({ ...catalogueStoreItem(line.matchedItem, now), quantity: line.quantity, unit: line.unit, measurement: line.unit })));
}
