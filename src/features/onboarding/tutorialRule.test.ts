import { shouldOfferTutorial } from './tutorialRule';

// SPEC §2: the prompt appears when the address has first_login=true, or when no tutorial_enabled flag is stored
test.each([
  ['', null, true],
  ['', true, false],
  ['', false, false],
  ['?first_login=true', null, true],
  ['?first_login=true', true, true],
  ['?first_login=true', false, true],
  ['?tab=lists&first_login=true', false, true],
  ['?first_login=false', false, false],
  ['?first_login=1', true, false],
  ['?first_login', false, false],
  ['?first_login=TRUE', false, false],
])('search %p with stored flag %p → %p', (search, stored, expected) => {
  expect(shouldOfferTutorial(search, stored)).toBe(expected);
});
