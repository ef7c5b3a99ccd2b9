// The Discover list's page and search live in the address (?page=2&search=pasta): the app reads them there, and
// the server reads them the same way to draw that page (server/services/drawnPages.ts).

/** The page (1 when missing or not a number) and the search text ('' when none) an address's query holds. */
export function recipeQueryFromAddress(query: string): { page: number; search: string } {
  const params = new URLSearchParams(query);
  return { page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1), search: params.get('search') ?? '' };
}
