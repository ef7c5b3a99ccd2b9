// SPEC §2 /user-shopping-lists: the Create button's dialog. The form is mounted on open, so it starts empty.
import { Dialog } from '../../components/Dialog';
import { CreateListForm } from './CreateListForm';

export const CREATE_TITLE = 'Create a Shopping List';

export function CreateListDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title={CREATE_TITLE} onClose={onClose} className="create-list-dialog">
      <CreateListForm onCancel={onClose} />
    </Dialog>
  );
}
