// A first load that failed: what could not be loaded and a way to try again, rather than an empty state that would
// say there is nothing (SPEC §8 says only that a failed load stops the spinner).
import './LoadFailed.css';

/** ours: what failed to load, said in place of an empty state (what others share comes in one answer) */
export const LOAD_FAILED = {
  stores: 'Your stores could not be loaded.',
  lists: 'Your shopping lists could not be loaded.',
  plans: 'Your meal plans could not be loaded.',
  shared: 'What others share with you could not be loaded.',
  saved: 'Your saved recipes could not be loaded.',
  imports: 'Your imported recipes could not be loaded.',
} as const;

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>try again</button>
    </div>
  );
}
