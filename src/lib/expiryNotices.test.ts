import type { FoodStore, StoreItem } from '../../contract/entities';
import { expiryNotices } from './expiryNotices';

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

test('entries with nothing left are not warned about', () => {
  const usedUp = { ...item('yoghurt', 10, 7), quantity: 0 };
  const nearlyGone = { ...item('cream', 10, 7), quantity: 0.1 };
  const { soon, expired } = expiryNotices([store(1, 'Fridge', [usedUp, nearlyGone, { ...item('eggs', 5, 6), quantity: 0 }])], now);
  expect(soon).toEqual([]);
  expect(expired.map((n) => n.item.name)).toEqual(['cream']);
});

test('expired items are danger, items in the last 2 days (their best-before day the last) are warnings, the rest are left out', () => {
  const { soon, expired } = expiryNotices([
    store(1, 'Fridge', [item('milk', 10, 7), item('rice', 1, 300), item('eggs', 5, 6)]),
    // best before today: good until the day is over
    store(2, 'Shared', [item('ham', 7, 7), item('bacon', 8, 7)]),
  ], now);
  expect(soon.map((n) => [n.item.name, n.store.name, n.level])).toEqual([['ham', 'Shared', 'warning'], ['eggs', 'Fridge', 'warning']]);
  expect(expired.map((n) => [n.item.name, n.store.name, n.level])).toEqual([['bacon', 'Shared', 'danger'], ['milk', 'Fridge', 'danger']]);
});

test('about to expire the soonest first; expired the most recently first, so a year-old entry does not come before last night\'s (QA power D5)', () => {
  const { soon, expired } = expiryNotices([
    store(1, 'Pantry', [item('lamb shoulder', 400, 23), item('bagel', 5, 6), item('parsnip', 20, 19), item('yoghurt', 5, 7)]),
    store(2, 'Fridge', [item('pork loin chop', 380, 4), item('cream', 5, 7)]),
  ], now);
  // cream and yoghurt have the same best-before date: by name
  expect(soon.map((n) => n.item.name)).toEqual(['bagel', 'cream', 'yoghurt']);
  expect(expired.map((n) => n.item.name)).toEqual(['parsnip', 'pork loin chop', 'lamb shoulder']);
});
