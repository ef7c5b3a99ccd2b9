// Whether two JSON values are the same, whatever the order of their objects' keys (PostgreSQL's jsonb keeps its
// own). A key whose value is undefined is taken as absent, as JSON.stringify does (a copy kept in IndexedDB holds
// such keys, the server's answer does not), unless `undefinedIsAbsent` is false.

type Entries = Record<string, unknown>;

const keysOf = (value: Entries, undefinedIsAbsent: boolean) => (undefinedIsAbsent ? Object.keys(value).filter((key) => value[key] !== undefined) : Object.keys(value));

export function sameJson(a: unknown, b: unknown, options: { undefinedIsAbsent?: boolean } = {}): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((v, i) => sameJson(v, (b as unknown[])[i], options));
  const undefinedIsAbsent = options.undefinedIsAbsent ?? true;
  const ours = keysOf(a as Entries, undefinedIsAbsent);
  return ours.length === keysOf(b as Entries, undefinedIsAbsent).length
    && ours.every((key) => Object.hasOwn(b, key) && sameJson((a as Entries)[key], (b as Entries)[key], options));
}
