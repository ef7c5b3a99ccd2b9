import { screen, within } from '@testing-library/react';
import { AUTH_MESSAGES } from '../../../contract/authRules';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';

/** A verification reply that waits until the test lets it go, so the loading state can be seen. */
function heldReply(reply: () => Response) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  const bodies: unknown[] = [];
  server.use(http.post(api('/verify-email'), async ({ request }) => {
    bodies.push(await request.json());
    await gate;
    return reply();
  }));
  return { bodies, release: () => release() };
}

test('shows loading, then success, and asks the server exactly once', async () => {
  const held = heldReply(() => HttpResponse.json({ message: 'Email verified' }));
  renderApp('/verify?token=abc.def');

  expect(await screen.findByText('Verifying your email')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  held.release();

  expect(await screen.findByText('Thank you, your email address is verified.')).toBeInTheDocument();
  expect(screen.queryByText('Verifying your email')).not.toBeInTheDocument();
  expect(held.bodies).toEqual([{ token: 'abc.def' }]);
});

test('a refused link shows the server error text under the heading', async () => {
  server.use(http.post(api('/verify-email'), () =>
    HttpResponse.json({ message: 'The given data was invalid.', error: 'This verification link has already been used.' }, { status: 400 })));
  renderApp('/verify?token=used.token');

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'We could not verify your email' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('This verification link has already been used.');
  expect(alert).not.toHaveTextContent('The given data was invalid.');
  expect(screen.queryByText('Thank you, your email address is verified.')).not.toBeInTheDocument();
});

test('without a token nothing is sent and the link is invalid', async () => {
  let sent = 0;
  server.use(http.post(api('/verify-email'), () => { sent += 1; return HttpResponse.json({ message: 'ok' }); }));
  renderApp('/verify');
  expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.linkInvalid);
  expect(sent).toBe(0);
});

test('the Sign In link goes to /login', async () => {
  server.use(http.post(api('/verify-email'), () => HttpResponse.json({ message: 'Email verified' })));
  const { user, router } = renderApp('/verify?token=abc.def');
  await user.click(await screen.findByRole('link', { name: 'Sign In' }));
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});

test('the link is sent to the server once, even under StrictMode and after the reply', async () => {
  let sent = 0;
  server.use(http.post(api('/verify-email'), () => { sent += 1; return HttpResponse.json({ message: 'Email verified' }); }));
  renderApp('/verify?token=abc.def');
  expect(await screen.findByText('Thank you, your email address is verified.')).toBeInTheDocument();
  // give any second request a chance to arrive before counting
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sent).toBe(1);
});
