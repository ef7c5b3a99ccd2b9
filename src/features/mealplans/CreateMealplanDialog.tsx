// SPEC §2 /user-meal-plans: the 'create a mealplan' dialog. The form is mounted on open, so it starts empty.
import { Dialog } from '../../components/Dialog';
import { CreateMealplanForm } from './CreateMealplanForm';

export const CREATE_DIALOG_TITLE = 'Create a Mealplan';

export function CreateMealplanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title={CREATE_DIALOG_TITLE} onClose={onClose} className="create-plan-dialog">
      <CreateMealplanForm onCancel={onClose} />
    </Dialog>
  );
}
