import { listMenuRules } from './listMenu';

const me = { id: 1, email: 'me@example.com' };

test.each([
  ['owner', { user_id: 1, shared_with: [] }, { delete: true, share: true, edit: true, remove: false, completeShop: true, deleteAfterShop: true }],
  ['shared viewer', { user_id: 2, shared_with: [{ email: 'me@example.com', canEdit: false }] }, { delete: false, share: false, edit: false, remove: true, completeShop: false, deleteAfterShop: false }],
  ['shared editor', { user_id: 2, shared_with: [{ email: 'ME@example.com', canEdit: true }] }, { delete: false, share: false, edit: true, remove: true, completeShop: true, deleteAfterShop: false }],
])('SPEC §6: %s', (_who, list, rules) => {
  expect(listMenuRules(list, me)).toEqual(rules);
});

test('signed out: nothing but remove is offered, and remove is refused by the server anyway', () => {
  expect(listMenuRules({ user_id: 1, shared_with: [] }, null)).toMatchObject({ delete: false, edit: false, completeShop: false });
});
