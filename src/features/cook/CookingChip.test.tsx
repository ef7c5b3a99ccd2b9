import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pesto } from '../../../tests/fixtures/recipes';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';

// A timer still running after cook mode is left (Back, a link; only Exit drops it) rings at zero wherever the cook
// is, and every screen shows it with the way back to its step (QA kitchen 1, suggestions 1 and 5).
const SLOW = { timeout: 5000 };
let play: jest.SpyInstance;
let vibrate: jest.Mock;

beforeEach(() => {
  Object.defineProperty(navigator, 'wakeLock', { value: { request: jest.fn(async () => ({ release: async () => undefined, addEventListener: jest.fn() })) }, configurable: true });
  vibrate = jest.fn(() => true);
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  server.use(
    http.get(api('/recipes/7'), () => HttpResponse.json(pesto)),
    http.get(api('/user-saved-recipes'), () => HttpResponse.json([])),
  );
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(navigator, 'vibrate');
  play.mockRestore();
});

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const stepTimer = (name: string) => within(screen.getByRole('group', { name: `Timer: ${name}` }));
const chip = () => screen.queryByRole('navigation', { name: 'Cooking' });

/** From the recipe's page into cook mode, step 2's 5 s timer started, with fake time from there on. */
async function cookingStep2() {
  const view = renderApp('/recipes/7');
  await view.user.click(await screen.findByRole('link', { name: /Start cooking/ }, SLOW));
  await screen.findByText('Step 1 of 3', {}, SLOW);
  await view.user.click(screen.getByRole('button', { name: 'Next' }));
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  await user.click(stepTimer('Make the pesto').getByRole('button', { name: 'Start' }));
  tick(1000);
  return { ...view, user };
}

async function back(router: ReturnType<typeof renderApp>['router']) {
  await act(async () => {
    await router.navigate(-1);
  });
  await screen.findByRole('region', { name: 'Ingredients' }, SLOW);
}

test('left with Back, a running timer rings once at zero on the recipe page, which shows it and says so', async () => {
  const { router } = await cookingStep2();
  await back(router);
  expect(router.state.location.search).toBe('');

  const link = await screen.findByRole('link', { name: /back to cooking/ }, SLOW);
  expect(link).toHaveTextContent(/^Step 2: Make the pesto 00:0[34] · back to cooking$/);
  expect(link).toHaveAttribute('href', '/recipes/7?cookmode=true&step=2');
  expect(play).not.toHaveBeenCalled();

  tick(5000);
  expect(play).toHaveBeenCalledTimes(1);
  expect(vibrate).toHaveBeenCalledTimes(1);
  // said politely, as cook mode says it
  expect(screen.getByText('Time is up: Make the pesto')).toHaveAttribute('role', 'status');
  expect(link).toHaveTextContent(/^Step 2: Make the pesto -00:0\d time is up · back to cooking$/);
  tick(60_000);
  expect(play).toHaveBeenCalledTimes(1);
});

test('the chip leads back to cook mode at the step it was left on, where it shows no chip and rings no more', async () => {
  const { router, user } = await cookingStep2();
  await back(router);
  tick(6000);
  expect(play).toHaveBeenCalledTimes(1);
  await user.click(await screen.findByRole('link', { name: /back to cooking/ }, SLOW));
  expect(await screen.findByText('Step 2 of 3', {}, SLOW)).toBeInTheDocument();
  expect(stepTimer('Make the pesto').getByRole('timer')).toHaveTextContent(/^-00:0\d$/);
  expect(chip()).not.toBeInTheDocument();
  tick(5000);
  expect(play).toHaveBeenCalledTimes(1);
});

test("the recipe's Start cooking opens a kept session at the step it was left on", async () => {
  const { router, user } = await cookingStep2();
  await back(router);
  await user.click(screen.getByRole('link', { name: /Start cooking/ }));
  expect(await screen.findByText('Step 2 of 3', {}, SLOW)).toBeInTheDocument();
  expect(stepTimer('Make the pesto').getByRole('button', { name: 'Pause' })).toBeInTheDocument();
});

test('a reload on another screen keeps ringing and showing the timer', async () => {
  const first = await cookingStep2();
  await back(first.router);
  first.unmount();

  renderApp('/recipes/7');
  await screen.findByRole('region', { name: 'Ingredients' }, SLOW);
  expect(await screen.findByRole('link', { name: /^Step 2: Make the pesto .* · back to cooking$/ }, SLOW)).toBeInTheDocument();
  tick(5000);
  expect(play).toHaveBeenCalledTimes(1);
});

test('Exit drops the timers: nothing rings or shows after', async () => {
  const { user } = await cookingStep2();
  await user.click(screen.getByRole('button', { name: 'Exit cook mode' }));
  await screen.findByRole('region', { name: 'Ingredients' }, SLOW);
  tick(10_000);
  expect(play).not.toHaveBeenCalled();
  expect(chip()).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /back to cooking/ })).not.toBeInTheDocument();
});
