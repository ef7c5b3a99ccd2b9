import { isFiltering, matchesEveryWord } from './textMatch';

describe('matchesEveryWord: each word typed is in the name, in any order', () => {
  test.each([
    ['carrot cor', 'Carrot And Coriander Soup', true],
    ['cor carrot', 'Carrot And Coriander Soup', true],
    ['CARROT  soup', 'Carrot And Coriander Soup', true],
    // within a word, as the picker's contains always found
    ['rian', 'Carrot And Coriander Soup', true],
    ['carrot cake', 'Carrot And Coriander Soup', false],
    // accents and case folded either way, as the app's other pickers fold them
    ['puree tomato', 'Tomato Purée', true],
    ['PURÉE', 'tomato puree', true],
    ['', 'Tomato', false],
    ['   ', 'Tomato', false],
  ])('%p in %p → %p', (query, name, expected) => {
    expect(matchesEveryWord(query, name)).toBe(expected);
  });
});

test('isFiltering: from 3 characters (SPEC §5), surrounding spaces not counted, a character beyond the BMP as one', () => {
  expect(isFiltering('ra')).toBe(false);
  expect(isFiltering('  ra  ')).toBe(false);
  expect(isFiltering('rag')).toBe(true);
  expect(isFiltering('🍝🍝')).toBe(false);
  expect(isFiltering('🍝🍝🍝')).toBe(true);
});
