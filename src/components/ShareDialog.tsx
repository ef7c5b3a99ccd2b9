// The 'share with' dialog for plans, lists and stores (SPEC §5, §6, §8): add a recipient by e-mail, with or
// without the edit right, change a recipient's edit right, or stop sharing with them. Only the owner opens it.
// Each change is sent at once (PUT /share) and its answer is the new list of recipients.
import { useId, useState, type FormEvent } from 'react';
import { SHARE_LIST_VISIBLE } from '../../contract/constants';
import type { Id, ShareableType, SharedWith } from '../../contract/entities';
import { isEmail, MESSAGES, shouldShowEmailError } from '../../contract/rules';
import { failureText } from '../api/http';
import { selectUser } from '../store/authSlice';
import { isApiError } from '../store/createAppAsyncThunk';
import { useStoreDispatch, useStoreSelector } from '../store/hooks';
import { updateSharing } from '../store/userStores';
import { Dialog } from './Dialog';
import { focusAfterRemoval } from './focusAfterRemoval';
import { Icon } from './Icon';
import { SubmitButton, TextField } from './TextField';
import { useLiveText } from './useLiveText';
import './ShareDialog.css';


const alreadyText = (canEdit: boolean) => `already has it${canEdit ? ' and can edit it' : ''}.`;
const nowText = (canEdit: boolean) => (canEdit ? 'can now edit it.' : 'can now only view it.');

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  type: ShareableType;
  entityId: Id;
  name: string;
  sharedWith: SharedWith[];
}

export function ShareDialog({ open, onClose, type, entityId, name, sharedWith: saved }: ShareDialogProps) {
  const dispatch = useStoreDispatch();
  const me = useStoreSelector(selectUser);
  const [email, setEmail] = useState('');
  const [canEdit, setCanEdit] = useState(false);
  const [busy, setBusy] = useState(false);
  // what a change came to, in regions mounted with the dialog: one created holding its words is often not read, and the
  // same words again ('Sharing Updated' for a right, then for a removal) would not change it (QA a11y D8)
  const [done, sayDone] = useLiveText();
  const [failed, sayFailed] = useLiveText();
  // the list as it will be once the change in flight is saved, so a toggle or removal shows at once
  const [pending, setPending] = useState<SharedWith[] | null>(null);
  const listId = useId();

  const sharedWith = pending ?? saved;
  /** says what a change came to (or clears it, with ''), in the status region or, for a failure, the alert */
  const say = (words: string, ok = true) => {
    sayDone(ok ? words : '');
    sayFailed(ok ? '' : words);
  };
  const address = email.trim().toLowerCase();
  // the server refuses the owner's own address (400); said here first, at the field
  const own = address === me?.email.toLowerCase();
  const shareable = isEmail(address) && !own;
  const hidden = Math.max(0, sharedWith.length - SHARE_LIST_VISIBLE);

  /**
   * Sends one recipient's change, and only it: the list this dialog shows may be older than the server's (someone
   * left, the owner changed a right on another device), and sending it whole would share again with whoever left or
   * give back a right taken away. `shown` is the list as it will be once saved; the server's answer then replaces it.
   */
  const send = async (shared_with: SharedWith[], unshared_with: string[], shown: SharedWith[], rightsOnly = false, success: string = MESSAGES.shareSuccess): Promise<boolean> => {
    setBusy(true);
    say('');
    setPending(shown);
    try {
      await dispatch(updateSharing({ shared_with, unshared_with, entity_id: entityId, type, ...(rightsOnly ? { rights_only: true } : {}) })).unwrap();
      say(success);
      return true;
    } catch (err) {
      console.warn('share: update failed', err);
      // a refusal the server says why of (403: the demo account shares only with those who have an account) is said in its words
      say(isApiError(err) && err.status === 403 ? err.message : failureText(MESSAGES.shareError, err), false);
      return false;
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!shareable || busy) return;
    const recipient = { email: address, canEdit };
    // an address it is shared with already (typed to mail it again, or one past the six shown) changes only its right,
    // and says so: the switch below starts off, and its right was taken away without a word
    const current = sharedWith.find((r) => r.email.toLowerCase() === address);
    const cleared = () => {
      setEmail('');
      setCanEdit(false);
    };
    if (current?.canEdit === canEdit) {
      say(`${current.email} ${alreadyText(canEdit)}`);
      cleared();
    } else if (await send([recipient], [], current ? sharedWith.map((r) => (r === current ? recipient : r)) : [...sharedWith, recipient], false, current && `${current.email} ${nowText(canEdit)}`)) {
      cleared();
    }
  };

  // controls stay enabled (and keep focus) while a change is saved; a click meanwhile is ignored
  const toggle = (recipient: SharedWith) => {
    const changed = { ...recipient, canEdit: !recipient.canEdit };
    // a right for one it is shared with now: someone who left meanwhile is not shared with again
    if (!busy) void send([changed], [], sharedWith.map((r) => (r.email === recipient.email ? changed : r)), true);
  };

  const remove = (recipient: SharedWith) => {
    if (!busy) void send([], [recipient.email], sharedWith.filter((r) => r.email !== recipient.email));
  };

  const close = () => {
    say('');
    onClose();
  };

  return (
    <Dialog
      open={open}
      title={`Share ${name}`}
      onClose={close}
      className="share-dialog"
      actions={<button type="button" className="btn btn--ghost" onClick={close}>close</button>}
    >
      <form className="share-dialog__form" onSubmit={(e) => void add(e)} noValidate>
        <TextField
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={own ? MESSAGES.shareWithSelf : shouldShowEmailError(email.trim()) ? MESSAGES.invalidEmail : null}
        />
        <label className="switch">
          <input type="checkbox" checked={canEdit} onChange={(e) => setCanEdit(e.target.checked)} />
          <span>Can edit</span>
        </label>
        <SubmitButton className="btn btn--primary" busy={busy} disabled={!shareable}>share</SubmitButton>
      </form>

      <p className={done ? 'share-dialog__ok' : 'share-dialog__said'} role="status">{done}</p>
      <p className={failed ? 'form-error' : 'share-dialog__said'} role="alert">{failed}</p>

      <h3 id={listId} className="share-dialog__heading">Shared with</h3>
      {sharedWith.length === 0 ? (
        <p className="muted">Nobody yet.</p>
      ) : (
        <ul className="share-dialog__list" aria-labelledby={listId}>
          {sharedWith.slice(0, SHARE_LIST_VISIBLE).map((recipient) => (
            <li key={recipient.email} className="share-dialog__recipient">
              <span className="share-dialog__email">{recipient.email}</span>
              <label className="switch share-dialog__can-edit">
                <input
                  type="checkbox"
                  checked={recipient.canEdit}
                  onChange={() => toggle(recipient)}
                  aria-label={`${recipient.email} can edit`}
                />
                <span aria-hidden="true">can edit</span>
              </label>
              <button
                type="button"
                className="icon-btn"
                aria-label={`Remove ${recipient.email}`}
                data-row-remove
                onClick={(event) => {
                  focusAfterRemoval(event.currentTarget);
                  remove(recipient);
                }}
              >
                <Icon name="close" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && <p className="muted share-dialog__more">and {hidden} more not shown</p>}
    </Dialog>
  );
}
