// Whether the list shown may be out of date: 'Updating…' while it is read again and the answer is slow to come (the
// copy the app held is on screen meanwhile, useListLoad), and, when the read failed, that this is what the device
// last saw, with 'try again'. A live region that is always there, so a screen reader hears it as it changes.
export const FRESHNESS_TEXT = {
  updating: 'Updating…',
  notUpdated: 'Not updated: showing what this device last saw.',
} as const;

export function ListFreshness({ updating, stale, onRetry }: {
  updating: boolean;
  /** the last read of the list shown failed (no answer, or a server error) */
  stale: boolean;
  onRetry: () => void;
}) {
  return (
    <p className="list-freshness" role="status">
      {updating && FRESHNESS_TEXT.updating}
      {!updating && stale && (
        <>
          {FRESHNESS_TEXT.notUpdated}{' '}
          <button type="button" className="btn--link" onClick={onRetry}>try again</button>
        </>
      )}
    </p>
  );
}
