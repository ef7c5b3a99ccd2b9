// SPEC §2, §4 'manage store items': a checklist of every item, all ticked at first; the ticked ones are
// removed, or moved to another store the user can edit (own stores, and shared ones with canEdit, SPEC §6).
// Removing asks first: with every item ticked at first, one tap would otherwise empty the store for good.
// The rows go by expiry, the longest gone first, each with its best-before date and the store row's badge, and
// 'tick expired' ticks just what has expired, so 'remove ticked' clears it in two taps (QA power D6).
// Only the rows near the viewport are rendered (WindowedList), so the dialog opens at once on a large store.
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { STORE_EXPIRY_DEFAULT_DAYS } from '../../../contract/constants';
import type { FoodStore, StoreItem } from '../../../contract/entities';
import { itemAmount } from '../../../contract/ingredientsText';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Dialog } from '../../components/Dialog';
import { ExpiryBadge } from '../../components/ExpiryBadge';
import { useNow } from '../../components/useNow';
import { WindowedList, type RowPosition } from '../../components/WindowedList';
import { useAppSelector } from '../../app/hooks';
import { compareText } from '../../lib/collation';
import { formatCalendarDate } from '../../lib/dates';
import { bestBefore, expiresAt, storeItemStatus } from '../../lib/expiry';
import { storeChoiceName } from '../../lib/storeItems';
import { selectUser } from '../../store/authSlice';

interface ManageItemsProps {
  open: boolean;
  onClose: () => void;
  items: StoreItem[];
  targets: FoodStore[];
  onRemove: (indexes: number[]) => void;
  onMove: (indexes: number[], target: FoodStore) => Promise<void>;
}

/** px: a row before any has been measured */
const ROW_ESTIMATE = 45;

interface Entry {
  item: StoreItem;
  /** its index in the store's items, which removing and moving take */
  index: number;
  /** when it expires (the store page's rule), ms since the epoch: the rows' order */
  expires: number;
}

const rowKey = ({ item, index }: Entry) => `${String(item.id)}-${index}`;

/** The store's items by expiry, the longest gone first (then by name): what has expired together, at the top. */
function byExpiry(items: readonly StoreItem[]): Entry[] {
  return items
    .map((item, index) => ({ item, index, expires: expiresAt(item, STORE_EXPIRY_DEFAULT_DAYS) }))
    .sort((a, b) => a.expires - b.expires || compareText(a.item.name, b.item.name));
}

interface ManageRowProps extends RowPosition {
  entry: Entry;
  now: number;
  ticked: boolean;
  onToggle: (index: number) => void;
}

const ManageRow = memo(function ManageRow({ entry: { item, index }, now, ticked, onToggle, ...position }: ManageRowProps) {
  return (
    <li {...position}>
      <label className="switch manage-items__item">
        <input type="checkbox" checked={ticked} onChange={() => onToggle(index)} />
        <span>
          {item.name} <span className="muted">· {itemAmount(item)} · best before {formatCalendarDate(bestBefore(item, STORE_EXPIRY_DEFAULT_DAYS))}</span>
          {' '}<ExpiryBadge item={item} now={now} saysWhen />
        </span>
      </label>
    </li>
  );
});

function ManageItemsBody({ onClose, items, targets, onRemove, onMove }: Omit<ManageItemsProps, 'open'>) {
  const [ticked, setTicked] = useState(() => new Set(items.map((_, i) => i)));
  // one clock for the rows' badges and 'tick expired'
  const now = useNow();
  const entries = useMemo(() => byExpiry(items), [items]);
  const expired = useMemo(() => entries.filter(({ item }) => storeItemStatus(item, now) === 'expired').map(({ index }) => index), [entries, now]);
  const myId = useAppSelector(selectUser)?.id;
  const [targetId, setTargetId] = useState(targets[0]?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const selectId = useId();
  const chosen = [...ticked].sort((a, b) => a - b);
  const target = targets.find((t) => t.id === targetId);

  const toggle = useCallback((index: number) => setTicked((prev) => {
    const next = new Set(prev);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    return next;
  }), []);

  const move = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await onMove(chosen, target);
    } finally {
      setBusy(false);
    }
  };

  if (items.length === 0) return <p className="muted">This store has no items.</p>;

  return (
    <div className="manage-items">
      <div className="row">
        <button type="button" className="btn btn--link" onClick={() => setTicked(new Set(items.map((_, i) => i)))}>tick all</button>
        <button type="button" className="btn btn--link" onClick={() => setTicked(new Set())}>untick all</button>
        <button type="button" className="btn btn--link" disabled={expired.length === 0} onClick={() => setTicked(new Set(expired))}>tick expired</button>
      </div>
      <fieldset className="manage-items__list">
        <legend className="visually-hidden">Items</legend>
        <WindowedList
          className="manage-items__rows"
          items={entries}
          keyOf={rowKey}
          estimate={ROW_ESTIMATE}
          renderRow={(entry, key, position) => (
            <ManageRow key={key} entry={entry} now={now} ticked={ticked.has(entry.index)} onToggle={toggle} {...position} />
          )}
        />
      </fieldset>
      <p className="muted" aria-live="polite">{chosen.length} of {items.length} ticked</p>
      <div className="manage-items__actions">
        <button type="button" className="btn btn--danger" disabled={chosen.length === 0 || busy} onClick={() => setConfirming(true)}>
          remove ticked
        </button>
        {targets.length > 0 && (
          <div className="manage-items__move">
            <label htmlFor={selectId} className="field__label">Move to</label>
            <select id={selectId} className="field__input" value={targetId ?? ''} onChange={(e) => setTargetId(Number(e.target.value))}>
              {targets.map((t) => <option key={t.id} value={t.id}>{storeChoiceName(t, myId)}</option>)}
            </select>
            <button type="button" className="btn btn--primary" disabled={chosen.length === 0 || busy || !target} aria-busy={busy} onClick={() => void move()}>
              move ticked
            </button>
          </div>
        )}
      </div>
      {/* over the manage dialog, whose ticks stay for a cancel */}
      <ConfirmDialog
        open={confirming}
        title={`remove ${chosen.length} ${chosen.length === 1 ? 'item' : 'items'}?`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          onRemove(chosen);
          onClose();
        }}
      />
    </div>
  );
}

export function ManageItemsDialog(props: ManageItemsProps) {
  const { open, onClose } = props;
  return (
    <Dialog
      open={open}
      title="manage store items"
      onClose={onClose}
      className="manage-items-dialog"
      actions={<button type="button" className="btn btn--ghost" onClick={onClose}>close</button>}
    >
      {/* mounted on open, so every opening starts with all items ticked */}
      <ManageItemsBody {...props} />
    </Dialog>
  );
}
