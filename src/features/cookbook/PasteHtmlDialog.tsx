// Beyond the spec: when a site refuses the server (or cannot be reached from it), the user may paste the page's
// HTML, which the server reads with the same extraction (POST /user-imported-recipes/html). Nothing is fetched;
// the address is kept as the source link. The pasted text is only sent, never shown or parsed here. An import whose
// answer was lost, sent again with the same page, goes with its key (useSubmissionKey) and is imported once.
import { useId, useState } from 'react';
import { MESSAGES } from '../../../contract/rules';
import { FALLBACK_MESSAGE } from '../../api/http';
import { useAppDispatch } from '../../app/hooks';
import { Dialog } from '../../components/Dialog';
import { useToast } from '../../components/Toast';
import { useSubmissionKey } from '../../components/useSubmissionKey';
import { sourceHost } from '../../lib/importedRecipeData';
import { importRecipeHtml } from '../../store/userImportedRecipes';

/** ours: the server's bound on a pasted page (characters) */
export const PASTE_MAX_CHARS = 2_000_000;

interface Props {
  /** the address the server could not read; null when closed */
  url: string | null;
  onClose: () => void;
  /** `failed`: the pasted page held no recipe (its link is kept as a failed import) */
  onImported: (failed: boolean) => void;
}

export function PasteHtmlDialog({ url, onClose, onImported }: Props) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const id = useId();
  const [html, setHtml] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmissionKey();

  const close = () => {
    if (busy) return;
    setHtml('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!url || html.trim() === '' || busy) return;
    setBusy(true);
    setError(null);
    const result = await dispatch(importRecipeHtml({ url, html, submissionKey: submission.keyFor({ url, html }) }));
    setBusy(false);
    if (importRecipeHtml.fulfilled.match(result)) {
      submission.succeeded();
      const failed = result.payload.import_failed;
      toast(failed ? MESSAGES.recipeImportFailed : MESSAGES.recipeImported);
      setHtml('');
      onImported(failed);
      return;
    }
    // the pasted text stays, so nothing is lost
    setError(result.payload?.message ?? FALLBACK_MESSAGE);
  };

  return (
    <Dialog
      open={url !== null}
      title="Paste the page instead"
      onClose={close}
      className="paste-dialog"
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={close} disabled={busy}>cancel</button>
          <button type="button" className="btn btn--primary" onClick={() => void submit()} disabled={busy || html.trim() === ''} aria-busy={busy}>
            {busy ? 'importing…' : 'import'}
          </button>
        </>
      }
    >
      <p>
        Larder could not read the page on {url ? sourceHost(url) : 'that site'}, but your browser may: open the page&apos;s
        source, select all, copy, and paste it below.
      </p>
      {/* phones have no shortcut for it: Chrome on Android opens the source from the address bar */}
      <p>
        To open the source, press Ctrl+U (⌥⌘U on a Mac), or on an Android phone type <code>view-source:</code> before the
        page&apos;s address.
      </p>
      <div className="field">
        <label htmlFor={id} className="field__label">The page&apos;s HTML</label>
        <textarea
          id={id}
          className="field__input paste-dialog__html"
          rows={6}
          maxLength={PASTE_MAX_CHARS}
          spellCheck={false}
          autoComplete="off"
          value={html}
          onChange={(e) => setHtml(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && <p id={`${id}-error`} className="field__error" role="alert">{error}</p>}
      </div>
    </Dialog>
  );
}
