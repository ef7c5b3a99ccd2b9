// A plan created again after its answer was lost (QA slow, defect 3: two 'Week Two'): the create goes with its
// submission's key, the same for the retry, so the server answers with the plan it made the first time.
import { screen, waitFor } from '@testing-library/react';
import { servePlans } from '../../../tests/fixtures/mealplans';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';

jest.setTimeout(20_000);
beforeEach(() => { jest.spyOn(console, 'warn').mockImplementation(() => undefined); });

/** The first create is made and its answer lost; later ones are answered with the plan made. */
function loseFirstCreateAnswer() {
  const keys: (string | null)[] = [];
  server.use(http.post(api('/user-mealplans/'), ({ request }) => {
    keys.push(request.headers.get('Idempotency-Key'));
    return keys.length === 1 ? HttpResponse.error() : HttpResponse.json({ data: { user_mealplan_id: 99 } }, { status: 201 });
  }));
  return keys;
}

test('create, sent again after its answer was lost, goes with the same key: the plan made the first time opens', async () => {
  servePlans({ own: [] });
  const keys = loseFirstCreateAnswer();
  const { user, router } = renderApp('/user-meal-plans/create', { signedIn: true });
  await user.type(await screen.findByLabelText('Name', {}, { timeout: 15_000 }), 'Week Two');
  await user.click(screen.getByRole('button', { name: 'create' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'create' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/user-meal-plans/edit/99'));
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(keys[1]).toBe(keys[0]);
});

test('a plan changed after a lost answer (another number of days) goes with a new key', async () => {
  servePlans({ own: [] });
  const keys = loseFirstCreateAnswer();
  const { user } = renderApp('/user-meal-plans/create', { signedIn: true });
  await user.type(await screen.findByLabelText('Name', {}, { timeout: 15_000 }), 'Week Two');
  await user.click(screen.getByRole('button', { name: 'create' }));
  await screen.findByRole('alert');
  await user.clear(screen.getByLabelText('Number of days'));
  await user.type(screen.getByLabelText('Number of days'), '5');
  await user.click(screen.getByRole('button', { name: 'create' }));
  await waitFor(() => expect(keys).toHaveLength(2));
  expect(keys[1]).not.toBe(keys[0]);
});
