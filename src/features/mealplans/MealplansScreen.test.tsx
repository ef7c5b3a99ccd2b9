import { screen, waitFor, within } from '@testing-library/react';
import { MEALPLANS_LISTED_MAX, SHARED_LISTED_MAX, SHARED_TOTAL_COUNT_HEADERS, TOTAL_COUNT_HEADER } from '../../../contract/api';
import { MESSAGES } from '../../../contract/rules';
import { plan, servePlans, sharedPlan } from '../../../tests/fixtures/mealplans';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { LEFT_OUT, leftOutText } from '../../components/LeftOutNote';
import { LOAD_FAILED } from '../../components/LoadFailed';
import { DAYS_RANGE } from '../../lib/mealplanDates';
import { api, brokenUntilFixed, http, HttpResponse, server } from '../../../tests/fixtures/server';

jest.setTimeout(20_000);

const busy = plan();
const later = plan({ user_mealplan_id: 8, name: 'Later on', start_date: null, end_date: null, days: 3, recipes: [] });

async function menuItems(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Options for ${name}` }));
  return screen.getAllByRole('menuitem').map((m) => m.textContent);
}

test('my meal plans: rows show dates, days and recipes, and own plans open read-only', async () => {
  servePlans({ own: [busy, later] });
  const { user, router } = renderApp('/user-meal-plans', { signedIn: true });
  // the first test loads the lazy screen
  expect(await screen.findByRole('tab', { name: 'my meal plans', selected: true }, { timeout: 15_000 })).toBeInTheDocument();
  const rows = await screen.findAllByRole('link', { name: /Busy week|Later on/ });
  expect(rows.map((r) => r.textContent)).toEqual(['Busy week09/03/2026 – 10/03/20262 days1 recipe', 'Later onnot scheduled3 days0 recipes']);
  await user.click(rows[0]!);
  expect(router.state.location.pathname).toBe('/user-meal-plans/7');
  expect(router.state.location.search).toBe('?view=readonly');
});

test('plans of the same start (or none) are in English alphabetical order, not the server\'s lower(name) byte order (QA intl D3)', async () => {
  // the server's order: 'apfel' < 'zucchini week' < 'ärmel plan' by bytes
  const undated = ['apfel', 'Zucchini week', 'Ärmel plan'].map((name, i) => plan({ user_mealplan_id: 20 + i, name, start_date: null, end_date: null, recipes: [] }));
  servePlans({ own: [busy, ...undated] });
  renderApp('/user-meal-plans', { signedIn: true });
  const rows = await screen.findAllByRole('button', { name: /^Options for / });
  expect(rows.map((b) => b.getAttribute('aria-label'))).toEqual(['Options for Busy week', 'Options for apfel', 'Options for Ärmel plan', 'Options for Zucchini week']);
});

test('with no plan of one\'s own it opens on shared with me: the owner shows and the row opens the plan itself; my plans say No Mealplans Found', async () => {
  servePlans({ shared: [sharedPlan(true)] });
  const { user } = renderApp('/user-meal-plans', { signedIn: true });
  const row = await screen.findByRole('link', { name: /Family dinners/ });
  expect(screen.getByRole('tab', { name: 'shared with me', selected: true })).toBeInTheDocument();
  expect(row).toHaveTextContent('shared by Alice');
  expect(row).toHaveAttribute('href', '/user-meal-plans/70');
  await user.click(screen.getByRole('tab', { name: 'my meal plans' }));
  expect(await screen.findByText(MESSAGES.noMealplans)).toBeVisible();
});

test('past the server\'s cap the tab says older plans are not shown, above the rows (QA power D1)', async () => {
  servePlans({ own: [busy, later] });
  // the server's answer holds the latest plans and says how many there are in all
  server.use(http.get(api('/user-mealplans/'), () => HttpResponse.json([busy, later], { headers: { [TOTAL_COUNT_HEADER]: '8' } })));
  renderApp('/user-meal-plans', { signedIn: true });
  const note = await screen.findByText(leftOutText(6, LEFT_OUT.plans));
  expect(note).toHaveTextContent(`Only your ${MEALPLANS_LISTED_MAX} latest plans are listed. 6 older plans are not shown.`);
  expect(note.compareDocumentPosition(screen.getByRole('link', { name: /Busy week/ }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(leftOutText(1, LEFT_OUT.plans)).toMatch(/ 1 older plan is not shown\.$/);
});

test('with every plan in the answer nothing is said of older plans', async () => {
  servePlans({ own: [busy, later] });
  server.use(http.get(api('/user-mealplans/'), () => HttpResponse.json([busy, later], { headers: { [TOTAL_COUNT_HEADER]: '2' } })));
  renderApp('/user-meal-plans', { signedIn: true });
  expect(await screen.findByRole('link', { name: /Busy week/ })).toBeInTheDocument();
  expect(screen.queryByText(/older plans? (is|are) not shown/)).not.toBeInTheDocument();
});

test('past the server\'s cap #shared says how many older plans shared with the user are not shown', async () => {
  const theirs = sharedPlan(false);
  servePlans({ own: [busy], shared: [theirs] });
  // the answer holds the latest of each type and says how many of each are shared in all
  server.use(http.get(api('/share'), () => HttpResponse.json([theirs], { headers: { [SHARED_TOTAL_COUNT_HEADERS.UserMealplan]: '2' } })));
  const { user } = renderApp('/user-meal-plans#shared', { signedIn: true });
  const note = await screen.findByText(leftOutText(1, LEFT_OUT.sharedPlans));
  expect(note).toHaveTextContent(`Only the ${SHARED_LISTED_MAX} latest plans shared with you are listed. 1 older plan is not shown.`);
  expect(note).toBeVisible();
  await user.click(screen.getByRole('tab', { name: 'my meal plans' }));
  expect(await screen.findByRole('link', { name: /Busy week/ })).toBeVisible();
  expect(note).not.toBeVisible();
  expect(screen.getAllByText(/not shown/)).toEqual([note]);
});

describe('SPEC §6: the actions menu of a row', () => {
  test('the owner: delete, edit, schedule, share, check ingredients', async () => {
    servePlans({ own: [busy] });
    const { user, router } = renderApp('/user-meal-plans', { signedIn: true });
    expect(await menuItems(user, 'Busy week')).toEqual(['delete', 'edit', 'schedule', 'share', 'check ingredients']);
    await user.click(screen.getByRole('menuitem', { name: 'edit' }));
    expect(router.state.location.pathname).toBe('/user-meal-plans/edit/7');
  });

  test.each([
    ['a shared viewer', false, ['remove', 'check ingredients']],
    ['a shared editor', true, ['remove', 'edit', 'schedule', 'check ingredients']],
  ])('%s', async (_who, canEdit, expected) => {
    servePlans({ shared: [sharedPlan(canEdit)] });
    const { user } = renderApp('/user-meal-plans#shared', { signedIn: true });
    expect(await menuItems(user, 'Family dinners')).toEqual(expected);
  });

  test('delete asks first, then the plan is gone with Meal Plan Deleted.', async () => {
    const calls = servePlans({ own: [busy, later] });
    const { user } = renderApp('/user-meal-plans', { signedIn: true });
    await menuItems(user, 'Busy week');
    await user.click(screen.getByRole('menuitem', { name: 'delete' }));
    const confirm = await screen.findByRole('dialog', { name: MESSAGES.confirmDelete('Busy week') });
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'confirm' }));
    expect(await screen.findByText(MESSAGES.mealPlanDeleted)).toBeInTheDocument();
    expect(calls.deleted).toEqual(['7']);
    await waitFor(() => expect(screen.queryByRole('link', { name: /Busy week/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  test('schedule needs a start date; the plan gets consecutive dates and Meal Plan Re-Scheduled.', async () => {
    const calls = servePlans({ own: [later] });
    const { user } = renderApp('/user-meal-plans', { signedIn: true });
    await menuItems(user, 'Later on');
    await user.click(screen.getByRole('menuitem', { name: 'schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Later on' });
    expect(within(dialog).getByRole('button', { name: 'schedule' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Start date'), '2026-03-30');
    expect(within(dialog).getByText('3 days, 30/03/2026 to 01/04/2026')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'schedule' }));
    expect(await screen.findByText(MESSAGES.mealPlanRescheduled)).toBeInTheDocument();
    expect(calls.puts).toHaveLength(1);
    expect(calls.puts[0]!.body).toMatchObject({ start_date: '2026-03-30', end_date: '2026-04-01', days: 3 });
    expect(calls.puts[0]!.body.recipes.map((d) => d.date)).toEqual(['2026-03-30', '2026-03-31', '2026-04-01']);
    await waitFor(() => expect(screen.getByRole('link', { name: /Later on/ })).toHaveTextContent('30/03/2026 – 01/04/2026'));
  });

  test('a start whose plan would fall out of 01/01/2000 to ten years ahead is refused at the field, naming the range, and schedules nothing (QA newcomer D5)', async () => {
    const calls = servePlans({ own: [later] });
    const { user } = renderApp('/user-meal-plans', { signedIn: true });
    await menuItems(user, 'Later on');
    await user.click(screen.getByRole('menuitem', { name: 'schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Later on' });
    const start = within(dialog).getByLabelText('Start date');
    const last = `${new Date().getFullYear() + 10}-12-31`;
    const range = `Plan dates must be from 01/01/2000 to 31/12/${last.slice(0, 4)}`;
    expect(start).toHaveAttribute('min', '2000-01-01');
    expect(start).toHaveAttribute('max', last);

    for (const date of ['9999-12-31', '0001-01-01', `${last.slice(0, 4)}-12-30`]) {
      await user.clear(start);
      await user.type(start, date);
      expect(start).toHaveAccessibleDescription(range);
      expect(within(dialog).getByRole('button', { name: 'schedule' })).toBeDisabled();
    }
    await user.click(within(dialog).getByRole('button', { name: 'schedule' }));
    expect(calls.puts).toEqual([]);
    // a start whose three days end on the last date is taken
    await user.clear(start);
    await user.type(start, `${last.slice(0, 4)}-12-29`);
    expect(start).not.toHaveAccessibleDescription(range);
    await user.click(within(dialog).getByRole('button', { name: 'schedule' }));
    expect(await screen.findByText(MESSAGES.mealPlanRescheduled)).toBeInTheDocument();
    expect(calls.puts[0]!.body).toMatchObject({ end_date: last });
  });
});

describe('SPEC §5: creating a plan', () => {
  test('name, dates and days by the rules; created with empty days, then the editor opens', async () => {
    const calls = servePlans({ own: [] });
    const { user, router } = renderApp('/user-meal-plans', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a Mealplan' });
    // the create button hides while a dialog is open
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    const create = within(dialog).getByRole('button', { name: 'create' });
    const days = within(dialog).getByLabelText('Number of days');
    expect(create).toBeDisabled();

    // spaces alone are no name: said as a list's or a store's blank name is, not as special characters
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    expect(within(dialog).getByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).queryByText(MESSAGES.noSpecialCharacters)).not.toBeInTheDocument();
    expect(create).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Week #1');
    expect(within(dialog).getByText(MESSAGES.noSpecialCharacters)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Week 1');
    expect(create).toBeEnabled();
    expect(days).toBeEnabled();
    expect(days).toHaveValue('3');

    const start = within(dialog).getByLabelText('Start date');
    const end = within(dialog).getByLabelText(/End date/);
    await user.type(start, '2026-03-09');
    expect(within(dialog).getByText(MESSAGES.endDateRequired)).toBeInTheDocument();
    expect(days).toBeDisabled();
    expect(create).toBeDisabled();
    expect(end).toHaveAttribute('min', '2026-03-09');
    await user.type(end, '2026-03-08');
    expect(within(dialog).getByText(MESSAGES.endDateBeforeStart)).toBeInTheDocument();
    await user.clear(end);
    await user.type(end, '2026-03-12');
    expect(start).toHaveAttribute('max', '2026-03-12');
    expect(days).toHaveValue('4');

    await user.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-meal-plans/edit/99'));
    expect(calls.created).toEqual([{
      name: 'Week 1', days: 4, start_date: '2026-03-09', end_date: '2026-03-12',
      recipes: [0, 1, 2, 3].map((day) => ({ day, date: `2026-03-${String(9 + day).padStart(2, '0')}`, recipes: [] })),
    }]);
  });

  test('a date out of 01/01/2000 to ten years ahead is refused at its field, naming the range (QA newcomer D5)', async () => {
    const calls = servePlans({ own: [] });
    const { user } = renderApp('/user-meal-plans/create', { signedIn: true });
    const start = await screen.findByLabelText('Start date');
    const end = screen.getByLabelText(/End date/);
    const range = `Plan dates must be from 01/01/2000 to 31/12/${new Date().getFullYear() + 10}`;
    await user.type(screen.getByLabelText('Name'), 'Ancient plan');
    await user.type(start, '0001-01-01');
    await user.type(end, '0001-01-03');
    expect(start).toHaveAccessibleDescription(range);
    expect(end).toHaveAccessibleDescription(range);
    expect(screen.getByRole('button', { name: 'create' })).toBeDisabled();
    await user.clear(start);
    await user.type(start, '2026-12-30');
    await user.clear(end);
    await user.type(end, '9999-01-01');
    expect(start).not.toHaveAccessibleDescription(range);
    expect(end).toHaveAccessibleDescription(range);
    await user.click(screen.getByRole('button', { name: 'create' }));
    expect(calls.created).toEqual([]);
  });

  test('without dates the typed number of days is used', async () => {
    const calls = servePlans({ own: [] });
    const { user } = renderApp('/user-meal-plans/create', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Create a Meal Plan', level: 1 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Soups');
    await user.clear(screen.getByLabelText('Number of days'));
    await user.type(screen.getByLabelText('Number of days'), '5');
    await user.click(screen.getByRole('button', { name: 'create' }));
    await waitFor(() => expect(calls.created).toHaveLength(1));
    expect(calls.created[0]).toMatchObject({ name: 'Soups', days: 5, start_date: null, end_date: null });
    expect(calls.created[0]!.recipes).toHaveLength(5);
  });

  test('days are a whole number: "1,5" stays as typed and is refused with the field\'s message, not made 15', async () => {
    const calls = servePlans({ own: [] });
    const { user } = renderApp('/user-meal-plans/create', { signedIn: true });
    const days = await screen.findByLabelText('Number of days');
    await user.type(screen.getByLabelText('Name'), 'Soups');
    await user.clear(days);
    await user.type(days, '1,5');
    expect(days).toHaveValue('1,5');
    expect(days).toHaveAccessibleDescription(DAYS_RANGE);
    expect(DAYS_RANGE).toBe('Number of days must be a whole number from 1 to 366');
    expect(screen.getByRole('button', { name: 'create' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'create' }));
    expect(calls.created).toEqual([]);
  });
});

test('a load that fails says so with try again, not that there are no plans', async () => {
  servePlans({ own: [busy] });
  const outage = brokenUntilFixed();
  server.use(http.get(api('/user-mealplans/'), outage.answer()));
  const { user } = renderApp('/user-meal-plans', { signedIn: true });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(LOAD_FAILED.plans);
  expect(within(screen.getByRole('tabpanel')).queryByText(MESSAGES.noMealplans)).not.toBeInTheDocument();
  outage.fix();
  await user.click(within(alert).getByRole('button', { name: 'try again' }));
  expect(await screen.findByText(busy.name)).toBeInTheDocument();
});
