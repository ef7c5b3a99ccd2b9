import { screen, waitFor, within } from '@testing-library/react';
import { SERVER_MESSAGES } from '../../../contract/serverMessages';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { CONFIRM_EMAIL_FAILED } from '../../components/ConfirmEmail';
import { LOAD_FAILED } from '../../components/LoadFailed';
import { api, brokenUntilFixed, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';
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

test('an address not confirmed yet is told so, and a new link can be mailed', async () => {
  let asked = 0;
  server.use(
    http.get(api('/account'), () => HttpResponse.json({ ...demoUser, email_verified: false, expiry_digest: false })),
    http.post(api('/account/verify-email'), () => {
      asked += 1;
      return HttpResponse.json({ message: SERVER_MESSAGES.verifyLinkSent });
    }),
  );
  const { user } = renderApp('/user-dashboard', { signedIn: true });
  const notice = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
  expect(notice).toHaveTextContent('Open the link we mailed to demo@larder.local. Until then, what others share with that address cannot reach you.');
  await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
  expect(await within(notice).findByRole('status')).toHaveTextContent(SERVER_MESSAGES.verifyLinkSent);
  expect(asked).toBe(1);
  expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
});

test('the notice comes after the cards: arriving with GET /account\'s answer, it moves none of them', async () => {
  server.use(http.get(api('/account'), () => HttpResponse.json({ ...demoUser, email_verified: false, expiry_digest: false })));
  renderApp('/user-dashboard', { signedIn: true });
  const notice = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
  const discover = screen.getByRole('link', { name: 'Discover recipes' });
  expect(discover.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(notice.previousElementSibling).toHaveClass('dashboard__cards');
});

test('a link that could not be sent says so, and can be asked for again; a proved address has no notice', async () => {
  server.use(
    http.get(api('/account'), () => HttpResponse.json({ ...demoUser, email_verified: false, expiry_digest: false })),
    http.post(api('/account/verify-email'), () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
  );
  const { user } = renderApp('/user-dashboard', { signedIn: true });
  const notice = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
  await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
  expect(await within(notice).findByRole('alert')).toHaveTextContent(CONFIRM_EMAIL_FAILED);
  expect(within(notice).getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
});

test('a proved address has no such notice', async () => {
  const account = jest.fn(() => HttpResponse.json({ ...demoUser, email_verified: true, expiry_digest: false }));
  server.use(http.get(api('/account'), account));
  renderApp('/user-dashboard', { signedIn: true });
  await screen.findByRole('heading', { name: 'Hello, Demo Cook' });
  await waitFor(() => expect(account).toHaveBeenCalled());
  expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument();
});
