/**
 * An answer a reducer stores as it came. Immer walks every new object a reducer puts into the state, looking for
 * drafts inside it, even with freezing off (production) — unless it is frozen: a 2,000-item list or store cost a
 * slow phone ~45 ms a walk, on each arrival. The value and the objects and arrays directly in it (its items) are
 * frozen, which is what they are in the store anyway (reducers change them through drafts, as copies).
 */
export function storedAsIs<T extends object>(value: T): T {
  for (const child of Object.values(value)) if (child !== null && typeof child === 'object') Object.freeze(child);
  return Object.freeze(value);
}
