// A first load that failed: what could not be loaded and a way to try again, rather than an empty state that would
// say there is nothing (SPEC §8 says only that a failed load stops the spinner); and UntilLoaded, which shows the
// load's state (on its way, failed, empty) in place of a list that has nothing to show yet, and asks again by itself
// once the server answers again (with something to show too: what the app held, components/Freshness).
import type { ReactNode } from 'react';
import { Link } from '../lib/router';
import { useAskAgainWhenOnline } from '../pwa/OfflineBadge';
import { isSettled, type LoadStatus } from '../store/loadStatus';
import { Spinner } from './Spinner';
import './LoadFailed.css';

/** ours: what failed to load, said in place of an empty state (what others share comes in one answer) */
export const LOAD_FAILED = {
  stores: 'Your stores could not be loaded.',
  lists: 'Your shopping lists could not be loaded.',
  plans: 'Your meal plans could not be loaded.',
  plan: 'The meal plan could not be loaded.',
  list: 'The list could not be loaded.',
  store: 'The store could not be loaded.',
  shared: 'What others share with you could not be loaded.',
  saved: 'Your saved recipes could not be loaded.',
  imports: 'Your imported recipes could not be loaded.',
  recipes: 'The recipes could not be loaded.',
} as const;

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>try again</button>
    </div>
  );
}

/**
 * A list, store or meal plan whose load failed without the server saying it is gone (that is 'not found'): what
 * failed, 'try again', and the way back to its overview, which the page would not have otherwise.
 */
export function ScreenLoadFailed({ className, message, backTo, backLabel, onRetry }: {
  /** the screen's own class, for its layout */
  className: string;
  message: string;
  backTo: string;
  backLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className={className}>
      <Link to={backTo} className="back-link">{`‹ ${backLabel}`}</Link>
      <LoadFailed message={message} onRetry={onRetry} />
    </div>
  );
}

interface UntilLoadedProps {
  /** how many there are to show: with none, the load's state instead */
  count: number;
  status: LoadStatus;
  /** the spinner's label while the load is on its way */
  loading: string;
  /** what failed, and how to ask again */
  failed: string;
  onRetry: () => void;
  /** the empty state, once loaded */
  empty: ReactNode;
  children: ReactNode;
}

export function UntilLoaded({ count, status, loading, failed, onRetry, empty, children }: UntilLoadedProps) {
  // what the app held stays on screen while it is asked again too
  useAskAgainWhenOnline(status === 'failed', onRetry);
  if (count > 0) return children;
  if (!isSettled(status)) return <Spinner label={loading} />;
  if (status === 'failed') return <LoadFailed message={failed} onRetry={onRetry} />;
  return empty;
}
