// A key per row of a list's or a store's items: the item's id, made unique should two rows share one, and never
// the row's place: the rows after a removed one keep their keys, so React does not remount them, and the next
// row's remove button, which takes the focus, is still there.
import type { Id } from '../../contract/entities';

export function rowKeys(items: readonly { id: Id | string }[]): string[] {
  const seen = new Map<string, number>();
  return items.map(({ id }) => {
    const key = String(id);
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n === 0 ? key : `${key}#${n}`;
  });
}
