// Back and the app's dialogs, in jsdom's history with the browser router the app uses (src/lib/modalHistory.ts).
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useNavigate, type Location } from 'react-router-dom';
import { listenFirstToPopstate } from '../lib/popstateFirst';
import { createRouter, RouterProvider, type AppRouter } from '../lib/router';
import { Dialog } from './Dialog';
import { LEAVE_UNSAVED, useUnsavedGuard } from './useUnsavedGuard';

// jsdom's history traverses in two timers of its own, one set by the other, and the writes waiting for a traversal run
// a timer after it: rounds of timers, not a time, as a loaded machine may run a timer late but never out of order
async function rounds() {
  for (let round = 0; round < 12; round += 1) await new Promise((resolve) => { setTimeout(resolve, 0); });
}
const settled = () => act(rounds);
// the user's Back (a phone's, the browser's button): a script's history.back() is a navigation of the app's
// pressed after the paint of what opened (a modal's entry goes right after it), as a person's press is
const back = () => act(async () => {
  await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); });
  History.prototype.back.call(window.history);
  await rounds();
});

function ShopScreen() {
  const navigate = useNavigate();
  const [storing, setStoring] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <main>
      <h1>shop mode</h1>
      <button type="button" onClick={() => setStoring(true)}>complete shop</button>
      <Dialog
        open={storing}
        title="Store Items"
        onClose={() => setStoring(false)}
        actions={(
          <>
            <button type="button" onClick={() => setStoring(false)}>cancel</button>
            <button type="button" onClick={() => setAsking(true)}>delete this list</button>
            <button type="button" onClick={() => void navigate('/lists/9/edit')}>confirm</button>
          </>
        )}
      >
        <Dialog open={asking} title="Delete the list?" onClose={() => setAsking(false)}>
          <button type="button" onClick={() => setAsking(false)}>never mind</button>
        </Dialog>
      </Dialog>
    </main>
  );
}

/** a dialog that will not close while it works (the paste-the-page dialog while it imports) */
function BusyScreen() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>cookbook</h1>
      <button type="button" onClick={() => setOpen(true)}>paste</button>
      <Dialog open={open} title="Importing" onClose={() => undefined}>
        <button type="button" onClick={() => setOpen(false)}>done</button>
      </Dialog>
    </main>
  );
}

function EditScreen() {
  const guard = useUnsavedGuard(true);
  return <main><h1>editor</h1>{guard}</main>;
}

let locations: Location[] = [];
let router: AppRouter;

async function renderAt(path: string) {
  // as the app does before it makes its router (src/main.tsx)
  listenFirstToPopstate();
  window.history.replaceState(null, '', '/lists');
  router = createRouter([
    { path: '/lists', element: <main><h1>lists</h1></main> },
    { path: '/lists/3', element: <ShopScreen /> },
    { path: '/lists/9/edit', element: <EditScreen /> },
    { path: '/cookbook', element: <BusyScreen /> },
  ]);
  await router.navigate(path);
  locations = [];
  let last = router.state.location;
  router.subscribe((state) => {
    if (state.location !== last) locations.push(state.location);
    last = state.location;
  });
  return render(<RouterProvider router={router} fallback={null} />);
}

afterEach(() => router.dispose());

test('Back closes the open dialog, not the screen, and the router never sees a change of location; the next Back leaves', async () => {
  const user = userEvent.setup();
  await renderAt('/lists/3?viewMode=shopmode');
  await user.click(await screen.findByRole('button', { name: 'complete shop' }));
  expect(screen.getByRole('dialog', { name: 'Store Items' })).toBeInTheDocument();

  await back();
  await settled();
  expect(screen.queryByRole('dialog', { name: 'Store Items' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'shop mode' })).toBeInTheDocument();
  expect(window.location.search).toBe('?viewMode=shopmode');
  expect(locations).toEqual([]);

  await back();
  expect(await screen.findByRole('heading', { name: 'lists' })).toBeInTheDocument();
  expect(locations.map((l) => l.pathname)).toEqual(['/lists']);
});

test('a dialog closed by its button, or Escape, takes its entry away: the next Back leaves the screen', async () => {
  const user = userEvent.setup();
  await renderAt('/lists/3?viewMode=shopmode');
  await user.click(await screen.findByRole('button', { name: 'complete shop' }));
  await user.click(screen.getByRole('button', { name: 'cancel' }));
  await user.click(screen.getByRole('button', { name: 'complete shop' }));
  act(() => { screen.getByRole('dialog', { name: 'Store Items' }).dispatchEvent(new Event('cancel', { cancelable: true })); });
  await settled();
  expect(screen.queryByRole('dialog', { name: 'Store Items' })).not.toBeInTheDocument();
  expect(locations).toEqual([]);

  await back();
  expect(await screen.findByRole('heading', { name: 'lists' })).toBeInTheDocument();
  expect(locations.map((l) => l.pathname)).toEqual(['/lists']);
});

test('nested dialogs: Back closes the inner one, then the outer one', async () => {
  const user = userEvent.setup();
  await renderAt('/lists/3?viewMode=shopmode');
  await user.click(await screen.findByRole('button', { name: 'complete shop' }));
  await user.click(screen.getByRole('button', { name: 'delete this list' }));
  expect(screen.getByRole('dialog', { name: 'Delete the list?' })).toBeInTheDocument();

  await back();
  await settled();
  expect(screen.queryByRole('dialog', { name: 'Delete the list?' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Store Items' })).toBeInTheDocument();
  await back();
  await settled();
  expect(screen.queryByRole('dialog', { name: 'Store Items' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'shop mode' })).toBeInTheDocument();
  expect(locations).toEqual([]);
});

test('a dialog that navigates on confirm opens the new screen once, and Back from it returns to the screen, dialog closed', async () => {
  const user = userEvent.setup();
  await renderAt('/lists/3?viewMode=shopmode');
  await user.click(await screen.findByRole('button', { name: 'complete shop' }));
  await user.click(screen.getByRole('button', { name: 'confirm' }));
  expect(await screen.findByRole('heading', { name: 'editor' })).toBeInTheDocument();
  await settled();
  expect(window.location.pathname).toBe('/lists/9/edit');
  expect(locations.map((l) => l.pathname)).toEqual(['/lists/9/edit']);

  // the unsaved editor asks before it is left; Back while it asks is 'cancel'
  await back();
  expect(await screen.findByRole('dialog', { name: LEAVE_UNSAVED })).toBeInTheDocument();
  await settled();
  await back();
  await settled();
  expect(screen.queryByRole('dialog', { name: LEAVE_UNSAVED })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'editor' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/lists/9/edit');

  // asked again, its confirm leaves, to the shop screen without its dialog
  await back();
  await user.click(await screen.findByRole('button', { name: 'confirm' }));
  expect(await screen.findByRole('heading', { name: 'shop mode' })).toBeInTheDocument();
  await settled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(window.location.search).toBe('?viewMode=shopmode');
  expect(locations.map((l) => l.pathname)).toEqual(['/lists/9/edit', '/lists/3']);

  await back();
  await waitFor(() => expect(screen.getByRole('heading', { name: 'lists' })).toBeInTheDocument());
});

test('a dialog that does not close on Back (busy) keeps taking Back until it closes', async () => {
  const user = userEvent.setup();
  await renderAt('/cookbook');
  await user.click(await screen.findByRole('button', { name: 'paste' }));
  await back();
  await back();
  expect(screen.getByRole('dialog', { name: 'Importing' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/cookbook');
  expect(locations).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'done' }));
  await settled();
  await back();
  expect(await screen.findByRole('heading', { name: 'lists' })).toBeInTheDocument();
});
