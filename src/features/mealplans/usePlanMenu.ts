// The actions menu of one meal plan (SPEC §2, §6): delete or remove, edit, schedule, share, check ingredients.
// Choosing one that needs a dialog asks the screen to open it, so the screen knows when any dialog is open.
import { useNavigate } from 'react-router-dom';
import type { Mealplan } from '../../../contract/entities';
import { useAppSelector } from '../../app/hooks';
import type { MenuItem } from '../../components/Menu';
import { mealplanMenuRules } from '../../lib/mealplanMenu';
import { selectUser } from '../../store/authSlice';

export type PlanDialog = 'delete' | 'remove' | 'share' | 'schedule' | 'ingredients';

export function usePlanMenu(plan: Mealplan, open: (dialog: PlanDialog) => void): MenuItem[] {
  const navigate = useNavigate();
  const rules = mealplanMenuRules(plan, useAppSelector(selectUser));
  const items: MenuItem[] = [];
  if (rules.delete) items.push({ id: 'delete', label: 'delete', onSelect: () => open('delete') });
  if (rules.remove) items.push({ id: 'remove', label: 'remove', onSelect: () => open('remove') });
  if (rules.edit) items.push({ id: 'edit', label: 'edit', onSelect: () => void navigate(`/user-meal-plans/edit/${plan.user_mealplan_id}`) });
  if (rules.schedule) items.push({ id: 'schedule', label: 'schedule', onSelect: () => open('schedule') });
  if (rules.share) items.push({ id: 'share', label: 'share', onSelect: () => open('share') });
  items.push({ id: 'ingredients', label: 'check ingredients', onSelect: () => open('ingredients') });
  return items;
}
