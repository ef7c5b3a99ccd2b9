import { storeMenuRules } from './storeMenu';

const me = { id: 1, email: 'me@example.com' };
const owned = (isDefault: boolean) => ({ user_id: 1, shared_with: [], default: isDefault });
const shared = (canEdit: boolean, isDefault = false) => ({ user_id: 2, shared_with: [{ email: 'ME@example.com', canEdit }], default: isDefault });

test.each([
  ['owner, default store', owned(true), { view: true, edit: true, share: true, delete: false, remove: false, setDefault: false }],
  ['owner, other store', owned(false), { view: true, edit: true, share: true, delete: true, remove: false, setDefault: true }],
  ['shared viewer', shared(false), { view: true, edit: false, share: false, delete: false, remove: true, setDefault: false }],
  ['shared editor', shared(true), { view: true, edit: true, share: false, delete: false, remove: true, setDefault: true }],
  ['shared editor, already default', shared(true, true), { view: true, edit: true, share: false, delete: false, remove: true, setDefault: false }],
])('SPEC §6: %s', (_who, store, rules) => {
  expect(storeMenuRules(store, me)).toEqual(rules);
});
