import { screen } from '@testing-library/react';
import { CONTACT_MESSAGE_MAX } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/rules';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';

jest.setTimeout(15_000);

/** POST /contact answered as sent; what it was sent is counted */
function countSends() {
  const sent = { calls: 0 };
  server.use(http.post(api('/contact'), () => {
    sent.calls += 1;
    return HttpResponse.json({ message: MESSAGES.contactSent });
  }));
  return sent;
}

test('with an empty field nothing is sent, and the empty fields say so', async () => {
  const sent = countSends();
  const { user } = renderApp('/contact');
  await user.type(await screen.findByLabelText('Name'), 'Ann');
  await user.type(screen.getByLabelText('Message'), '   ');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(screen.getAllByText(MESSAGES.contactRequired)).toHaveLength(2);
  // the focus goes to the first refused field, so its message is said
  expect(screen.getByLabelText('Email')).toHaveFocus();
  await user.type(screen.getByLabelText('Email'), 'ann@example');
  await user.type(screen.getByLabelText('Message'), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
  expect(sent.calls).toBe(0);
});

test('a filled form is sent to POST /contact and says thank you', async () => {
  let body: unknown;
  server.use(http.post(api('/contact'), async ({ request }) => {
    body = await request.json();
    return HttpResponse.json({ message: MESSAGES.contactSent });
  }));
  const { user } = renderApp('/contact');
  await user.type(await screen.findByLabelText('Name'), ' Ann Cook ');
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Message'), 'Love the cook mode.');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText(MESSAGES.contactSent)).toBeInTheDocument();
  expect(body).toEqual({ name: 'Ann Cook', email: 'ann@example.com', message: 'Love the cook mode.', kind: 'contact' });
  expect(screen.getByLabelText('Message')).toHaveValue('');
});

test('a failure keeps the message and says it was not sent', async () => {
  server.use(http.post(api('/contact'), () => HttpResponse.json({ message: 'Too many attempts.' }, { status: 429 })));
  const { user } = renderApp('/contact');
  await user.type(await screen.findByLabelText('Name'), 'Ann');
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Message'), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.contactFailed);
  expect(screen.getByLabelText('Message')).toHaveValue('Hello');
});

test('a pasted message past the bound is kept whole and said, and not sent until it fits', async () => {
  const sent = countSends();
  const { user } = renderApp('/contact');
  await user.type(await screen.findByLabelText('Name'), 'Ann');
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  const message = screen.getByLabelText('Message');
  const report = 'x'.repeat(CONTACT_MESSAGE_MAX + 20);
  await user.click(message);
  await user.paste(report);
  expect(message).toHaveValue(report);
  expect(message).toHaveAccessibleDescription(expect.stringContaining('5,020 of 5,000 characters, 20 too many'));
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.contactTooLong);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(sent.calls).toBe(0);
  expect(message).toHaveFocus();

  await user.type(message, '{Backspace}'.repeat(20));
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText(MESSAGES.contactSent)).toBeInTheDocument();
  expect(sent.calls).toBe(1);
});

test('the bug report sends a bug, with the signed-in user filled in', async () => {
  let body: unknown;
  server.use(http.post(api('/contact'), async ({ request }) => {
    body = await request.json();
    return HttpResponse.json({ message: MESSAGES.contactSent });
  }));
  const { user } = renderApp('/bug-report', { signedIn: true });
  expect(await screen.findByLabelText('Name')).toHaveValue(demoUser.name);
  await user.type(screen.getByLabelText('What went wrong?'), 'The timer does not chime.');
  await user.click(screen.getByRole('button', { name: 'Send bug report' }));
  expect(await screen.findByText(MESSAGES.contactSent)).toBeInTheDocument();
  expect(body).toEqual({ name: demoUser.name, email: demoUser.email, message: 'The timer does not chime.', kind: 'bug' });
});

test('/contact-beta has the same form', async () => {
  renderApp('/contact-beta', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Beta feedback' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
});
