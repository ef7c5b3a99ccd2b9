import { screen, within } from '@testing-library/react';
import { addDays } from '../../../contract/rules';
import { pancakes, plan, servePlans } from '../../../tests/fixtures/mealplans';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { localIsoDate } from '../../lib/mealplanDates';

jest.setTimeout(20_000);

const today = localIsoDate();
const tomorrow = addDays(today, 1)!;
const running = plan({ name: 'This week', start_date: addDays(today, -1), end_date: tomorrow, days: 3,
  recipes: [{ date: '', day: 1, recipes: [pancakes] }, { date: '', day: 2, recipes: [{ name: 'Leftovers', value: null, image: null, type: 'CUSTOM', checked: false }] }] });

test("the dashboard's upcoming meals card lists the meals of today and tomorrow, each leading to its recipe", async () => {
  servePlans({ own: [running] });
  renderApp('/user-dashboard', { signedIn: true });
  const card = await screen.findByRole('region', { name: 'upcoming meals' }, { timeout: 15_000 });
  expect(await within(card).findByRole('link', { name: 'Pancakes' })).toHaveAttribute('href', '/recipes/11');
  expect(within(card).getByRole('heading', { name: /^today/ })).toBeInTheDocument();
  expect(within(card).getByRole('heading', { name: /^tomorrow/ })).toBeInTheDocument();
  expect(within(card).getByText('Leftovers')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'manage' })).toHaveAttribute('href', '/user-meal-plans');
});
