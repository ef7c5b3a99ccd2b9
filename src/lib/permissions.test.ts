import { canEdit, isOwner } from './permissions';

const me = { id: 7, email: 'Cook@Example.com' };
const entity = (user_id: number, shared_with: { email: string; canEdit: boolean }[] = []) => ({ user_id, shared_with });

test('the owner owns and edits', () => {
  expect(isOwner(entity(7), me)).toBe(true);
  expect(canEdit(entity(7), me)).toBe(true);
});

test.each([
  [[{ email: 'cook@example.com', canEdit: true }], true],
  [[{ email: 'cook@example.com', canEdit: false }], false],
  [[{ email: 'other@example.com', canEdit: true }], false],
  [[], false],
])('a recipient edits only with canEdit on their own e-mail: %p → %p', (shared, expected) => {
  expect(isOwner(entity(1, shared), me)).toBe(false);
  expect(canEdit(entity(1, shared), me)).toBe(expected);
});

test('nobody signed in owns or edits nothing', () => {
  expect(isOwner(entity(7), null)).toBe(false);
  expect(canEdit(entity(7, [{ email: 'x@y.z', canEdit: true }]), null)).toBe(false);
});
