import { screen, within } from '@testing-library/react';
import { addDays, MESSAGES } from '../../../contract/rules';
import { pancakeIngredients, pancakes, plan, servePlans } from '../../../tests/fixtures/mealplans';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { localIsoDate } from '../../lib/mealplanDates';

jest.setTimeout(20_000);

const today = localIsoDate();
const running = plan({ name: 'This week', start_date: addDays(today, -1), end_date: addDays(today, 1), days: 3,
  recipes: [{ date: '', day: 1, recipes: [pancakes] }] });

test('the diary is titled with the current plan, is a work in progress, and opens its Ingredient Summary', async () => {
  servePlans({ own: [plan({ user_mealplan_id: 3, name: 'Old week', start_date: '2020-01-01', end_date: '2020-01-02' }), running], recipes: [pancakeIngredients] });
  const { user } = renderApp('/diary', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'This week', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('work in progress food diary.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'add entry' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Diary options' }));
  await user.click(screen.getByRole('menuitem', { name: 'ingredient summary' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ingredient Summary' });
  expect(within(dialog).getByText('This week')).toBeInTheDocument();
  expect(await within(dialog).findByRole('table')).toBeInTheDocument();
});

test('without a current or coming plan: no plan yet ...', async () => {
  servePlans({ own: [] });
  renderApp('/diary', { signedIn: true });
  expect(await screen.findByText(MESSAGES.noPlanYet, { exact: false }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Food diary', level: 1 })).toBeInTheDocument();
});
