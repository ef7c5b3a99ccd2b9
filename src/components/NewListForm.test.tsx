// A list created again after its answer was lost (QA slow, defect 3): the create goes with its submission's key, the
// same for the retry, so the server answers with the list it made the first time (server/plugins/idempotency.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../contract/rules';
import { renderApp } from '../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../tests/fixtures/server';
import { list, serveLists } from '../../tests/fixtures/shoppingLists';

jest.setTimeout(20_000);
beforeEach(() => { jest.spyOn(console, 'warn').mockImplementation(() => undefined); });

/** The first create is made and its answer lost; later ones are answered (a kept key as it was answered first). */
function loseFirstCreateAnswer() {
  const keys: (string | null)[] = [];
  server.use(
    http.post(api('/user-shoppinglists'), async ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      const { name } = (await request.json()) as { name: string };
      if (keys.length === 1) return HttpResponse.error();
      return HttpResponse.json({ user_shoppinglist_id: 12, name, user_shoppinglist_ingredients: [] }, { status: 201 });
    }),
    http.get(api('/user-shoppinglists/12'), () => HttpResponse.json({ shopping_list: list({ user_shoppinglist_id: 12, name: 'Saturday shop', ingredients: [] }) })),
  );
  return keys;
}

async function createDialog() {
  const view = renderApp('/user-shopping-lists', { signedIn: true });
  await view.user.click(await screen.findByRole('button', { name: 'Create' }));
  const dialog = screen.getByRole('dialog', { name: 'Create a Shopping List' });
  return { ...view, dialog, name: within(dialog).getByLabelText('Name'), create: within(dialog).getByRole('button', { name: 'create' }) };
}

test('create, sent again after its answer was lost, goes with the same key: the list made the first time opens', async () => {
  serveLists({ own: [] });
  const keys = loseFirstCreateAnswer();
  const { user, dialog, name, create, router } = await createDialog();
  await user.type(name, 'Saturday shop');
  await user.click(create);
  expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  await user.click(create);
  await waitFor(() => expect(router.state.location.pathname).toBe('/user-shopping-lists/edit/12'));
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(keys[1]).toBe(keys[0]);
});

test('a name changed after a lost answer is another submission, with another key', async () => {
  serveLists({ own: [] });
  const keys = loseFirstCreateAnswer();
  const { user, dialog, name, create } = await createDialog();
  await user.type(name, 'Saturday shop');
  await user.click(create);
  await within(dialog).findByRole('alert');
  await user.type(name, ' 2');
  await user.click(create);
  await waitFor(() => expect(keys).toHaveLength(2));
  expect(keys[1]).not.toBe(keys[0]);
});

test('a name pasted past the bound is kept whole and said, not cut, and the list is not created until it fits', async () => {
  serveLists({ own: [] });
  const { user, dialog, name, create } = await createDialog();
  const long = `Saturday shop ${'a'.repeat(190)}`;
  await user.click(name);
  await user.paste(long);
  expect(name).toHaveValue(long);
  expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.nameTooLong);
  expect(name).toHaveAccessibleDescription(expect.stringContaining('204 of 200 characters, 4 too many'));
  expect(create).toHaveAttribute('aria-disabled', 'true');
  await user.type(name, '{Backspace}'.repeat(4));
  expect(create).not.toHaveAttribute('aria-disabled', 'true');
});
