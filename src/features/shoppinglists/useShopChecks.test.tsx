// Shop mode's ticks at a start: the list is first shown from a copy the app held (the offline copy, written a moment
// after each change, so perhaps from before the list's last save), then as the server answers. The ticks are read
// from the record against the copy, but the record is not written from them, and the answer gets the record's ticks:
// a tick on an item the copy held older (milk before its amount was raised) was cleared and the clearing written.
import { act, renderHook } from '@testing-library/react';
import { checkedRecord } from '../../lib/shopChecks';
import { storage } from '../../lib/storage';
import { flour, milk } from '../../../tests/fixtures/shoppingLists';
import { useShopChecks } from './useShopChecks';

const raisedMilk = { ...milk, quantity: 4 };
const answered = [raisedMilk, flour];
const heldCopy = [milk, flour];

beforeEach(() => {
  window.localStorage.clear();
  storage.setChecked('Weekend', checkedRecord(5, answered, new Set([String(milk.id)])));
});

const flushPaint = () => act(() => new Promise((resolve) => { setTimeout(resolve, 50); }));

test("a tick kept in the record is the answer's, whatever the copy shown before it held", async () => {
  const { result, rerender } = renderHook(({ items, held }) => useShopChecks(5, 'Weekend', items, held), { initialProps: { items: heldCopy, held: true } });
  // against the older copy milk is another item: not ticked, and the record is left as it is
  expect(result.current.checked.has(String(milk.id))).toBe(false);
  await flushPaint();
  expect(storage.getChecked('Weekend')).toEqual(checkedRecord(5, answered, new Set([String(milk.id)])));

  rerender({ items: answered, held: false });
  expect([...result.current.checked]).toEqual([String(milk.id)]);
  expect(result.current.cleared).toBe(0);
});

test('a tick made while the copy is shown is the user\'s: it is written, and carried to the answer', async () => {
  const { result, rerender } = renderHook(({ items, held }) => useShopChecks(5, 'Weekend', items, held), { initialProps: { items: heldCopy, held: true } });
  act(() => result.current.toggle(String(flour.id)));
  await flushPaint();
  expect(storage.getChecked('Weekend')).toEqual(checkedRecord(5, heldCopy, new Set([String(flour.id)])));
  rerender({ items: answered, held: false });
  expect([...result.current.checked]).toEqual([String(flour.id)]);
});
