// A list, store or meal plan that does not exist, or is no longer shared with the user (the server answers 404
// for both), with the way back to its overview; for a list or store, what became of a change kept for it. An
// account whose address is not confirmed may well be following the mail of a share that waits for it (QA household
// 3): it is told so, with the way to confirm, not that the thing does not exist.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { Id } from '../../contract/entities';
import { importWithRetry } from '../lib/lazyWithRetry';
import { ConfirmEmail, useAccount } from './ConfirmEmail';
import type { PendingKind } from '../pwa/outbox';

// only on this screen, which few see: not in the editors' files
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

/** what a 404 on a list, store or meal plan means to its user */
export const notFoundText = (noun: string) => `This ${noun} does not exist, or it is no longer shared with you.`;
/** ours: the same to an account whose address is not confirmed (what is shared with it waits for that) */
export const notYetSharedText = (noun: string) => `If this ${noun} was shared with you, it shows here once you confirm your e-mail address.`;

export function NotFoundNotice({ className, noun, backTo, backLabel, edits }: NotFoundNoticeProps) {
  // read as the notice shows (GET /account): which of the two is true is said once it is known, or once it cannot be
  const { account, failed } = useAccount();
  const unconfirmed = account !== null && !account.email_verified;
  return (
    <div className={className}>
      <h1>{`${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`}</h1>
      {unconfirmed ? <p>{notYetSharedText(noun)}</p> : (account || failed) && <p>{notFoundText(noun)}</p>}
      <ConfirmEmail account={account} />
      {edits && <Suspense fallback={null}><GoneEdits kind={edits.kind} id={edits.id} /></Suspense>}
      <Link to={backTo} className="btn btn--secondary">{`Back to ${backLabel}`}</Link>
    </div>
  );
}
