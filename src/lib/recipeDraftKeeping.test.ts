import { emptyDraft } from './recipeDraft';
import {
  draftKey, forgetDraft, forgetDraftInTab, hasUnsavedDraft, keepDraft, keepDraftInTab, resumeDraft, startNewDraft,
} from './recipeDraftKeeping';
import { storage } from './storage';

const ME = 1;
const crackers = { ...emptyDraft('Sourdough crackers'), description: 'Thin and crisp' };
const sauce = { ...emptyDraft('Tomato sauce'), description: 'Slow', user_recipe_id: 4 };

/** another tab: its own sessionStorage, the same localStorage */
function inAnotherTab(run: () => void): void {
  const mine = Object.entries(window.sessionStorage);
  window.sessionStorage.clear();
  run();
  window.sessionStorage.clear();
  for (const [key, value] of mine) window.sessionStorage.setItem(key, value);
}

test('a new recipe is kept in draft_recipe and an edit under its recipe, so neither replaces the other', () => {
  keepDraft(null, crackers, ME, 'new1');
  keepDraft(4, sauce, ME, 'edit4');
  expect(draftKey(null)).toBe('draft_recipe');
  expect(storage.get('draft_recipe')).toMatchObject({ name: 'Sourdough crackers', owner_id: ME, draft_id: 'new1' });
  expect(storage.get('draft_recipe:4')).toMatchObject({ name: 'Tomato sauce', draft_id: 'edit4' });
  expect(resumeDraft(null, ME)).toEqual({ draft: crackers, draftId: 'new1', tabOnly: false });
  expect(resumeDraft(4, ME)).toEqual({ draft: sauce, draftId: 'edit4', tabOnly: false });
  expect(resumeDraft(5, ME)).toBeNull();
});

test('another tab never replaces nor removes the device\'s copy of another draft, and each tab resumes its own after a reload', () => {
  keepDraft(null, crackers, ME, 'tabA');
  inAnotherTab(() => {
    // that tab resumed the same draft, started over and began another recipe
    expect(resumeDraft(null, ME)?.draftId).toBe('tabA');
    forgetDraft(null, 'tabA');
    keepDraft(null, { ...emptyDraft('Mug cake'), description: 'For one' }, ME, 'tabB');
  });
  // tab A's change leaves the device's copy of the mug cake as it is, and A still resumes the crackers
  keepDraft(null, { ...crackers, serves: 4 }, ME, 'tabA');
  expect(storage.get('draft_recipe')).toMatchObject({ name: 'Mug cake', draft_id: 'tabB' });
  expect(resumeDraft(null, ME)?.draft).toEqual({ ...crackers, serves: 4 });
  forgetDraft(null, 'tabA');
  expect(storage.get('draft_recipe')).toMatchObject({ name: 'Mug cake', draft_id: 'tabB' });
  inAnotherTab(() => expect(resumeDraft(null, ME)?.draft.name).toBe('Mug cake'));
});

test('the same draft continued in another tab is resumed as it was left there', () => {
  jest.spyOn(Date, 'now').mockReturnValue(1000);
  keepDraft(null, crackers, ME, 'one');
  inAnotherTab(() => {
    jest.spyOn(Date, 'now').mockReturnValue(2000);
    keepDraft(null, { ...crackers, serves: 6 }, ME, 'one');
  });
  expect(resumeDraft(null, ME)?.draft.serves).toBe(6);
  jest.restoreAllMocks();
});

test('another account\'s draft is not resumed; an edit\'s draft an earlier version kept in draft_recipe moves to its recipe', () => {
  storage.set('draft_recipe', { ...crackers, owner_id: 2 });
  expect(resumeDraft(null, ME)).toBeNull();
  storage.set('draft_recipe', { ...sauce, owner_id: ME });
  expect(resumeDraft(null, ME)).toBeNull();
  expect(storage.get('draft_recipe')).toBeNull();
  expect(resumeDraft(4, ME)).toEqual({ draft: sauce, draftId: null, tabOnly: false });
});

test('step 1\'s typing is kept in the tab alone, resumed there over the device\'s draft, and forgotten only if it is this wizard\'s', () => {
  keepDraft(null, crackers, ME, 'other');
  inAnotherTab(() => {
    keepDraftInTab(null, { ...emptyDraft('Mug cake'), description: 'For one' }, ME, 'step1');
    expect(storage.get('draft_recipe')).toMatchObject({ name: 'Sourdough crackers', draft_id: 'other' });
    expect(resumeDraft(null, ME)).toEqual({ draft: { ...emptyDraft('Mug cake'), description: 'For one' }, draftId: 'step1', tabOnly: true });
    forgetDraftInTab(null, 'other');
    expect(storage.get('draft_recipe', true)?.name).toBe('Mug cake');
    forgetDraftInTab(null, 'step1');
    expect(storage.get('draft_recipe', true)).toBeNull();
    expect(resumeDraft(null, ME)?.draftId).toBe('other');
  });
});

test('a copy of an import starts a new recipe\'s draft in place of this user\'s unsaved one, kept in the tab until step 2', () => {
  expect(hasUnsavedDraft(null, ME)).toBe(false);
  // an untouched step 1 is nothing to replace
  keepDraftInTab(null, emptyDraft(), ME, 'blank');
  expect(hasUnsavedDraft(null, ME)).toBe(false);
  keepDraft(null, crackers, ME, 'mine');
  expect(hasUnsavedDraft(null, ME)).toBe(true);
  expect(hasUnsavedDraft(4, ME)).toBe(false);

  const copy = { ...emptyDraft('Onion tart'), description: 'Crisp' };
  const id = startNewDraft(copy, ME);
  expect(resumeDraft(null, ME)).toEqual({ draft: copy, draftId: id, tabOnly: true });
  // the crackers are gone from the device too: a new tab does not resume them
  expect(storage.get('draft_recipe')).toBeNull();
  inAnotherTab(() => expect(resumeDraft(null, ME)).toBeNull());
});

test('a copy leaves another account\'s draft on this device alone', () => {
  storage.set('draft_recipe', { ...crackers, owner_id: 2, draft_id: 'theirs' });
  expect(hasUnsavedDraft(null, ME)).toBe(false);
  startNewDraft(crackers, ME);
  expect(storage.get('draft_recipe')).toMatchObject({ owner_id: 2, draft_id: 'theirs' });
});
