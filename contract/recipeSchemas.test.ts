// The recipe request schemas of contract/schemas.ts: search normalisation (SPEC §5) and paging input.
import { SEARCH_MAX_CHARS } from './api';
import { normaliseSearch, PAGE_MESSAGE, recipeFilterSchema, recipePageQuerySchema } from './schemas';

describe('normaliseSearch', () => {
  test.each([
    ['', ''],
    ['ab', ''],
    ['  ab  ', ''],
    ['abc', 'abc'],
    ['  Shakshuka  ', 'Shakshuka'],
    ['egg\u0000\u0000', 'egg'],
    ['fried\t\r\nrice', 'fried rice'],
    ['\ud800egg', 'egg'],
    ['😀😀', ''],
    ['😀😀😀', '😀😀😀'],
    ['% _', '% _'],
  ])('%j searches for %j', (input, output) => {
    expect(normaliseSearch(input)).toBe(output);
  });

  test(`a long search is cut to ${SEARCH_MAX_CHARS} characters, counting an emoji as one`, () => {
    expect(normaliseSearch('a'.repeat(500))).toBe('a'.repeat(SEARCH_MAX_CHARS));
    expect(Array.from(normaliseSearch('🍳'.repeat(150)))).toHaveLength(SEARCH_MAX_CHARS);
    expect(normaliseSearch(`${'a'.repeat(99)} tail`)).toBe('a'.repeat(99));
  });
});

describe('paging input', () => {
  test('the page defaults to 1 and is read from query text', () => {
    expect(recipePageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(recipePageQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
  });

  test.each(['0', '-2', 'abc', '2.5', '', '100001'])('page %j is refused with one message', (page) => {
    const result = recipePageQuerySchema.safeParse({ page });
    expect(result.error?.issues.map((i) => i.message)).toEqual([PAGE_MESSAGE]);
  });

  test('a filter body takes numbers only for its page', () => {
    expect(recipeFilterSchema.safeParse({ pageToRequest: '2' }).success).toBe(false);
    expect(recipeFilterSchema.parse({})).toEqual({ pageToRequest: 1, searchString: '', filters: [] });
  });
});
