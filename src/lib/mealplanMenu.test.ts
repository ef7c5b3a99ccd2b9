import { mealplanMenuRules } from './mealplanMenu';

const me = { id: 1, email: 'me@example.com' };

describe('mealplanMenuRules (SPEC §6)', () => {
  test('the owner may delete, edit, schedule, share and check', () => {
    expect(mealplanMenuRules({ user_id: 1, shared_with: [] }, me)).toEqual({ delete: true, remove: false, edit: true, schedule: true, share: true, ingredients: true });
  });

  test('a viewer with edit rights may remove, edit, schedule and check, not share', () => {
    expect(mealplanMenuRules({ user_id: 2, shared_with: [{ email: 'ME@example.com', canEdit: true }] }, me))
      .toEqual({ delete: false, remove: true, edit: true, schedule: true, share: false, ingredients: true });
  });

  test('a viewer without edit rights may only remove and check', () => {
    expect(mealplanMenuRules({ user_id: 2, shared_with: [{ email: me.email, canEdit: false }] }, me))
      .toEqual({ delete: false, remove: true, edit: false, schedule: false, share: false, ingredients: true });
  });
});
