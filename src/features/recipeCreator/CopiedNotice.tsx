// Ours: the wizard opened on a copy of an import ('Copy to my recipes' on its page) says so, and lists the lines the
// catalogue has no ingredient for, which the copy keeps at the end of the description: nothing is dropped unseen.
import type { CopiedDraft } from '../../lib/recipeDraftKeeping';

export const copiedText = (from: string) => `Copied from ${from}. Nothing is saved until you submit.`;
export const NOT_IN_CATALOGUE = 'Not in the catalogue:';
export const NOT_IN_CATALOGUE_HINT = 'They are kept at the end of the description. Add any of them on the Ingredients step.';

export function CopiedNotice({ copied }: { copied: CopiedDraft }) {
  return (
    <div className="wizard__notice" role="status">
      <p>{copiedText(copied.from)}</p>
      {copied.unmatched.length > 0 && (
        <>
          <p id="wizard-not-in-catalogue">{NOT_IN_CATALOGUE}</p>
          <ul className="wizard__not-in-catalogue" aria-labelledby="wizard-not-in-catalogue">
            {/* the page may give a line twice */}
            {copied.unmatched.map((line, index) => <li key={index}>{line}</li>)}
          </ul>
          <p>{NOT_IN_CATALOGUE_HINT}</p>
        </>
      )}
    </div>
  );
}
