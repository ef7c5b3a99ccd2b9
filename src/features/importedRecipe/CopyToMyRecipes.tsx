// Ours: 'Copy to my recipes' makes an import a recipe of the user's own to change: the server reads it into a new
// recipe's draft (its lines matched to the catalogue), which the wizard opens (/recipe-creator, its draft_recipe); nothing
// is saved until the wizard's Submit. An unsaved recipe already begun in the wizard is replaced only when the user says so.
// The draft's keeping is loaded on the click, with the wizard it opens: the page itself does not need it.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Id } from '../../../contract/entities';
import { failureText } from '../../api/http';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/Toast';
import { importWithRetry } from '../../lib/lazyWithRetry';
import type { CopiedDraft } from '../../lib/recipeDraftKeeping';
import { selectUser } from '../../store/authSlice';
import { fetchImportedRecipeDraft } from '../../store/userImportedRecipes';

export const COPY_FAILED = 'The recipe could not be copied.';
export const REPLACE_DRAFT_TITLE = 'Replace your unsaved recipe?';
export const REPLACE_DRAFT_TEXT = 'The recipe you began in the wizard is replaced by this copy.';

// in the wizard's files, which open next: the click loads what the wizard would, once, and nothing of it on the page
const loadKeeping = () => importWithRetry(() => import(/* webpackChunkName: "recipe-wizard" */ '../../lib/recipeDraftKeeping'));

export function CopyToMyRecipes({ id, name }: { id: Id; name: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const userId = useAppSelector(selectUser)?.id ?? null;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const failed = (err: unknown) => {
    console.warn('copy to my recipes failed', err);
    toast(failureText(COPY_FAILED, err));
    setBusy(false);
  };

  const copy = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const [{ data, unmatched }, keeping] = await Promise.all([dispatch(fetchImportedRecipeDraft(id)).unwrap(), loadKeeping()]);
      const copied: CopiedDraft = { draftId: keeping.startNewDraft(data, userId), from: name, unmatched };
      void navigate('/recipe-creator', { state: { copied } });
    } catch (err) {
      failed(err);
    }
  };

  const start = async () => {
    setBusy(true);
    try {
      if ((await loadKeeping()).hasUnsavedDraft(null, userId)) {
        setBusy(false);
        setAsking(true);
      } else {
        await copy();
      }
    } catch (err) {
      failed(err);
    }
  };

  return (
    <>
      <button type="button" className="btn btn--secondary imported__copy" disabled={busy} aria-busy={busy} onClick={() => void start()}>
        Copy to my recipes
      </button>
      <ConfirmDialog open={asking} title={REPLACE_DRAFT_TITLE} text={REPLACE_DRAFT_TEXT} onConfirm={() => void copy()} onCancel={() => setAsking(false)} />
    </>
  );
}
