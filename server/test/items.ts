import type { ShoppingListItem, StoreItem } from '../../contract/entities';

/** A valid store item, as the client sends it. */
export function storeItem(overrides: Partial<StoreItem> = {}): StoreItem {
  const now = new Date().toISOString();
  return {
    value: 1, id: 1, name: 'plain flour', quantity: 1, unit: 'kg', default_unit: 'kg', measurement: 'kg',
    date_added: now, estimated_expiry_days: 240, default_quantity: 1, category_id: null, image: null, created_at: now, checked: false,
    ...overrides,
  };
}

/** A valid shopping list item, as the client sends it. */
export function listItem(overrides: Partial<ShoppingListItem> = {}): ShoppingListItem {
  return {
    value: 1, id: 1, name: 'plain flour', quantity: 1, default_quantity: 1, unit: 'kg', default_unit: 'kg', measurement: 'kg',
    image: null, checked: false, date_added: new Date().toISOString(), category_id: null,
    ...overrides,
  };
}
