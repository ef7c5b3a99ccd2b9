import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { item, sharedStore, store } from '../../../tests/fixtures/stores';

test('the dashboard shows the default store loaded on start: name, item count, the items still good expiring soonest, and manage', async () => {
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
  expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['eggs expiring', 'flour ', 'rice ']);
  expect(within(card).getByRole('link', { name: '1 item has expired' })).toHaveAttribute('href', '/user-stores/10');
  expect(within(card).getByRole('link', { name: 'manage' })).toHaveAttribute('href', '/user-stores');
  expect(within(card).getByRole('link', { name: 'Open Pantry' })).toHaveAttribute('href', '/user-stores/10');
});

test('use first is what is still good, not what went off a year ago; what has expired is counted, with a link to the store (QA power D5)', async () => {
  server.use(
    http.get(api('/stores'), () => HttpResponse.json([
      store({
        items: [
          item({ name: 'lamb shoulder', daysAgo: 400, estimated_expiry_days: 23 }),
          item({ id: 2, value: 2, name: 'pork loin chop', daysAgo: 380, estimated_expiry_days: 4 }),
          item({ id: 3, value: 3, name: 'parsnip', daysAgo: 30, estimated_expiry_days: 19 }),
          item({ id: 4, value: 4, name: 'rice', estimated_expiry_days: 300 }),
          item({ id: 5, value: 5, name: 'bagel', daysAgo: 5, estimated_expiry_days: 6 }),
        ],
      }),
    ])),
  );
  renderApp('/user-dashboard', { signedIn: true });
  const card = await screen.findByRole('region', { name: 'Pantry' });
  expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['bagel expiring', 'rice ']);
  expect(within(card).getByRole('link', { name: '3 items have expired' })).toHaveAttribute('href', '/user-stores/10');
});

test('with nothing expired, the card says nothing of it', async () => {
  server.use(http.get(api('/stores'), () => HttpResponse.json([store({ items: [item({ name: 'rice', estimated_expiry_days: 300 })] })])));
  renderApp('/user-dashboard', { signedIn: true });
  const card = await screen.findByRole('region', { name: 'Pantry' });
  expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['rice ']);
  expect(within(card).queryByText(/expired/)).not.toBeInTheDocument();
});

test('a shared store can be the default', async () => {
  server.use(
    http.get(api('/stores'), () => HttpResponse.json([store({ default: false })])),
    http.get(api('/share'), () => HttpResponse.json([sharedStore(true, { default: true })])),
  );
  renderApp('/user-dashboard', { signedIn: true });
  expect(await screen.findByRole('region', { name: 'Shed' })).toHaveTextContent('Default store · 0 items');
});
