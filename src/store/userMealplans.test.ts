import { plan } from '../../tests/fixtures/mealplans';
import { byStartDate } from './userMealplans';

test('plans by start date, undated last; on the same date by name, with case and accents aside, then by id', () => {
  const plans = [
    plan({ user_mealplan_id: 1, name: 'week two', start_date: null, end_date: null }),
    plan({ user_mealplan_id: 2, name: 'Soups', start_date: '2026-03-09', end_date: '2026-03-11' }),
    plan({ user_mealplan_id: 3, name: 'Éclairs', start_date: '2026-03-09', end_date: '2026-03-10' }),
    plan({ user_mealplan_id: 4, name: 'Week one', start_date: null, end_date: null }),
    plan({ user_mealplan_id: 5, name: 'eclairs', start_date: '2026-03-09', end_date: '2026-03-10' }),
    plan({ user_mealplan_id: 6, name: 'Brunch', start_date: '2026-03-02', end_date: '2026-03-02' }),
  ];
  expect([...plans].sort(byStartDate).map((p) => p.user_mealplan_id)).toEqual([6, 3, 5, 2, 4, 1]);
});
