// SPEC §2 /user-recipes#custom and the custom row's actions dialog (SPEC §4 publish request, §8 messages).
import { screen, waitFor, within } from '@testing-library/react';
import type { UserRecipe } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { RECIPE_MESSAGES } from '../../../contract/recipeRules';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { publishRequest, userRecipe } from '../../../tests/fixtures/userRecipes';
import { confirmUnpublish, UNPUBLISH_NEEDS_REVIEW } from '../../components/CustomRecipeActions';
import { PUBLISH_REQUESTED, RECIPE_DELETED } from '../../lib/recipeDraftPublication';
import { USER_RECIPES_LOAD_FAILED } from './CustomTab';

// the first test loads the lazy screen
jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

function serve(recipes: UserRecipe[]) {
  server.use(http.get(api('/user-recipe-creator'), () => HttpResponse.json(recipes)));
}

async function openActions(name: string) {
  const view = renderApp('/user-recipes#custom', { signedIn: true });
  await view.user.click(await screen.findByRole('button', { name: new RegExp(name) }));
  return { ...view, dialog: await screen.findByRole('dialog', { name }) };
}

test('lists my recipes with their publication state; an empty list offers to create one', async () => {
  serve([userRecipe(), userRecipe({ user_recipe_id: 6, name: 'Flatbread', published: true }), userRecipe({ user_recipe_id: 7, name: 'Stew', publish_request: publishRequest('pending', { entity_id: 7 }) })]);
  renderApp('/user-recipes#custom', { signedIn: true });
  const list = await screen.findByRole('list', { name: 'My recipes' });
  const rows = within(list).getAllByRole('button');
  expect(rows.map((r) => r.textContent)).toEqual([
    expect.stringMatching(/^Tomato soupprivate/),
    expect.stringMatching(/^Flatbreadpublished/),
    expect.stringMatching(/^Stewawaiting review/),
  ]);
  expect(screen.getByRole('link', { name: 'Create a recipe' })).toHaveAttribute('href', '/recipe-creator');
});

test('an empty list and a failed load', async () => {
  serve([]);
  const { unmount } = renderApp('/user-recipes#custom', { signedIn: true });
  expect(await screen.findByText(MESSAGES.noRecipes)).toBeInTheDocument();
  unmount();

  server.use(http.get(api('/user-recipe-creator'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
  const { user, store } = renderApp('/user-recipes#custom', { signedIn: true });
  // the start of the app and the tab both load the list: wait until the last of them has failed
  await waitFor(() => expect(screen.getByText(USER_RECIPES_LOAD_FAILED)).toBeInTheDocument());
  await waitFor(() => expect(store.getState().user_data.userRecipesStatus).toBe('failed'));
  serve([userRecipe()]);
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: /Tomato soup/ })).toBeInTheDocument();
});

test('publish asks for publication and then shows the pending request with cancel', async () => {
  serve([userRecipe()]);
  let body: unknown;
  server.use(http.post(api('/publish-requests/'), async ({ request }) => {
    body = await request.json();
    return HttpResponse.json({ data: publishRequest('pending') }, { status: 201 });
  }));
  const { user, dialog } = await openActions('Tomato soup');
  expect(within(dialog).getByText('private')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'unpublish' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'publish' }));
  expect(await screen.findByText(PUBLISH_REQUESTED)).toBeInTheDocument();
  expect(body).toEqual({ entity_id: 5, entity_type: 'UserRecipe' });
  expect(within(dialog).getByText('awaiting review')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'publish' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'cancel request' })).toBeEnabled();
});

test("a refusal shows the server's message and keeps the returned request (SPEC §4)", async () => {
  serve([userRecipe()]);
  server.use(http.post(api('/publish-requests/'), () => HttpResponse.json({ error: RECIPE_MESSAGES.publishUnknownIngredients, request: publishRequest('rejected') })));
  const { user, dialog } = await openActions('Tomato soup');
  await user.click(within(dialog).getByRole('button', { name: 'publish' }));
  expect(await within(dialog).findByText(RECIPE_MESSAGES.publishRejected)).toBeInTheDocument();
  expect(screen.getAllByText(RECIPE_MESSAGES.publishUnknownIngredients).length).toBeGreaterThan(0);
  expect(within(dialog).getByRole('button', { name: 'cancel request' })).toBeInTheDocument();
});

test('a rejected request shows its reason under the rejection, as text', async () => {
  serve([
    userRecipe({ publish_request: publishRequest('rejected', { reason: 'Please add a photo of the finished dish.' }) }),
    userRecipe({ user_recipe_id: 6, name: 'Flatbread', publish_request: publishRequest('rejected', { id: 41, entity_id: 6, reason: '<b>Too</b> salty' }) }),
    userRecipe({ user_recipe_id: 7, name: 'Stew', publish_request: publishRequest('rejected', { id: 42, entity_id: 7 }) }),
  ]);
  const { user, dialog } = await openActions('Tomato soup');
  const rejection = within(dialog).getByRole('alert');
  expect(within(rejection).getByText(RECIPE_MESSAGES.publishRejected)).toBeInTheDocument();
  expect(within(rejection).getByText('Reason: Please add a photo of the finished dish.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'close' }));

  await user.click(screen.getByRole('button', { name: /Flatbread/ }));
  const flatbread = await screen.findByRole('dialog', { name: 'Flatbread' });
  expect(within(flatbread).getByText('Reason: <b>Too</b> salty')).toBeInTheDocument();
  expect(flatbread.querySelector('b')).toBeNull();
  await user.click(within(flatbread).getByRole('button', { name: 'close' }));

  // none given: the rejection alone
  await user.click(screen.getByRole('button', { name: /Stew/ }));
  const stew = await screen.findByRole('dialog', { name: 'Stew' });
  expect(within(stew).getByRole('alert')).toHaveTextContent(new RegExp(`^${RECIPE_MESSAGES.publishRejected}$`));
});

test('cancel clears the request; a failed cancel says it could not be cancelled', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serve([userRecipe({ publish_request: publishRequest('pending') })]);
  server.use(http.get(api('/publish-requests/40/cancel'), () => HttpResponse.json({ message: 'The Request could not be cancelled' }, { status: 409 }), { once: true }));
  const { user, dialog } = await openActions('Tomato soup');
  await user.click(within(dialog).getByRole('button', { name: 'cancel request' }));
  expect(await screen.findByText(RECIPE_MESSAGES.publishCancelError)).toBeInTheDocument();
  expect(within(dialog).getByText('awaiting review')).toBeInTheDocument();

  server.use(http.get(api('/publish-requests/40/cancel'), () => HttpResponse.json({ data: publishRequest('cancelled') })));
  await user.click(within(dialog).getByRole('button', { name: 'cancel request' }));
  expect(await screen.findByText(RECIPE_MESSAGES.publishCancelled)).toBeInTheDocument();
  expect(within(dialog).getByText('private')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'publish' })).toBeInTheDocument();
});

test('unpublish asks first, then takes a published recipe back; editing it is said to make it private', async () => {
  serve([userRecipe({ published: true })]);
  let unpublished = 0;
  server.use(http.put(api('/publish-requests/unpublish'), () => {
    unpublished += 1;
    return HttpResponse.json({ data: userRecipe({ updated_at: '2026-11-21T10:00:00.000Z' }) });
  }));
  const { user, dialog } = await openActions('Tomato soup');
  expect(within(dialog).getByText(/Saving your changes makes it private/)).toBeInTheDocument();
  // a new review is the only way back into the catalogue (QA author 6): cancel leaves it published
  await user.click(within(dialog).getByRole('button', { name: 'unpublish' }));
  let confirm = await screen.findByRole('dialog', { name: confirmUnpublish('Tomato soup') });
  expect(within(confirm).getByText(UNPUBLISH_NEEDS_REVIEW.toLowerCase())).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'cancel' }));
  expect(within(await screen.findByRole('dialog', { name: 'Tomato soup' })).getByText('published')).toBeInTheDocument();
  expect(unpublished).toBe(0);

  await user.click(within(dialog).getByRole('button', { name: 'unpublish' }));
  confirm = await screen.findByRole('dialog', { name: confirmUnpublish('Tomato soup') });
  await user.click(within(confirm).getByRole('button', { name: 'confirm' }));
  expect(await screen.findByText(RECIPE_MESSAGES.unpublished)).toBeInTheDocument();
  expect(within(await screen.findByRole('dialog', { name: 'Tomato soup' })).getByText('private')).toBeInTheDocument();
  expect(unpublished).toBe(1);
});

test('a recipe with custom ingredients cannot be published, with a contact link', async () => {
  serve([userRecipe({ ingredients: [{ value: 'CUSTOM-ab12cd', name: 'Secret spice', quantity: 1, measurement: 'unit', treatment: null }] })]);
  const { dialog } = await openActions('Tomato soup');
  expect(within(dialog).getByText(RECIPE_MESSAGES.publishUnknownIngredients)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  expect(within(dialog).getByRole('button', { name: 'publish' })).toBeDisabled();
});

test('deleting a published recipe says first that those who saved or planned it lose it', async () => {
  serve([userRecipe({ published: true, catalogue_copy: true })]);
  const { user, dialog } = await openActions('Tomato soup');
  await user.click(within(dialog).getByRole('button', { name: 'delete' }));
  const confirm = await screen.findByRole('dialog', { name: MESSAGES.confirmDelete('Tomato soup') });
  expect(within(confirm).getByText(MESSAGES.deletePublished.toLowerCase())).toBeInTheDocument();
  expect(MESSAGES.deletePublished).toMatch(/saved or planned it.*This action cannot be undone$/);
});

test('so does deleting one taken out of the catalogue since (unpublished or edited): its copy is still saved and planned', async () => {
  serve([userRecipe({ published: false, catalogue_copy: true })]);
  const { user, dialog } = await openActions('Tomato soup');
  await user.click(within(dialog).getByRole('button', { name: 'delete' }));
  const confirm = await screen.findByRole('dialog', { name: MESSAGES.confirmDelete('Tomato soup') });
  expect(within(confirm).getByText(MESSAGES.deletePublished.toLowerCase())).toBeInTheDocument();
});

test('edit goes to /recipe-edit/{id}; delete asks first and removes the row', async () => {
  serve([userRecipe(), userRecipe({ user_recipe_id: 6, name: 'Flatbread' })]);
  server.use(http.delete(api('/user-recipe-creator/5'), () => HttpResponse.json({ message: 'Recipe deleted.' })));
  const { user, dialog, router } = await openActions('Tomato soup');
  await user.click(within(dialog).getByRole('button', { name: 'delete' }));
  const confirm = await screen.findByRole('dialog', { name: MESSAGES.confirmDelete('Tomato soup') });
  expect(within(confirm).getByText(MESSAGES.cannotBeUndone.toLowerCase())).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'confirm' }));
  expect(await screen.findByText(RECIPE_DELETED)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: /Tomato soup/ })).not.toBeInTheDocument());

  // the wizard that opens asks for the recipe, the options and the name check: it opens on this recipe
  server.use(
    http.get(api('/user-recipe-creator/6'), () => HttpResponse.json(userRecipe({ user_recipe_id: 6, name: 'Flatbread' }))),
    http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: [] })),
    http.get(api('/form-options/categories'), () => HttpResponse.json({ data: [] })),
    http.post(api('/user-recipe-validate'), () => HttpResponse.json({ errors: {}, banned_words: [], name_taken: false, custom_ingredients: [], tags: {} })),
  );
  await user.click(screen.getByRole('button', { name: /Flatbread/ }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Flatbread' })).getByRole('button', { name: 'edit' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/recipe-edit/6'));
  expect(await screen.findByLabelText('Recipe name')).toHaveValue('Flatbread');
});
