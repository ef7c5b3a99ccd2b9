/** An id from the address ('42'), or null when it is not a positive whole number ('abc', '4.2', '-1'). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
