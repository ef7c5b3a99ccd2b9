import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { item, sharedStore, store } from '../../../tests/fixtures/stores';

test('expired items (danger) and items in their last 2 days (warning), across own and shared stores, link to their store', async () => {
  server.use(
    http.get(api('/stores'), () => HttpResponse.json([store({
      items: [
        // whole days, so the labels' calendar days do not hang on the time of day the test runs
        item({ name: 'milk', daysAgo: 10, estimated_expiry_days: 7 }),
        item({ id: 2, value: 2, name: 'eggs', daysAgo: 6, estimated_expiry_days: 7 }),
        item({ id: 3, value: 3, name: 'rice', daysAgo: 1, estimated_expiry_days: 300 }),
        // used up: nothing left to warn about
        item({ id: 4, value: 4, name: 'cream', quantity: 0, daysAgo: 9, estimated_expiry_days: 7 }),
        item({ id: 5, value: 5, name: 'butter', quantity: 0, daysAgo: 6, estimated_expiry_days: 7 }),
      ],
    })])),
    http.get(api('/share'), () => HttpResponse.json([sharedStore(false, { items: [item({ name: 'ham', daysAgo: 8, estimated_expiry_days: 7 })] })])),
  );
  renderApp('/user-notifications', { signedIn: true });

  const expired = await screen.findByRole('region', { name: /Expired/ });
  const expiredRows = within(expired).getAllByRole('link');
  expect(expiredRows.map((a) => a.textContent)).toEqual(['hamexpired 1 day agoin Shed', 'milkexpired 3 days agoin Pantry']);
  expect(expiredRows[0]).toHaveAttribute('href', '/user-stores/20?view=readonly');

  const soon = screen.getByRole('region', { name: /About to expire/ });
  const soonRows = within(soon).getAllByRole('link');
  expect(soonRows.map((a) => a.textContent)).toEqual(['eggsexpires in 1 dayin Pantry']);
  expect(soonRows[0]).toHaveAttribute('href', '/user-stores/10?view=readonly');
  expect(screen.queryByText('rice')).not.toBeInTheDocument();
  expect(screen.queryByText('cream')).not.toBeInTheDocument();
  expect(screen.queryByText('butter')).not.toBeInTheDocument();
});

test('what can still be used comes first, soonest first; then what has expired, the most recently first (QA power D5)', async () => {
  server.use(http.get(api('/stores'), () => HttpResponse.json([store({
    items: [
      item({ name: 'lamb shoulder', daysAgo: 400, estimated_expiry_days: 23 }),
      item({ id: 2, value: 2, name: 'yoghurt', daysAgo: 5, estimated_expiry_days: 7 }),
      item({ id: 3, value: 3, name: 'parsnip', daysAgo: 20, estimated_expiry_days: 19 }),
      item({ id: 4, value: 4, name: 'bagel', daysAgo: 5, estimated_expiry_days: 6 }),
      item({ id: 5, value: 5, name: 'pork loin chop', daysAgo: 380, estimated_expiry_days: 4 }),
    ],
  })])));
  renderApp('/user-notifications', { signedIn: true });

  await screen.findByRole('region', { name: /Expired/ });
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['About to expire (2)', 'Expired (3)']);
  // each row's name, before its when
  const names = (region: string) => within(screen.getByRole('region', { name: new RegExp(region) })).getAllByRole('link')
    .map((a) => a.textContent?.replace(/expire.*$/, ''));
  expect(names('About to expire')).toEqual(['bagel', 'yoghurt']);
  expect(names('Expired')).toEqual(['parsnip', 'pork loin chop', 'lamb shoulder']);
});

test('a store whose only expired entries are used up is all fresh', async () => {
  server.use(http.get(api('/stores'), () => HttpResponse.json([store({ items: [item({ quantity: 0, daysAgo: 10, estimated_expiry_days: 7 })] })])));
  renderApp('/user-notifications', { signedIn: true });
  expect(await screen.findByText('All fresh')).toBeInTheDocument();
});

test('nothing to worry about: a friendly empty state', async () => {
  server.use(http.get(api('/stores'), () => HttpResponse.json([store({ items: [item()] })])));
  renderApp('/user-notifications', { signedIn: true });
  expect(await screen.findByText('All fresh')).toBeInTheDocument();
  expect(screen.getByText('Nothing in your stores has expired or is about to.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See your stores' })).toHaveAttribute('href', '/user-stores');
});
