// The dialogs of a meal plan's actions (SPEC §2: schedule mealplan, share with, ingredient summary; SPEC §8
// confirm prompts and confirmations for delete and remove). One at a time, for the plan it was opened for.
import { useState } from 'react';
import { LIST_REMOVED_DELAY_MS } from '../../../contract/constants';
import type { Mealplan } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { failureText } from '../../api/http';
import { useAppDispatch } from '../../app/hooks';
import { EntityActionDialogs } from '../../components/EntityActionDialogs';
import { useToast } from '../../components/Toast';
import { deleteMealplan } from '../../store/currentMealplanSlice';
import { removeShared } from '../../store/userStores';
import { LazyIngredientSummaryDialog } from './LazyIngredientSummaryDialog';
import { ScheduleDialog } from './ScheduleDialog';
import type { PlanDialog } from './usePlanMenu';


const wait = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });

interface PlanDialogsProps {
  plan: Mealplan;
  dialog: PlanDialog | null;
  onClose: () => void;
  /** after the plan was deleted or removed from the user's shared plans */
  onGone?: (how: 'deleted' | 'removed') => void;
}

export function PlanDialogs({ plan, dialog, onClose, onGone }: PlanDialogsProps) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const id = plan.user_mealplan_id;

  const confirmDelete = async () => {
    setBusy(true);
    try {
      await dispatch(deleteMealplan(id)).unwrap();
      toast(MESSAGES.mealPlanDeleted);
      onClose();
      onGone?.('deleted');
    } catch (err) {
      console.warn('meal plans: delete failed', err);
      toast(failureText(MESSAGES.storeActionError, err));
    } finally {
      setBusy(false);
    }
  };

  const confirmRemove = async () => {
    setBusy(true);
    try {
      await dispatch(removeShared({ entity_id: id, entity_type: 'UserMealplan' })).unwrap();
      // SPEC §9: the removed message follows after 200 ms, as for lists
      await wait(LIST_REMOVED_DELAY_MS);
      toast(MESSAGES.mealplanRemoved);
      onClose();
      onGone?.('removed');
    } catch (err) {
      console.warn('meal plans: remove failed', err);
      toast(failureText(MESSAGES.storeActionError, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <EntityActionDialogs
        open={dialog}
        name={plan.name}
        busy={busy}
        onClose={onClose}
        onDelete={() => void confirmDelete()}
        remove={{ title: MESSAGES.confirmRemoveShared(plan.name, 'plans'), onConfirm: () => void confirmRemove() }}
        share={{ type: 'UserMealplan', entityId: id, sharedWith: plan.shared_with }}
      />
      <ScheduleDialog open={dialog === 'schedule'} plan={plan} onClose={onClose} />
      <LazyIngredientSummaryDialog open={dialog === 'ingredients'} plan={plan} onClose={onClose} />
    </>
  );
}
