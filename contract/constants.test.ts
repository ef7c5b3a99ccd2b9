import {
  ACCOUNT_NAME_MIN_EXCLUSIVE, CATEGORY_FALLBACK, CHUNK_TIMEOUT_MS, CUSTOM_ITEM, DIETARY_TAGS, IMAGE_HEIGHT,
  IMAGE_MAX_BYTES, IMAGE_QUALITY, IMAGE_WIDTH, INVITE_CODE_LENGTH, MEALPLAN_DAYS_CREATED, MEALPLAN_DRAFT_DAYS,
  PASSWORD_CHANGE_MIN, PASSWORD_RESET_MIN, SCAN_SKIP_WORDS, SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, TERMS_LAST_UPDATED,
  TREATMENTS, UNIT_OPTIONS, USERNAME_MIN,
} from './constants';

describe('SPEC §9 constants', () => {
  test.each([
    ['INVITE_CODE_LENGTH', INVITE_CODE_LENGTH, 8],
    ['USERNAME_MIN', USERNAME_MIN, 6],
    ['ACCOUNT_NAME_MIN_EXCLUSIVE', ACCOUNT_NAME_MIN_EXCLUSIVE, 3],
    ['PASSWORD_CHANGE_MIN', PASSWORD_CHANGE_MIN, 5],
    ['PASSWORD_RESET_MIN', PASSWORD_RESET_MIN, 6],
    ['SEARCH_DEBOUNCE_MS', SEARCH_DEBOUNCE_MS, 800],
    ['SEARCH_MIN_CHARS', SEARCH_MIN_CHARS, 3],
    ['CHUNK_TIMEOUT_MS', CHUNK_TIMEOUT_MS, 120000],
    ['IMAGE_MAX_BYTES', IMAGE_MAX_BYTES, 2 * 1024 * 1024],
    ['IMAGE_WIDTH', IMAGE_WIDTH, 1920],
    ['IMAGE_HEIGHT', IMAGE_HEIGHT, 1080],
    ['IMAGE_QUALITY', IMAGE_QUALITY, 0.9],
    ['MEALPLAN_DAYS_CREATED', MEALPLAN_DAYS_CREATED, 0],
    ['MEALPLAN_DRAFT_DAYS', MEALPLAN_DRAFT_DAYS, 3],
  ])('%s is %p', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  test('the image is 16:9', () => {
    expect(IMAGE_WIDTH / IMAGE_HEIGHT).toBeCloseTo(16 / 9);
  });

  test('custom item defaults and fallbacks', () => {
    expect(CUSTOM_ITEM).toEqual({ quantity: 1, unit: 'unit', expiryDays: 14 });
    expect(CATEGORY_FALLBACK).toEqual({ custom: 'Custom', misc: 'Misc' });
    expect(TERMS_LAST_UPDATED).toBe('7 April 2024');
  });
});

describe('SPEC §3 and §5 lists', () => {
  test('units: the 10 of §3 in order', () => {
    expect(UNIT_OPTIONS).toEqual(['unit', 'kg', 'g', 'mg', 'l', 'ml', 'cup', 'rasher', 'tsp', 'tbsp']);
  });

  test('treatments: the 11 preparation descriptors', () => {
    expect(TREATMENTS).toHaveLength(11);
    expect(TREATMENTS[0]).toBe('whole');
    expect(TREATMENTS[10]).toBe('grated');
  });

  test('dietary tags: 5', () => {
    expect(DIETARY_TAGS).toEqual(['vegetarian', 'vegan', 'dairy_free', 'gluten_free', 'sugar_free']);
  });

  test('scan skip words: the 12 of §5, lower case', () => {
    expect(SCAN_SKIP_WORDS).toHaveLength(12);
    expect(SCAN_SKIP_WORDS).toContain('authori');
    for (const w of SCAN_SKIP_WORDS) expect(w).toBe(w.toLowerCase());
  });

  test('the lists hold no duplicates', () => {
    for (const list of [UNIT_OPTIONS, TREATMENTS, DIETARY_TAGS, SCAN_SKIP_WORDS]) {
      expect(new Set<string>(list).size).toBe(list.length);
    }
  });
});
