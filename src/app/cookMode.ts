// SPEC §2: ?cookmode=true on a recipe's address is its cook mode (a verified recipe's, and ours, an own one's).

/** ?cookmode=true (or a bare ?cookmode) turns cook mode on; false or 0 leaves it off. */
export function isCookMode(params: URLSearchParams): boolean {
  const value = params.get('cookmode');
  return value !== null && value !== 'false' && value !== '0';
}
