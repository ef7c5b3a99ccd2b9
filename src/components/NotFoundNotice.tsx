// A list, store or meal plan that does not exist, or is no longer shared with the user (the server answers 404
// for both), with the way back to its overview, and why (NotFoundReason); for a list or store, what became of a change
// kept for it.
import { lazy, Suspense } from 'react';
import { Link } from '../lib/router';
import type { Id } from '../../contract/entities';
import { importWithRetry } from '../lib/lazyWithRetry';
import type { PendingKind } from '../pwa/outbox';

// only on this screen, which few see: not in the editors' files
const NotFoundReason = lazy(() => importWithRetry(() => import('./NotFoundReason')));
const GoneEdits = lazy(() => importWithRetry(() => import('../pwa/GoneEdits')).then((module) => ({ default: module.GoneEdits })));

interface NotFoundNoticeProps {
  /** the screen's own class, for its layout */
  className: string;
  /** 'list', 'store', 'meal plan' */
  noun: string;
  backTo: string;
  backLabel: string;
  /** the list or store whose change kept in the outbox is let go if the server says it is gone */
  edits?: { kind: PendingKind; id: Id | null };
}

export function NotFoundNotice({ className, noun, backTo, backLabel, edits }: NotFoundNoticeProps) {
  return (
    <div className={className}>
      <h1>{`${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`}</h1>
      <Suspense fallback={null}><NotFoundReason noun={noun} /></Suspense>
      {edits && <Suspense fallback={null}><GoneEdits kind={edits.kind} id={edits.id} /></Suspense>}
      <Link to={backTo} className="btn btn--secondary">{`Back to ${backLabel}`}</Link>
    </div>
  );
}
