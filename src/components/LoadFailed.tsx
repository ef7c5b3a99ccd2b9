// A first load that failed: what could not be loaded and a way to try again, rather than an empty state that would
// say there is nothing (SPEC §8 says only that a failed load stops the spinner).
import './LoadFailed.css';

/** ours: a failed load of what others share with the user (stores, lists and plans come in one answer) */
export const SHARED_LOAD_FAILED = 'What others share with you could not be loaded.';

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>try again</button>
    </div>
  );
}
