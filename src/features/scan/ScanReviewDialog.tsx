// The scan review dialog (SPEC §1: "the scan review dialog's confirm does nothing yet"; ours stores): every
// priced line with its ingredient, quantity and unit, editable; confirm adds the checked, matched lines to the
// chosen store (the default one first; the picker shows only with more than one store, SPEC §5), merging them
// like the store screen, and remembers each line's ingredient for the user's next scan.
import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../lib/router';
import { foldText } from '../../../contract/coreRules';
import type { IngredientOption, ScanLine } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { failureText } from '../../api/http';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Dialog } from '../../components/Dialog';
import { useToast } from '../../components/Toast';
import { useSubmissionKey } from '../../components/useSubmissionKey';
import { parseId } from '../../lib/ids';
import { canEdit } from '../../lib/permissions';
import { addScannedLines, linesToStore } from '../../lib/receiptItems';
import { storeChoiceName } from '../../lib/storeItems';
import { rememberMatches } from '../../lib/receiptMatch';
import { selectUser } from '../../store/authSlice';
import { changeStoreNow } from '../../store/changeStore';
import { selectAllStores, selectStoresSettled } from '../../store/userStores';
import { ScanLineRow } from './ScanLineRow';

interface ScanReviewDialogProps {
  open: boolean;
  lines: ScanLine[];
  options: IngredientOption[];
  onChange: (lines: ScanLine[]) => void;
  onClose: () => void;
}

export function ScanReviewDialog({ open, lines, options, onChange, onClose }: ScanReviewDialogProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const me = useAppSelector(selectUser);
  const allStores = useAppSelector(selectAllStores);
  const storesSettled = useAppSelector(selectStoresSettled);
  const requested = parseId(useSearchParams()[0].get('store') ?? undefined);
  const [chosenId, setChosenId] = useState(requested);
  const [busy, setBusy] = useState(false);
  const suggestionsId = useId();
  const storeSelectId = useId();
  const list = useRef<HTMLUListElement>(null);
  // the same while the lines and the store are: a save whose answer was lost is sent again as it was, not added twice
  const submission = useSubmissionKey();

  // SPEC §6: own stores and shared ones the user can edit; the one asked for, else the default, else the first
  const stores = useMemo(() => allStores.filter((s) => canEdit(s, me)), [allStores, me]);
  const store = stores.find((s) => s.id === chosenId) ?? stores.find((s) => s.default) ?? stores[0];
  // each ingredient's name, then its German and French names labelled with it ('Mehl', plain flour): the field takes
  // either (ScanLineRow); a name that folds as one before it is offered once
  const suggestions = useMemo(() => options.flatMap((o) => {
    const names: string[] = [];
    for (const name of [o.name, ...o.aliases ?? []]) if (!names.some((n) => foldText(n) === foldText(name))) names.push(name);
    return names.map((name, i) => <option key={`${o.value} ${name}`} value={name} label={i === 0 ? undefined : o.name} />);
  }), [options]);
  const adding = linesToStore(lines);

  const change = (index: number, patch: Partial<ScanLine>) => onChange(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  const confirm = async () => {
    if (!store || adding.length === 0) return;
    // a line to be added whose quantity is refused ('zwei', too much) still holds the amount it had before: rather
    // than add that unseen, the focus goes to the field, whose message is read with it, as a refused form's does
    const refused = list.current?.querySelector<HTMLElement>('[data-holds-confirm]');
    if (refused) {
      refused.focus();
      return;
    }
    setBusy(true);
    try {
      // the store as it is now: a review takes minutes, in which a person it is shared with may have added to it
      await changeStoreNow(dispatch, store.id, (items) => addScannedLines(items, lines), { key: submission.keyFor({ store: store.id, lines }) });
      submission.succeeded();
    } catch (err) {
      console.warn('scan: adding the lines to the store failed', err);
      toast(failureText(MESSAGES.storeUpdateFailed(store.name), err));
      setBusy(false);
      return;
    }
    if (me) rememberMatches(me.id, adding);
    toast(MESSAGES.storeIngredientsUpdated(adding.length, store.name));
    void navigate(`/user-stores/${store.id}`);
  };

  return (
    <Dialog
      open={open}
      title="Review scanned items"
      onClose={onClose}
      className="scan-review"
      actions={(
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose} disabled={busy}>cancel</button>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void confirm()}
            disabled={busy || !store || adding.length === 0}
            aria-busy={busy}
          >
            add {adding.length} item{adding.length === 1 ? '' : 's'}
          </button>
        </>
      )}
    >
      <p className="muted">
        {lines.length} priced line{lines.length === 1 ? '' : 's'} found; {adding.length} will be added. Check each ingredient and amount.
      </p>
      {stores.length > 1 && store && (
        <div className="field">
          <label htmlFor={storeSelectId} className="field__label">Store</label>
          <select id={storeSelectId} className="field__input" value={store.id} onChange={(e) => setChosenId(Number(e.target.value))}>
            {stores.map((s) => <option key={s.id} value={s.id}>{storeChoiceName(s, me?.id)}</option>)}
          </select>
        </div>
      )}
      {stores.length === 1 && store && <p className="scan-review__store">into {store.name}</p>}
      {stores.length === 0 && (
        <p className="scan-review__store">
          {storesSettled ? <>You have no store to add them to yet. <Link to="/user-stores">Create a store</Link> first.</> : 'Loading your stores…'}
        </p>
      )}
      <datalist id={suggestionsId}>{suggestions}</datalist>
      <ul ref={list} className="scan-review__lines" aria-label="Scanned lines">
        {lines.map((line, index) => (
          // a line's place on the receipt is its identity: lines are neither added nor reordered here
          <ScanLineRow key={index} line={line} suggestionsId={suggestionsId} options={options} onChange={(patch) => change(index, patch)} />
        ))}
      </ul>
    </Dialog>
  );
}
