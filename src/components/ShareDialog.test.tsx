import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ShareRequest } from '../../contract/api';
import type { SharedWith } from '../../contract/entities';
import { MESSAGES } from '../../contract/rules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { renderApp } from '../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../tests/fixtures/server';
import { store } from '../../tests/fixtures/stores';
import { OFFLINE_MESSAGE } from '../api/http';
import { rootReducer } from '../store/rootReducer';
import { ShareDialog } from './ShareDialog';

const recipients: SharedWith[] = Array.from({ length: 8 }, (_, i) => ({ email: `friend${i + 1}@example.com`, canEdit: i === 0 }));

/** PUT /share as the server answers it: each recipient sent is shared with (or their right changed), each unshared one
 *  removed, and the answer is every recipient after the change; `current` is who the server has before the first. */
function serveShare(status = 200, current: SharedWith[] = []) {
  const bodies: ShareRequest[] = [];
  let now = current;
  server.use(http.put(api('/share'), async ({ request }) => {
    const body = (await request.json()) as ShareRequest;
    bodies.push(body);
    if (status !== 200) return HttpResponse.json({ message: 'no' }, { status });
    // a change of rights only leaves alone whoever it is not shared with now
    const changed = body.rights_only ? body.shared_with.filter((r) => now.some((n) => n.email === r.email)) : body.shared_with;
    const sent = new Set([...changed.map((r) => r.email), ...body.unshared_with]);
    now = [...now.filter((r) => !sent.has(r.email)), ...changed];
    return HttpResponse.json({ message: MESSAGES.shareSuccess, shared_with: now });
  }));
  return bodies;
}

async function openShare(sharedWith: SharedWith[] = recipients) {
  server.use(http.get(api('/stores'), () => HttpResponse.json([store({ shared_with: sharedWith })])));
  const view = renderApp('/user-stores', { signedIn: true });
  await view.user.click(await screen.findByRole('button', { name: 'Options for Pantry' }));
  await view.user.click(screen.getByRole('menuitem', { name: 'share' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Share Pantry' }) };
}

const listed = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Shared with' })).getAllByRole('listitem').map((li) => li.firstChild?.textContent);

test('SPEC §6: only the first 6 recipients are listed, and the dialog says how many more there are', async () => {
  const { dialog } = await openShare();
  expect(listed(dialog)).toEqual(recipients.slice(0, 6).map((r) => r.email));
  expect(within(dialog).getByText('and 2 more not shown')).toBeInTheDocument();
  expect(within(dialog).getByRole('checkbox', { name: 'friend1@example.com can edit' })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'friend2@example.com can edit' })).not.toBeChecked();
});

test('SPEC §5: "Invalid email address" shows only after more than 5 characters; share needs a valid address', async () => {
  const { user, dialog } = await openShare([]);
  const email = within(dialog).getByLabelText('Email address');
  const share = within(dialog).getByRole('button', { name: 'share' });
  await user.type(email, 'abcde');
  expect(within(dialog).queryByText(MESSAGES.invalidEmail)).not.toBeInTheDocument();
  expect(share).toHaveAttribute('aria-disabled', 'true');
  await user.type(email, 'f');
  expect(within(dialog).getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
  expect(share).toHaveAttribute('aria-disabled', 'true');
  await user.clear(email);
  await user.type(email, 'new.friend@example.com');
  expect(within(dialog).queryByText(MESSAGES.invalidEmail)).not.toBeInTheDocument();
  expect(share).toHaveAttribute('aria-disabled', 'false');
  expect(within(dialog).getByText('Nobody yet.')).toBeInTheDocument();
});

test('the signed-in user\'s own address is refused at the field, before anything is sent', async () => {
  const bodies = serveShare();
  const { user, dialog } = await openShare([]);
  const email = within(dialog).getByLabelText('Email address');
  await user.type(email, ` ${demoUser.email.toUpperCase()}`);
  expect(email).toHaveAccessibleDescription(MESSAGES.shareWithSelf);
  expect(email).toBeInvalid();
  expect(within(dialog).getByRole('button', { name: 'share' })).toHaveAttribute('aria-disabled', 'true');
  await user.type(email, '{Enter}');
  expect(bodies).toEqual([]);
  expect(within(dialog).queryByText(MESSAGES.shareSuccess)).not.toBeInTheDocument();
});

test('sharing with a new address, with the edit right, sends that recipient and shows "Sharing Updated"', async () => {
  const bodies = serveShare(200, recipients.slice(0, 2));
  const { user, dialog } = await openShare(recipients.slice(0, 2));
  await user.type(within(dialog).getByLabelText('Email address'), 'New.Friend@Example.com');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Can edit' }));
  await user.click(within(dialog).getByRole('button', { name: 'share' }));

  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(MESSAGES.shareSuccess));
  expect(bodies).toEqual([{
    shared_with: [{ email: 'new.friend@example.com', canEdit: true }], unshared_with: [], entity_id: 10, type: 'UserFoodStore',
  }]);
  expect(listed(dialog)).toEqual(['friend1@example.com', 'friend2@example.com', 'new.friend@example.com']);
  expect(within(dialog).getByLabelText('Email address')).toHaveValue('');
});

test('a recipient\'s edit right is toggled, and a recipient is removed, each sent alone', async () => {
  const bodies = serveShare(200, recipients.slice(0, 3));
  const { user, dialog } = await openShare(recipients.slice(0, 3));
  await user.click(within(dialog).getByRole('checkbox', { name: 'friend2@example.com can edit' }));
  expect(within(dialog).getByRole('checkbox', { name: 'friend2@example.com can edit' })).toBeChecked();
  expect(await within(dialog).findByText(MESSAGES.shareSuccess)).toBeInTheDocument();
  expect(within(dialog).getByRole('checkbox', { name: 'friend2@example.com can edit' })).toBeChecked();
  expect(bodies[0]).toEqual(expect.objectContaining({
    shared_with: [{ email: 'friend2@example.com', canEdit: true }], unshared_with: [], rights_only: true,
  }));

  await user.click(within(dialog).getByRole('button', { name: 'Remove friend1@example.com' }));
  expect(await within(dialog).findByText(MESSAGES.shareSuccess)).toBeInTheDocument();
  expect(bodies[1]).toEqual(expect.objectContaining({
    shared_with: [], unshared_with: ['friend1@example.com'],
  }));
  expect(listed(dialog)).toEqual(['friend3@example.com', 'friend2@example.com']);
});

test('what each change came to is said in regions there since the dialog opened, and changes them even in the same words (QA a11y D8)', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const bodies = serveShare(200, recipients.slice(0, 3));
  const { user, dialog } = await openShare(recipients.slice(0, 3));
  // a region created already holding its words is often not read: both are there, empty, before anything is said
  const status = within(dialog).getByRole('status');
  const alert = within(dialog).getByRole('alert');
  expect(status).toBeEmptyDOMElement();
  expect(alert).toBeEmptyDOMElement();

  await user.click(within(dialog).getByRole('checkbox', { name: 'friend2@example.com can edit' }));
  await waitFor(() => expect(status).toHaveTextContent(MESSAGES.shareSuccess));
  const first = status.textContent;
  await user.click(within(dialog).getByRole('button', { name: 'Remove friend1@example.com' }));
  await waitFor(() => expect(bodies).toHaveLength(2));
  // 'Sharing Updated' again, said as a change of the same region
  await waitFor(() => expect(status.textContent).not.toBe(first));
  expect(status).toHaveTextContent(MESSAGES.shareSuccess);
  expect(within(dialog).getByRole('status')).toBe(status);

  server.use(http.put(api('/share'), () => HttpResponse.json({ message: 'no' }, { status: 500 })));
  await user.click(within(dialog).getByRole('checkbox', { name: 'friend3@example.com can edit' }));
  await waitFor(() => expect(alert).toHaveTextContent(MESSAGES.shareError));
  expect(within(dialog).getByRole('alert')).toBe(alert);
  expect(status).toBeEmptyDOMElement();
  warn.mockRestore();
});

test('an address shared with already says so: the same right sends nothing, another right is a change it names', async () => {
  const bodies = serveShare(200, recipients.slice(0, 2));
  const { user, dialog } = await openShare(recipients.slice(0, 2));
  const field = within(dialog).getByLabelText('Email address');
  await user.type(field, 'Friend2@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'share' }));
  expect(within(dialog).getByRole('status')).toHaveTextContent('friend2@example.com already has it.');
  expect(bodies).toEqual([]);
  expect(field).toHaveValue('');

  // friend1 can edit; shared again with the switch as it starts, their right is taken, and the dialog says so
  await user.type(field, 'friend1@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'share' }));
  expect(await within(dialog).findByText('friend1@example.com can now only view it.')).toBeInTheDocument();
  expect(bodies).toEqual([expect.objectContaining({ shared_with: [{ email: 'friend1@example.com', canEdit: false }], unshared_with: [] })]);
  expect(within(dialog).getByRole('checkbox', { name: 'friend1@example.com can edit' })).not.toBeChecked();
});

test('removing a recipient by keyboard hands the focus to the next one\'s remove button, the last one to the address field', async () => {
  serveShare(200, recipients.slice(0, 2));
  const { user, dialog } = await openShare(recipients.slice(0, 2));
  within(dialog).getByRole('button', { name: 'Remove friend1@example.com' }).focus();
  await user.keyboard('{Enter}');
  expect(await within(dialog).findByText(MESSAGES.shareSuccess)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Remove friend2@example.com' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await within(dialog).findByText('Nobody yet.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Email address')).toHaveFocus();
});

test('a dialog older than the server\'s list changes only the recipient it is asked to: who left stays gone, a right taken elsewhere stays taken', async () => {
  // friend2 left, and friend1's edit right was taken on another device, after this dialog's list was loaded
  const bodies = serveShare(200, [{ email: 'friend1@example.com', canEdit: false }, recipients[2]!]);
  const { user, dialog } = await openShare(recipients.slice(0, 3));
  await user.click(within(dialog).getByRole('checkbox', { name: 'friend3@example.com can edit' }));
  expect(await within(dialog).findByText(MESSAGES.shareSuccess)).toBeInTheDocument();
  expect(bodies).toEqual([{ shared_with: [{ email: 'friend3@example.com', canEdit: true }], unshared_with: [], entity_id: 10, type: 'UserFoodStore', rights_only: true }]);
  // the dialog now shows the server's list
  expect(listed(dialog)).toEqual(['friend1@example.com', 'friend3@example.com']);
  expect(within(dialog).getByRole('checkbox', { name: 'friend1@example.com can edit' })).not.toBeChecked();
});

test('the edit right of one who left meanwhile, switched in a dialog older than that, is a change of rights only: they are not shared with again', async () => {
  const bodies = serveShare(200, [recipients[0]!]);
  const { user, dialog } = await openShare(recipients.slice(0, 2));
  await user.click(within(dialog).getByRole('checkbox', { name: 'friend2@example.com can edit' }));
  expect(await within(dialog).findByText(MESSAGES.shareSuccess)).toBeInTheDocument();
  expect(bodies[0]).toMatchObject({ shared_with: [{ email: 'friend2@example.com', canEdit: true }], rights_only: true });
  expect(listed(dialog)).toEqual(['friend1@example.com']);
});

test('a failed share says "Error: Failed to Share" and keeps the address', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serveShare(500);
  const { user, dialog } = await openShare([]);
  await user.type(within(dialog).getByLabelText('Email address'), 'friend@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'share' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.shareError));
  expect(within(dialog).getByLabelText('Email address')).toHaveValue('friend@example.com');
  expect(within(dialog).getByText('Nobody yet.')).toBeInTheDocument();
  warn.mockRestore();
});

test('a share the server refuses with why (the demo account, to an address without an account) says why, and keeps the address', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(http.put(api('/share'), () => HttpResponse.json({ message: SERVER_MESSAGES.demoSharesWithAccountsOnly }, { status: 403 })));
  const { user, dialog } = await openShare([]);
  await user.type(within(dialog).getByLabelText('Email address'), 'friend@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'share' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.demoSharesWithAccountsOnly));
  expect(within(dialog).getByLabelText('Email address')).toHaveValue('friend@example.com');
  expect(within(dialog).getByText('Nobody yet.')).toBeInTheDocument();
  warn.mockRestore();
});

test('the same dialog shares a shopping list or a meal plan, by type', async () => {
  const bodies = serveShare();
  const user = userEvent.setup();
  render(
    <Provider store={configureStore({ reducer: rootReducer })}>
      <ShareDialog open onClose={() => undefined} type="UserShoppinglist" entityId={7} name="Weekly shop" sharedWith={[]} />
    </Provider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Share Weekly shop' });
  await user.type(within(dialog).getByLabelText('Email address'), 'friend@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'share' }));
  expect(await within(dialog).findByText(MESSAGES.shareSuccess)).toBeInTheDocument();
  expect(bodies[0]).toEqual({ shared_with: [{ email: 'friend@example.com', canEdit: false }], unshared_with: [], entity_id: 7, type: 'UserShoppinglist' });
});

test('a share without an answer says "Error: Failed to Share" and that the connection is the cause (QA C D11)', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serveShare(200);
  server.use(http.put(api('/share'), () => HttpResponse.error()));
  const { user, dialog } = await openShare([]);
  await user.type(within(dialog).getByLabelText('Email address'), 'friend@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'share' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(`${MESSAGES.shareError} ${OFFLINE_MESSAGE}`));
  expect(within(dialog).getByLabelText('Email address')).toHaveValue('friend@example.com');
  // the server is within reach again for the next test (src/api/connection.ts keeps its mark)
  window.dispatchEvent(new Event('online'));
  warn.mockRestore();
});
