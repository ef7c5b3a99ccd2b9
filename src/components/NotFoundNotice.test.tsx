// QA household 3: a recipient whose address is not confirmed follows the share's mail and is told the list does not
// exist; what is shared with them waits for that address to be confirmed, and the notice says so, with the way to.
import { screen, within } from '@testing-library/react';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { renderApp } from '../../tests/fixtures/renderApp';
import { servePlans } from '../../tests/fixtures/mealplans';
import { api, demoUser, http, HttpResponse, server } from '../../tests/fixtures/server';
import { serveLists } from '../../tests/fixtures/shoppingLists';
import { notFoundText, notYetSharedText } from './NotFoundReason';

const account = (email_verified: boolean) => server.use(http.get(api('/account'), () => HttpResponse.json({ ...demoUser, email_verified, expiry_digest: false })));

// the share mail's links (server/routes/share.ts): nothing is shared with the account yet
const pages = [
  { path: '/user-shopping-lists/1?view=readonly', heading: 'List not found', noun: 'list', serve: () => serveLists() },
  { path: '/user-stores/5?view=readonly', heading: 'Store not found', noun: 'store', serve: () => serveLists() },
  {
    path: '/user-meal-plans/3', heading: 'Meal plan not found', noun: 'meal plan',
    serve: () => {
      servePlans();
      server.use(http.get(api('/user-mealplans/:id'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    },
  },
];

describe.each(pages)('$path', ({ path, heading, noun, serve }) => {
  test('to an account whose address is not confirmed: it shows once the address is, with the way to confirm it', async () => {
    serve();
    account(false);
    let asked = 0;
    server.use(http.post(api('/account/verify-email'), () => {
      asked += 1;
      return HttpResponse.json({ message: SERVER_MESSAGES.verifyLinkSent });
    }));
    const { user } = renderApp(path, { signedIn: true });
    expect(await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText(notYetSharedText(noun))).toBeInTheDocument();
    expect(screen.queryByText(notFoundText(noun))).not.toBeInTheDocument();
    const confirm = screen.getByRole('region', { name: 'Confirm your e-mail address' });
    expect(confirm).toHaveTextContent('Open the link we mailed to demo@larder.local.');
    await user.click(within(confirm).getByRole('button', { name: 'Send the link again' }));
    expect(await within(confirm).findByRole('status')).toHaveTextContent(SERVER_MESSAGES.verifyLinkSent);
    expect(asked).toBe(1);
  });

  test('to a confirmed account: it does not exist, or is no longer shared', async () => {
    serve();
    account(true);
    renderApp(path, { signedIn: true });
    expect(await screen.findByText(notFoundText(noun), {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(notYetSharedText(noun))).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument();
  });
});
