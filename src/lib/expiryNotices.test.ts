import type { FoodStore, StoreItem } from '../../contract/entities';
import { expiryLabel, expiryNotices } from './expiryNotices';

const DAY = 86_400_000;
const now = Date.UTC(2026, 2, 20, 12);
const item = (name: string, addedDaysAgo: number, expiryDays: number): StoreItem => ({
  value: name, id: name, name, quantity: 1, unit: 'unit', default_unit: 'unit', measurement: 'unit',
  date_added: new Date(now - addedDaysAgo * DAY).toISOString(), estimated_expiry_days: expiryDays, default_quantity: 1,
  category_id: null, image: null, created_at: new Date(now - addedDaysAgo * DAY).toISOString(), checked: false,
});
const store = (id: number, name: string, items: StoreItem[]): FoodStore => ({
  id, user_id: 1, name, description: '', default: false, items, shared_with: [], owner_name: 'A', updated_at: new Date(now).toISOString(),
});

test('expired items are danger, items in the last 2 days are warnings, the rest are left out; soonest first', () => {
  const notices = expiryNotices([
    store(1, 'Fridge', [item('milk', 10, 7), item('rice', 1, 300), item('eggs', 5, 6)]),
    store(2, 'Shared', [item('ham', 7, 7)]),
  ], now);
  expect(notices.map((n) => [n.item.name, n.store.name, n.level])).toEqual([
    ['milk', 'Fridge', 'danger'], ['ham', 'Shared', 'danger'], ['eggs', 'Fridge', 'warning'],
  ]);
});

test('labels count whole days', () => {
  expect(expiryLabel(now - 3 * DAY, now)).toBe('expired 3 days ago');
  expect(expiryLabel(now - DAY, now)).toBe('expired 1 day ago');
  expect(expiryLabel(now, now)).toBe('expired today');
  expect(expiryLabel(now + DAY / 2, now)).toBe('expires within a day');
  expect(expiryLabel(now + 1.5 * DAY, now)).toBe('expires in 1 day');
});
