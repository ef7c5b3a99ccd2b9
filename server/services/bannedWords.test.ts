// SPEC §5 'Contains banned words or symbols': whole words only, so real dishes keep their names.
import { findBannedWords } from './bannedWords';

test.each(['Cock-a-leekie soup', 'Spotted dick', '70% dark chocolate brownies', 'Scunthorpe pie', 'Crème brûlée', 'Mum\'s No. 1 chili (spicy)'])(
  '%s is a fine name', (name) => {
    expect(findBannedWords(name)).toEqual([]);
  },
);

test('obscenities as whole words, any case, each once', () => {
  expect(findBannedWords('SHIT soup, shit')).toEqual(['shit']);
});

test('markup, templates and links', () => {
  expect(findBannedWords('<b>Pie</b>')).toEqual(['<', '>']);
  expect(findBannedWords('{{name}} stew')).toEqual(['{', '}']);
  expect(findBannedWords('Pie from https://spam.example')).toEqual(['https://']);
});
