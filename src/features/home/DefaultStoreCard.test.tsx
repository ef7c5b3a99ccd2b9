import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { item, sharedStore, store } from '../../../tests/fixtures/stores';

test('the dashboard shows the default store loaded on start: name, item count, the items expiring soonest, and manage', async () => {
  server.use(
    http.get(api('/stores'), () => HttpResponse.json([
      store({
        items: [
          item({ name: 'rice', estimated_expiry_days: 300 }),
          item({ id: 2, value: 2, name: 'milk', daysAgo: 8, estimated_expiry_days: 7 }),
          item({ id: 3, value: 3, name: 'eggs', daysAgo: 5, estimated_expiry_days: 7 }),
          item({ id: 4, value: 4, name: 'flour', estimated_expiry_days: 200 }),
          // used up, and expired the longest: nothing left to use first
          item({ id: 5, value: 5, name: 'cream', quantity: 0, daysAgo: 9, estimated_expiry_days: 7 }),
        ],
      }),
      store({ id: 11, name: 'Fridge', default: false }),
    ])),
  );
  renderApp('/user-dashboard', { signedIn: true });
  const card = await screen.findByRole('region', { name: 'Pantry' });
  expect(within(card).getByText('Default store · 5 items')).toBeInTheDocument();
  expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['milk expired', 'eggs expiring', 'flour ']);
  expect(within(card).getByRole('link', { name: 'manage' })).toHaveAttribute('href', '/user-stores');
  expect(within(card).getByRole('link', { name: 'Open Pantry' })).toHaveAttribute('href', '/user-stores/10');
});

test('a shared store can be the default', async () => {
  server.use(
    http.get(api('/stores'), () => HttpResponse.json([store({ default: false })])),
    http.get(api('/share'), () => HttpResponse.json([sharedStore(true, { default: true })])),
  );
  renderApp('/user-dashboard', { signedIn: true });
  expect(await screen.findByRole('region', { name: 'Shed' })).toHaveTextContent('Default store · 0 items');
});
