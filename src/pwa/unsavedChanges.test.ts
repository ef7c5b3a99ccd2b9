import type { StoreItem } from '../../contract/entities';
import { item } from '../../tests/fixtures/stores';
import { flour, jam, milk } from '../../tests/fixtures/shoppingLists';
import { SYNC_TEXT } from './syncText';
import { unsavedChanges } from './unsavedChanges';

test('what a refused change would have done: my additions and changes in my order, then removals, by name', () => {
  const onion = { ...jam, id: 'CUSTOM-onion1', value: 'CUSTOM-onion1', name: 'onion', quantity: 2 };
  expect(unsavedChanges([milk, flour, jam], [{ ...flour, quantity: 3 }, jam, onion])).toEqual([
    SYNC_TEXT.changed('plain flour', '3 kg'),
    SYNC_TEXT.added('onion', '2'),
    SYNC_TEXT.removed('milk'),
  ]);
  expect(unsavedChanges([milk], [milk])).toEqual([]);
});

test('a store keeps an ingredient once per day added: its amounts together are one change', () => {
  const today = item();
  const earlier: StoreItem = item({ daysAgo: 2, quantity: 1 });
  expect(unsavedChanges([earlier], [earlier, today])).toEqual([SYNC_TEXT.changed('milk', '1 l, 2 l')]);
});
