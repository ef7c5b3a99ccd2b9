import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pesto } from '../../../tests/fixtures/recipes';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';

const SLOW = { timeout: 5000 };
const sentinel = { release: jest.fn(async () => undefined), addEventListener: jest.fn() };
const request = jest.fn(async () => sentinel);
let play: jest.SpyInstance;

beforeEach(() => {
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  server.use(http.get(api('/recipes/7'), () => HttpResponse.json(pesto)));
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'wakeLock');
  play.mockRestore();
  request.mockClear();
  sentinel.release.mockClear();
});

async function cook() {
  const view = renderApp('/recipes/7?cookmode=true');
  await screen.findByText('Step 1 of 3', {}, SLOW);
  return view;
}

/** Fake time from here on; user events advance it too. */
function fakeTime() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const stepTimer = (name: string) => within(screen.getByRole('group', { name: `Timer: ${name}` }));

test('one step at a time, in order; Prev and Next stay within the steps', async () => {
  const { user } = await cook();
  expect(screen.getByRole('heading', { level: 1, name: 'Pesto Pasta' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Boil the pasta' })).toBeInTheDocument();
  const prev = screen.getByRole('button', { name: 'Prev' });
  const next = screen.getByRole('button', { name: 'Next' });
  expect(prev).toBeDisabled();
  expect(screen.getByRole('list', { name: 'You need' })).toHaveTextContent('200 g spaghetti');

  await user.click(next);
  expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Make the pesto' })).toHaveFocus();
  expect(prev).toBeEnabled();
  await user.click(next);
  expect(screen.getByRole('heading', { level: 2, name: 'Toss' })).toBeInTheDocument();
  expect(next).toBeDisabled();
  expect(screen.queryByRole('group', { name: /^Timer/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Finish cooking' })).toBeInTheDocument();
  await user.click(prev);
  await user.click(prev);
  expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  expect(prev).toBeDisabled();
});

test('the arrow keys move between steps too', async () => {
  const { user } = await cook();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
});

test('a step timer counts down each second as mm:ss, and can pause, resume and reset', async () => {
  await cook();
  const user = fakeTime();
  const timer = stepTimer('Boil the pasta');
  expect(timer.getByRole('timer')).toHaveTextContent('10:00');
  // not a timer to reset yet (aria-disabled: a Reset pressed keeps its focus as the timer goes back)
  expect(timer.getByRole('button', { name: 'Reset' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(timer.getByRole('button', { name: 'Start' }));
  tick(1000);
  expect(timer.getByRole('timer')).toHaveTextContent('09:59');
  tick(60_000);
  expect(timer.getByRole('timer')).toHaveTextContent('08:59');

  await user.click(timer.getByRole('button', { name: 'Pause' }));
  tick(5000);
  expect(timer.getByRole('timer')).toHaveTextContent('08:59');
  await user.click(timer.getByRole('button', { name: 'Resume' }));
  tick(1000);
  expect(timer.getByRole('timer')).toHaveTextContent('08:58');
  await user.click(timer.getByRole('button', { name: 'Reset' }));
  expect(timer.getByRole('timer')).toHaveTextContent('10:00');
  expect(timer.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  expect(timer.getByRole('button', { name: 'Reset' })).toHaveFocus();
  // pressed again, a reset timer stays as it is
  await user.click(timer.getByRole('button', { name: 'Reset' }));
  expect(timer.getByRole('timer')).toHaveTextContent('10:00');
});

test('at zero the sound plays once, and the timer goes on into negative time', async () => {
  const { user: realUser } = await cook();
  await realUser.click(screen.getByRole('button', { name: 'Next' }));
  const user = fakeTime();
  const timer = stepTimer('Make the pesto');
  expect(timer.getByRole('timer')).toHaveTextContent('00:05');
  await user.click(timer.getByRole('button', { name: 'Start' }));
  tick(4000);
  expect(timer.getByRole('timer')).toHaveTextContent('00:01');
  expect(play).not.toHaveBeenCalled();
  tick(1000);
  expect(timer.getByRole('timer')).toHaveTextContent('00:00');
  expect(play).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('alert')).toHaveTextContent('Time is up: Make the pesto');
  tick(2000);
  expect(timer.getByRole('timer')).toHaveTextContent('-00:02');
  expect(screen.getByRole('group', { name: 'Timer: Make the pesto' })).toHaveTextContent('time is up');
  tick(63_000);
  expect(timer.getByRole('timer')).toHaveTextContent('-01:05');
  expect(play).toHaveBeenCalledTimes(1);
});

test('a timer run again and up again says so again, the alert changing though its words are the same', async () => {
  const { user: realUser } = await cook();
  await realUser.click(screen.getByRole('button', { name: 'Next' }));
  const user = fakeTime();
  const timer = stepTimer('Make the pesto');
  const alert = screen.getByRole('alert');
  await user.click(timer.getByRole('button', { name: 'Start' }));
  tick(5000);
  expect(alert).toHaveTextContent('Time is up: Make the pesto');
  const first = alert.textContent;
  await user.click(timer.getByRole('button', { name: 'Reset' }));
  await user.click(timer.getByRole('button', { name: 'Start' }));
  tick(5000);
  expect(play).toHaveBeenCalledTimes(2);
  expect(alert).toHaveTextContent('Time is up: Make the pesto');
  expect(alert.textContent).not.toBe(first);
});

test('several timers run at once; the others stay in view while moving between steps', async () => {
  await cook();
  const user = fakeTime();
  await user.click(stepTimer('Boil the pasta').getByRole('button', { name: 'Start' }));
  tick(3000);
  await user.click(screen.getByRole('button', { name: 'Next' }));

  const tray = within(screen.getByRole('region', { name: 'Other timers' }));
  const boil = within(tray.getByRole('group', { name: 'Timer: Step 1, Boil the pasta' }));
  expect(boil.getByRole('timer')).toHaveTextContent('09:57');
  await user.click(stepTimer('Make the pesto').getByRole('button', { name: 'Start' }));
  tick(2000);
  expect(boil.getByRole('timer')).toHaveTextContent('09:55');
  expect(stepTimer('Make the pesto').getByRole('timer')).toHaveTextContent('00:03');

  await user.click(screen.getByRole('button', { name: 'Next' }));
  const trayTimers = within(screen.getByRole('region', { name: 'Other timers' })).getAllByRole('timer');
  expect(trayTimers.map((t) => t.textContent)).toEqual(['09:55', '00:03']);

  // pause the first from the tray; the other keeps going
  await user.click(within(screen.getByRole('group', { name: 'Timer: Step 1, Boil the pasta' })).getByRole('button', { name: 'Pause' }));
  tick(4000);
  expect(within(screen.getByRole('region', { name: 'Other timers' })).getAllByRole('timer').map((t) => t.textContent)).toEqual(['09:55', '-00:01']);
  expect(play).toHaveBeenCalledTimes(1);

  // the tray leads back to a timer's step
  await user.click(screen.getByRole('button', { name: 'Step 1: Boil the pasta' }));
  expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  expect(stepTimer('Boil the pasta').getByRole('timer')).toHaveTextContent('09:55');
});

test('a reload comes back to the step, with its timers as they were; moving between steps adds no history', async () => {
  const first = await cook();
  const user = fakeTime();
  await user.click(stepTimer('Boil the pasta').getByRole('button', { name: 'Start' }));
  tick(3000);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(first.router.state.location.search).toBe('?cookmode=true&step=2');
  expect(first.router.state.historyAction).toBe('REPLACE');
  first.unmount();

  // the same address in the same tab, as after a reload
  renderApp('/recipes/7?cookmode=true&step=2');
  await screen.findByText('Step 2 of 3', {}, SLOW);
  tick(2000);
  expect(within(screen.getByRole('group', { name: 'Timer: Step 1, Boil the pasta' })).getByRole('timer')).toHaveTextContent('09:55');
});

test('leaving cook mode drops its timers: the next time they start afresh', async () => {
  const first = await cook();
  const user = fakeTime();
  await user.click(stepTimer('Boil the pasta').getByRole('button', { name: 'Start' }));
  tick(3000);
  await user.click(screen.getByRole('button', { name: 'Exit cook mode' }));
  first.unmount();

  renderApp('/recipes/7?cookmode=true');
  await screen.findByText('Step 1 of 3', {}, SLOW);
  tick(2000);
  expect(stepTimer('Boil the pasta').getByRole('timer')).toHaveTextContent('10:00');
  expect(stepTimer('Boil the pasta').getByRole('button', { name: 'Start' })).toBeInTheDocument();
});

test('presses quicker than a render each move one step', async () => {
  await cook();
  act(() => {
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
  });
  expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Prev' }));
    fireEvent.click(screen.getByRole('button', { name: 'Prev' }));
  });
  expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
});

test('the screen is kept awake while cooking; exit returns to the recipe and lets it go', async () => {
  const { user, router } = await cook();
  expect(request).toHaveBeenCalledWith('screen');
  server.use(http.get(api('/user-saved-recipes'), () => HttpResponse.json([])));
  await user.click(screen.getByRole('button', { name: 'Exit cook mode' }));
  expect(await screen.findByRole('region', { name: 'Ingredients' }, SLOW)).toBeInTheDocument();
  expect(screen.queryByText(/^Step \d of 3$/)).not.toBeInTheDocument();
  expect(router.state.location.search).toBe('');
  expect(sentinel.release).toHaveBeenCalled();
});

/** Each request grants a lock of its own, as a browser does; held() counts those neither released nor dropped. */
function grantedLocks() {
  const locks: { held: boolean; drop: () => void }[] = [];
  request.mockImplementation(async () => {
    const listeners: (() => void)[] = [];
    const lock = {
      held: true,
      drop: () => {
        lock.held = false;
        listeners.forEach((listener) => listener());
      },
      release: async () => lock.drop(),
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    };
    locks.push(lock);
    return lock as unknown as typeof sentinel;
  });
  return { locks, held: () => locks.filter((lock) => lock.held).length };
}

async function exitCookMode(user: ReturnType<typeof userEvent.setup>) {
  server.use(http.get(api('/user-saved-recipes'), () => HttpResponse.json([])));
  await user.click(screen.getByRole('button', { name: 'Exit cook mode' }));
  await screen.findByRole('region', { name: 'Ingredients' }, SLOW);
}

describe('one lock at a time', () => {
  afterEach(() => {
    request.mockImplementation(async () => sentinel);
    Reflect.deleteProperty(document, 'visibilityState');
  });
  const setVisibility = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  test('cook mode holds one lock, and none is held after exit', async () => {
    const { held } = grantedLocks();
    const { user } = await cook();
    await waitFor(() => expect(held()).toBe(1));
    await exitCookMode(user);
    await waitFor(() => expect(held()).toBe(0));
  });

  test('a lock the browser let go while the page was hidden is taken again on return, once', async () => {
    const { locks, held } = grantedLocks();
    const { user } = await cook();
    await waitFor(() => expect(held()).toBe(1));
    const asked = locks.length;
    setVisibility('hidden');
    locks.forEach((lock) => lock.held && lock.drop());
    setVisibility('visible');
    await waitFor(() => expect(held()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(locks.length).toBe(asked + 1);
    await exitCookMode(user);
    await waitFor(() => expect(held()).toBe(0));
  });
});

test('for the servings the recipe page was scaled to: what each step needs, and the way back keeps them', async () => {
  const user = userEvent.setup();
  const { router } = renderApp('/recipes/7?cookmode=true&serves=6');
  await screen.findByText('Step 1 of 3', {}, SLOW);
  expect(screen.getByText('Cook mode · 6 servings')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'You need' })).toHaveTextContent('600 g spaghetti');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(within(screen.getByRole('list', { name: 'You need' })).getAllByRole('listitem').map((li) => li.textContent))
    .toEqual(['1½ cups pine nuts, crushed', '6 garlic cloves, peeled']);
  server.use(http.get(api('/user-saved-recipes'), () => HttpResponse.json([])));
  await user.click(screen.getByRole('button', { name: 'Exit cook mode' }));
  expect(await screen.findByRole('region', { name: 'Ingredients' }, SLOW)).toBeInTheDocument();
  expect(router.state.location.search).toBe('?serves=6');
  expect(within(screen.getByRole('group', { name: 'Servings' })).getByRole('status')).toHaveTextContent('6 servings');
});

test('a recipe that does not exist says so', async () => {
  server.use(http.get(api('/recipes/8'), () => HttpResponse.json({ message: 'Recipe not found.' }, { status: 404 })));
  renderApp('/recipes/8?cookmode=true');
  expect(await screen.findByRole('heading', { name: 'This recipe does not exist' }, SLOW)).toBeInTheDocument();
});
