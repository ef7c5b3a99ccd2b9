// SPEC §2, §6 the actions of one meal plan: delete (owner) or remove (shared viewer), edit and schedule (the
// owner, or a viewer whose e-mail is shared with canEdit), share (owner only), check ingredients (everyone).
import type { Mealplan } from '../../contract/entities';
import { canEdit, isOwner } from './permissions';

export interface MealplanMenuRules {
  delete: boolean;
  remove: boolean;
  edit: boolean;
  schedule: boolean;
  share: boolean;
  ingredients: boolean;
}

type Me = Parameters<typeof canEdit>[1];

export function mealplanMenuRules(plan: Pick<Mealplan, 'user_id' | 'shared_with'>, me: Me): MealplanMenuRules {
  const owner = isOwner(plan, me);
  const editor = canEdit(plan, me);
  return { delete: owner, remove: !owner, edit: editor, schedule: editor, share: owner, ingredients: true };
}
