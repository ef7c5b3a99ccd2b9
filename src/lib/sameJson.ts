// Whether two JSON values are the same, whatever the order of their objects' keys (PostgreSQL's jsonb keeps its
// own) and with a key whose value is undefined taken as absent, as JSON.stringify does.

const definedKeys = (value: object) => Object.entries(value).filter(([, v]) => v !== undefined);

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((v, i) => sameJson(v, (b as unknown[])[i]));
  const ours = definedKeys(a);
  const theirs = new Map(definedKeys(b));
  return ours.length === theirs.size && ours.every(([key, v]) => theirs.has(key) && sameJson(v, theirs.get(key)));
}
