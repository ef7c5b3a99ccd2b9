// The notice of edits refused for good: the user may now only view the list, store or plan (403), or it is gone (a
// plan's 404). Why nothing more was saved, what was not (on screen to read or select), and a way to let it go; no
// 'try again', as no try could save it. The list's and store's (from the outbox: RefusedEntry.tsx) and the meal plan
// editor's (src/features/mealplans/MealplanEditor.tsx) are this one.
import { focusScreen } from '../lib/focusScreen';
import { SYNC_TEXT } from './syncText';

interface RefusedNoticeProps {
  reason: string;
  /** what was not saved, a line each */
  changes: readonly string[];
  /** lets the edits go; none once they are gone and the reason is left to read */
  onDiscard?: () => void;
}

export function RefusedNotice({ reason, changes, onDiscard }: RefusedNoticeProps) {
  return (
    <div className="sync-notice refused-edits" role="alert">
      <p>{reason}</p>
      {changes.length > 0 && (
        <>
          <p>{SYNC_TEXT.notSaved}</p>
          <ul className="refused-edits__changes">
            {changes.map((line, i) => <li key={`${i}-${line}`}>{line}</li>)}
          </ul>
        </>
      )}
      {onDiscard && (
        <div className="refused-edits__actions">
          {/* the button goes with the notice: the focus goes on to the screen, not to the page's start */}
          <button type="button" className="btn btn--link" onClick={() => { focusScreen(); onDiscard(); }}>{SYNC_TEXT.discard}</button>
        </div>
      )}
    </div>
  );
}
