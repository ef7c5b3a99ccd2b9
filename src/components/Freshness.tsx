// Whether what a screen shows may be out of date. A screen the app holds a copy of (a list, the stores, a store, the
// lists, a meal plan, a recipe seen before) shows that copy at once while the server is asked for it, so it opens at
// once on one bar of signal, where the read may take the fetch's whole time-out (30 s) to fail, and is refreshed
// behind it: 'Updating…' once the read has taken a while (a quick answer changes nothing on screen), and, when the
// read failed, that this is what the device last saw, with 'try again'. A live region that is always there, so a
// screen reader hears it as it changes.
import { useEffect, useState } from 'react';
import './Freshness.css';

/** ours: how long a read may take before what is shown says it is being updated */
export const UPDATING_AFTER_MS = 1_000;

export const FRESHNESS_TEXT = {
  updating: 'Updating…',
  notUpdated: 'Not updated: showing what this device last saw.',
} as const;

export function Freshness({ reading, failed, onRetry }: {
  /** what is shown is being read again */
  reading: boolean;
  /** the last read of what is shown failed (no answer, or a server error) */
  failed: boolean;
  onRetry: () => void;
}) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!reading) return undefined;
    const timer = setTimeout(() => setSlow(true), UPDATING_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [reading]);
  const updating = reading && slow;
  return (
    <p className="freshness" role="status">
      {updating && FRESHNESS_TEXT.updating}
      {!updating && failed && (
        <>
          {FRESHNESS_TEXT.notUpdated}{' '}
          <button type="button" className="btn--link" onClick={onRetry}>try again</button>
        </>
      )}
    </p>
  );
}
