// The wizard opened on a copy of an import (ours): the copy is told as one, not as changes restored, on every step and
// after a reload of the tab; an entry of history that tells of a copy no longer kept tells nothing.
import { screen } from '@testing-library/react';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { emptyDraft } from '../../lib/recipeDraft';
import { storage } from '../../lib/storage';
import { copiedText, NOT_IN_CATALOGUE, NOT_IN_CATALOGUE_HINT } from './CopiedNotice';
import { DRAFT_RESTORED } from './RecipeWizardScreen';

// the first test loads the lazy screen
jest.setTimeout(30_000);

const tart = { ...emptyDraft('Onion tart'), description: 'Crisp.\n\nAlso needed:\n- 1 bunch chives' };
const copied = { draftId: 'copy1', from: 'Onion tart', unmatched: ['1 bunch chives', '1 bunch chives'] };

beforeEach(() => {
  server.use(http.post(api('/user-recipe-validate'), () => HttpResponse.json({ errors: {}, banned_words: [], name_taken: false, custom_ingredients: [], tags: {} })));
});

test('the copy the page kept in the tab is told as a copy, with the lines not in the catalogue, also after a reload', async () => {
  storage.set('draft_recipe', { ...tart, owner_id: demoUser.id, draft_id: 'copy1', tab_only: true }, true);
  renderApp('/recipe-creator', { signedIn: true, historyState: { copied } });
  expect(await screen.findByText(copiedText('Onion tart'))).toBeInTheDocument();
  expect(screen.getByLabelText('Recipe name')).toHaveValue('Onion tart');
  expect(screen.getByRole('list', { name: NOT_IN_CATALOGUE }).children).toHaveLength(2);
  expect(screen.getByText(NOT_IN_CATALOGUE_HINT)).toBeInTheDocument();
  expect(screen.queryByText(DRAFT_RESTORED)).not.toBeInTheDocument();
});

test('a copy no longer kept (another recipe begun since, back to the copy\'s entry) is not told: the draft kept is', async () => {
  storage.set('draft_recipe', { ...emptyDraft('Mug cake'), description: 'For one', owner_id: demoUser.id, draft_id: 'later' });
  renderApp('/recipe-creator', { signedIn: true, historyState: { copied } });
  expect(await screen.findByText(DRAFT_RESTORED)).toBeInTheDocument();
  expect(screen.getByLabelText('Recipe name')).toHaveValue('Mug cake');
  expect(screen.queryByText(copiedText('Onion tart'))).not.toBeInTheDocument();
});
