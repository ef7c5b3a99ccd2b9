// SPEC §2 the imported tab's URL import box, fixed at the bottom; SPEC §4, §5: a valid http(s) address starts
// an import with a spinner ('recipe imported' or 'recipe import failed'), anything else does nothing, and
// the input clears afterwards. A page the server could not read is handed up with why, so the tab can say so;
// a failed address comes back into the box when the tab's notice asks for it (`refill`), to be corrected. An import
// whose answer was lost, sent again for the same address, goes with its key (useSubmissionKey) and is imported once.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ImportedRecipe } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { isImportUrl, type ImportFailureCode } from '../../../contract/cookbookRules';
import { FALLBACK_MESSAGE } from '../../api/http';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useToast } from '../../components/Toast';
import { useSubmissionKey } from '../../components/useSubmissionKey';
import { importRecipe, selectImportedRecipes } from '../../store/userImportedRecipes';
import { failureCode } from './importFailure';

export type ImportOutcome =
  | { kind: 'imported' }
  | { kind: 'no-recipe' }
  /** the address was imported before: the server answered with that import and added nothing */
  | { kind: 'already'; recipe: ImportedRecipe }
  /** the server could not read the page; `code` says why (not found, not a web page, unreachable, refused, other) */
  | { kind: 'unreadable'; url: string; code: ImportFailureCode }
  | { kind: 'error'; url: string; message: string };

const UNREADABLE_STATUS = 422;

interface Props {
  onOutcome: (outcome: ImportOutcome | null) => void;
  /** an address to put back into the box, focused (a new object each time it is asked for) */
  refill?: { url: string } | null;
}

export function ImportBox({ onOutcome, refill = null }: Props) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const kept = useAppSelector(selectImportedRecipes);
  const id = useId();
  const [url, setUrl] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // a new refill puts its address into the box as this render's (React's adjusting state to a prop), then takes the focus
  const [refilled, setRefilled] = useState(refill);
  if (refill !== refilled) {
    setRefilled(refill);
    if (refill) setUrl(refill.url);
  }
  useEffect(() => {
    if (refill) input.current?.focus();
  }, [refill]);
  const [busy, setBusy] = useState(false);
  const submission = useSubmissionKey();
  const valid = isImportUrl(url);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return; // SPEC §5: not http(s), nothing happens
    const address = url.trim();
    setBusy(true);
    onOutcome(null);
    const result = await dispatch(importRecipe({ url: address, submissionKey: submission.keyFor({ url: address }) }));
    setBusy(false);
    setUrl('');
    if (importRecipe.fulfilled.match(result)) {
      submission.succeeded();
      // an import already in the list came back as it was: nothing was imported, so no 'recipe imported'
      if (kept.some((r) => r.import_recipe_id === result.payload.import_recipe_id)) {
        onOutcome({ kind: 'already', recipe: result.payload });
        return;
      }
      const failed = result.payload.import_failed;
      toast(failed ? MESSAGES.recipeImportFailed : MESSAGES.recipeImported);
      onOutcome({ kind: failed ? 'no-recipe' : 'imported' });
      return;
    }
    toast(MESSAGES.recipeImportFailed);
    const status = result.payload?.status;
    if (status === UNREADABLE_STATUS) onOutcome({ kind: 'unreadable', url: address, code: failureCode(result.payload?.errors?.url?.[0]) });
    else onOutcome({ kind: 'error', url: address, message: result.payload?.message ?? FALLBACK_MESSAGE });
  };

  return (
    <form className="import-box" onSubmit={(e) => void submit(e)} aria-busy={busy} noValidate>
      <label htmlFor={id} className="visually-hidden">Recipe web address</label>
      <input
        ref={input}
        id={id}
        type="url"
        inputMode="url"
        className="field__input import-box__input"
        placeholder="https://… a recipe's web address"
        autoComplete="off"
        value={url}
        readOnly={busy}
        onChange={(e) => setUrl(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <button type="submit" className="btn btn--primary import-box__button" disabled={!valid || busy}>
        {busy ? <><span className="import-box__spinner" aria-hidden="true" />importing…</> : 'import'}
      </button>
      <p id={`${id}-hint`} className="visually-hidden">An address that starts with http:// or https://</p>
    </form>
  );
}
