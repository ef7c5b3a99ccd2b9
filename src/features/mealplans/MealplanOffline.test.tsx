// A plan opened without a connection: the copy the app holds (the user's plans and those shared with them, as an
// offline start restores them) is shown read-only, saying so, as a list opens offline from its copy; the editor
// waits for the connection, since a plan has no outbox to keep offline edits in.
import { act, screen, within } from '@testing-library/react';
import type { SharedWithMe } from '../../../contract/entities';
import { plan, servePlans, sharedPlan } from '../../../tests/fixtures/mealplans';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { FRESHNESS_TEXT } from '../../components/Freshness';
import { LOAD_FAILED } from '../../components/LoadFailed';
import userDataSlice from '../../store/userDataSlice';
import { PLAN_HELD } from './MealplanView';

jest.setTimeout(20_000);

const week = plan();
const base = userDataSlice.getInitialState();

afterEach(() => {
  jest.restoreAllMocks();
  // the server is within reach again for the next test (src/api/connection.ts keeps its mark)
  window.dispatchEvent(new Event('online'));
});

/** A signed-in start without a connection, from the copy the app held of the user's plans and shares. */
function startOffline(path: string, held: { own?: typeof week[]; shared?: SharedWithMe[] } = {}) {
  const { own = [week], shared = [] } = held;
  servePlans({ own, shared });
  let down = true;
  const unlessDown = () => (down ? HttpResponse.error() : undefined);
  server.use(
    http.get(api('/user-mealplans/'), unlessDown),
    http.get(api('/share'), unlessDown),
    http.get(api('/user-mealplans/:id'), unlessDown),
  );
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const view = renderApp(path, { signedIn: true, preloadedState: { user_data: { ...base, mealplans: own, shared_with_me: shared } } });
  const reconnect = () => {
    down = false;
    onLine.mockReturnValue(true);
    act(() => { window.dispatchEvent(new Event('online')); });
  };
  return { ...view, reconnect };
}

test('offline, a plan in the list opens from the copy held, read-only and saying so; back online it loads', async () => {
  const { user, router, reconnect } = startOffline('/user-meal-plans');
  await user.click(await screen.findByRole('link', { name: /Busy week/ }, { timeout: 15_000 }));
  expect(router.state.location.pathname).toBe('/user-meal-plans/7');
  expect(await screen.findByRole('heading', { name: 'Busy week', level: 1 })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: /^DAY 1/ })).getByRole('link', { name: 'Pancakes' })).toBeInTheDocument();
  expect(screen.getByText(FRESHNESS_TEXT.notUpdated)).toHaveAttribute('role', 'status');
  expect(screen.getByText(PLAN_HELD.noEdits)).toBeInTheDocument();
  expect(screen.queryByText(LOAD_FAILED.plan)).not.toBeInTheDocument();
  // no way into an editor whose edits could not be kept
  expect(screen.queryByRole('link', { name: 'Edit plan' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Options for Busy week' }));
  expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).not.toContain('edit');

  reconnect();
  expect(await screen.findByRole('link', { name: 'Edit plan' })).toHaveAttribute('href', '/user-meal-plans/edit/7');
  expect(screen.queryByText(FRESHNESS_TEXT.notUpdated)).not.toBeInTheDocument();
  expect(screen.queryByText(PLAN_HELD.noEdits)).not.toBeInTheDocument();
});

test('the editor opened offline gives way to the plan\'s read-only page with the copy held, saying why; its way into the editor comes back with the connection', async () => {
  const { reconnect, router, user } = startOffline('/user-meal-plans/edit/7');
  expect(await screen.findByRole('heading', { name: 'Busy week', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/user-meal-plans/7?view=readonly');
  expect(screen.getByText(FRESHNESS_TEXT.notUpdated)).toBeInTheDocument();
  expect(screen.getByText(PLAN_HELD.noEdits)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Add a recipe/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

  reconnect();
  await user.click(await screen.findByRole('link', { name: 'Edit plan' }));
  expect(await screen.findByRole('button', { name: 'Add a recipe to DAY 1' })).toBeInTheDocument();
  expect(screen.queryByText(FRESHNESS_TEXT.notUpdated)).not.toBeInTheDocument();
});

test('a plan shared with me to read only opens offline from the copy held, saying only that it is the copy', async () => {
  startOffline('/user-meal-plans/70', { own: [], shared: [sharedPlan(false)] });
  expect(await screen.findByRole('heading', { name: 'Family dinners', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('Alice · view only')).toBeInTheDocument();
  expect(await screen.findByText(FRESHNESS_TEXT.notUpdated)).toHaveAttribute('role', 'status');
  expect(screen.queryByText(PLAN_HELD.noEdits)).not.toBeInTheDocument();
});

test('offline with no copy held, the page says the plan could not be loaded, with the way back to the plans', async () => {
  const { user, router } = startOffline('/user-meal-plans/9?view=readonly', { own: [] });
  expect(await screen.findByText(LOAD_FAILED.plan, {}, { timeout: 15_000 })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: '‹ Meal plans' }));
  expect(router.state.location.pathname).toBe('/user-meal-plans');
});

describe('online, on a stalled connection (QA slow: 30 s of spinner for a plan the app holds)', () => {
  /** The plan's own read hangs until `answer()`, or `fail()` ends it without one; the rest answers. */
  function hangingPlanRead() {
    servePlans({ own: [week] });
    let end: (how: 'answer' | 'fail') => void = () => undefined;
    const ended = new Promise<'answer' | 'fail'>((resolve) => { end = resolve; });
    server.use(http.get(api('/user-mealplans/:id'), async () => ((await ended) === 'answer' ? HttpResponse.json({ data: week, recipes: [] }) : HttpResponse.error())));
    return { answer: () => act(() => end('answer')), fail: () => act(() => end('fail')) };
  }
  const holding = { user_data: { ...base, mealplans: [week], mealplansStatus: 'succeeded' as const } };

  test('a plan the app holds shows at once, read-only, "Updating…"; the answer brings the way into its editor', async () => {
    const read = hangingPlanRead();
    renderApp('/user-meal-plans/7?view=readonly', { signedIn: true, preloadedState: holding });
    expect(await screen.findByRole('heading', { name: 'Busy week', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading meal plan')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit plan' })).not.toBeInTheDocument();
    expect(await screen.findByText(FRESHNESS_TEXT.updating)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(PLAN_HELD.noEdits)).not.toBeInTheDocument();
    read.answer();
    expect(await screen.findByRole('link', { name: 'Edit plan' })).toBeInTheDocument();
    expect(screen.queryByText(FRESHNESS_TEXT.updating)).not.toBeInTheDocument();
  });

  test('a failed read leaves the copy, saying so, with try again and why it cannot be edited now', async () => {
    const read = hangingPlanRead();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/user-meal-plans/7', { signedIn: true, preloadedState: holding });
    expect(await screen.findByRole('heading', { name: 'Busy week', level: 1 })).toBeInTheDocument();
    read.fail();
    const note = await screen.findByText(FRESHNESS_TEXT.notUpdated, { exact: false });
    expect(within(note).getByRole('button', { name: 'try again' })).toBeInTheDocument();
    expect(screen.getByText(PLAN_HELD.noEdits)).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILED.plan)).not.toBeInTheDocument();
  });

  test('the editor waits for the plan itself: edits on the copy held could not be kept', async () => {
    const read = hangingPlanRead();
    const { router } = renderApp('/user-meal-plans/edit/7', { signedIn: true, preloadedState: holding });
    expect(await screen.findByText('Loading meal plan')).toBeInTheDocument();
    read.answer();
    expect(await screen.findByRole('button', { name: 'Add a recipe to DAY 1' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-meal-plans/edit/7');
  });
});
