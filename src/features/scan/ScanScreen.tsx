// /scan (ours; SPEC §1 "receipts can be scanned by text recognition in the browser"): choose or take a photo of
// a receipt, read it on this device, review the priced lines (SPEC §5) and add the matched ones to a store.
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link } from '../../lib/router';
import type { ScanLine } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/EmptyState';
import { parseReceipt, type ReceiptLine } from '../../lib/receipt';
import { toScanLines } from '../../lib/receiptItems';
import { rememberedMatches } from '../../lib/receiptMatch';
import { selectUser } from '../../store/authSlice';
import { fetchIngredientOptions, selectFormOptionsStatus, selectIngredientOptions } from '../../store/formOptionsSlice';
import { fetchSharedWithMe, fetchStores } from '../../store/userStores';
import { recogniseReceipt, type OcrJob, type OcrProgress } from './ocr';
import { ScanProgress } from './ScanProgress';
import { ScanReviewDialog } from './ScanReviewDialog';
import './scan.css';

type Phase =
  | { kind: 'idle' }
  | { kind: 'reading'; progress: OcrProgress }
  | { kind: 'failed'; reason: 'unreadable' | 'nothing-priced' }
  | { kind: 'read'; parsed: ReceiptLine[] };

export default function ScanScreen() {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  const options = useAppSelector(selectIngredientOptions);
  const optionsStatus = useAppSelector(selectFormOptionsStatus).ingredients;
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [edited, setEdited] = useState<ScanLine[] | null>(null);
  /** the review dialog opens by itself when the lines are ready; cancel closes it until asked for again */
  const [dismissed, setDismissed] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const job = useRef<OcrJob | null>(null);
  const active = useRef<symbol | null>(null);
  const inputId = useId();

  useEffect(() => {
    void dispatch(fetchIngredientOptions());
    void dispatch(fetchStores());
    void dispatch(fetchSharedWithMe());
  }, [dispatch]);

  // leaving the screen stops the engine and lets the photo go
  useEffect(() => () => {
    active.current = null;
    job.current?.cancel();
  }, []);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  // the lines are matched once the catalogue is here (it usually is long before the text); without it, by hand.
  // What the user changed in the review is kept in `edited` and wins over the first matching.
  const optionsSettled = optionsStatus === 'succeeded' || optionsStatus === 'failed';
  const matched = useMemo(
    () => (phase.kind === 'read' && optionsSettled ? toScanLines(phase.parsed, options, me ? rememberedMatches(me.id) : {}) : null),
    [phase, optionsSettled, options, me],
  );
  const lines = edited ?? matched;

  const scan = async (file: File) => {
    job.current?.cancel();
    setEdited(null);
    setDismissed(false);
    setPreview(URL.createObjectURL(file));
    setPhase({ kind: 'reading', progress: { status: 'loading', progress: 0 } });
    // only the latest photo's job may change what is shown
    const token = Symbol('scan');
    active.current = token;
    const current = recogniseReceipt(file, (progress) => {
      if (active.current === token) setPhase({ kind: 'reading', progress });
    });
    job.current = current;
    try {
      const text = await current.text;
      if (active.current !== token) return;
      const read = parseReceipt(text);
      setPhase(read.length > 0 ? { kind: 'read', parsed: read } : { kind: 'failed', reason: 'nothing-priced' });
    } catch (err) {
      if (active.current !== token) return;
      console.warn('scan: the receipt could not be read', err);
      setPhase({ kind: 'failed', reason: 'unreadable' });
    } finally {
      if (job.current === current) job.current = null;
    }
  };

  const stop = () => {
    active.current = null;
    job.current?.cancel();
    job.current = null;
    setPreview(null);
    setPhase({ kind: 'idle' });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same photo may be chosen again after a failure
    event.target.value = '';
    if (file) void scan(file);
  };

  const reading = phase.kind === 'reading';

  return (
    <div className="scan">
      <h1>Scan a receipt</h1>
      <p className="muted">
        Take a photo of a supermarket receipt, or choose one you have. The text is read on this device — the photo is not
        uploaded — and you check every line before anything goes into a store.
      </p>

      <div className="scan__pick">
        {/* the input keeps the keyboard focus and the label is its visible button */}
        <input id={inputId} className="visually-hidden scan__file" type="file" accept="image/*" onChange={choose} disabled={reading} />
        <label htmlFor={inputId} className="btn btn--primary scan__file-button">
          {phase.kind === 'idle' ? 'Choose a receipt photo' : 'Scan another receipt'}
        </label>
        {lines && dismissed && (
          <button type="button" className="btn btn--secondary" onClick={() => setDismissed(false)}>
            Review {lines.length} line{lines.length === 1 ? '' : 's'}
          </button>
        )}
      </div>

      {preview && <img className="scan__preview" src={preview} alt="The receipt being scanned" />}

      {reading && (
        <>
          <ScanProgress progress={phase.progress} />
          <button type="button" className="btn btn--ghost" onClick={stop}>Stop reading</button>
        </>
      )}
      {phase.kind === 'read' && !lines && <p role="status" className="muted">Matching the lines with ingredients…</p>}
      {phase.kind === 'failed' && (
        <EmptyState title={MESSAGES.scanFailed}>
          <p>
            {phase.reason === 'nothing-priced'
              ? 'No priced items were found on this receipt. Try a sharp photo taken straight on, in good light, with the whole receipt flat and in view.'
              : 'The receipt could not be read on this device. Please try again, or try another photo.'}
          </p>
        </EmptyState>
      )}

      <p className="muted scan__hint">
        Lines are added to a store only when they are matched to an ingredient. See your <Link to="/user-stores">food stores</Link>.
      </p>

      {lines && (
        <ScanReviewDialog
          open={!dismissed}
          lines={lines}
          options={options}
          onChange={setEdited}
          onClose={() => setDismissed(true)}
        />
      )}
    </div>
  );
}
