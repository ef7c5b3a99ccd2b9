import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { LOAD_FAILED } from '../../components/LoadFailed';
import { api, brokenUntilFixed, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { list } from '../../../tests/fixtures/shoppingLists';
import { store } from '../../../tests/fixtures/stores';

test('the landing\'s cards ask for their lists and store themselves: a slow answer for another card holds neither', async () => {
  server.use(
    // the meal plans never answer: the start's own loads would wait for them
    http.get(api('/user-mealplans/'), () => new Promise<Response>(() => undefined)),
    http.get(api('/user-shoppinglists'), () => HttpResponse.json([list({ name: 'Weekly shop' })])),
    http.get(api('/stores'), () => HttpResponse.json([store({ name: 'Larder cupboard' })])),
  );
  renderApp('/user-dashboard', { signedIn: true });
  // well before the start's loads give up waiting (3 s)
  expect(await screen.findByRole('link', { name: 'Weekly shop' }, { timeout: 1000 })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Larder cupboard' }, { timeout: 1000 })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'my lists' })).getByRole('link', { name: 'manage' })).toHaveAttribute('href', '/user-shopping-lists');
});

test('a card whose load failed says so with try again, not that there is nothing', async () => {
  const outage = brokenUntilFixed();
  server.use(
    http.get(api('/user-mealplans/'), outage.answer(() => HttpResponse.json([]))),
    http.get(api('/user-shoppinglists'), outage.answer(() => HttpResponse.json([list({ name: 'Weekly shop' })]))),
    http.get(api('/stores'), outage.answer(() => HttpResponse.json([store({ name: 'Larder cupboard' })]))),
  );
  const { user } = renderApp('/user-dashboard', { signedIn: true });
  const lists = await screen.findByRole('region', { name: 'my lists' });
  const alert = await within(lists).findByRole('alert');
  expect(alert).toHaveTextContent(LOAD_FAILED.lists);
  expect(within(screen.getByRole('region', { name: 'upcoming meals' })).getByRole('alert')).toHaveTextContent(LOAD_FAILED.plans);
  expect(within(screen.getByRole('region', { name: 'Your store' })).getByRole('alert')).toHaveTextContent(LOAD_FAILED.stores);
  outage.fix();
  await user.click(within(alert).getByRole('button', { name: 'try again' }));
  expect(await within(lists).findByRole('link', { name: 'Weekly shop' })).toBeInTheDocument();
});
