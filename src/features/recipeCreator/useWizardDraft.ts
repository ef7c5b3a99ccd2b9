// Where the wizard's draft comes from and where it is kept: a new recipe starts empty (or with the name of
// ?name=), an edit starts from the server; a draft kept in draft_recipe (SPEC §3) for the same recipe is
// resumed. Once the wizard has moved past step 1 every change is kept there (SPEC §4), until it is saved; and when
// the session ends under it, whatever step it is on.
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { Id, PublishRequest, RecipeDraft } from '../../../contract/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { emptyDraft, isRecipeDraft, recipeToDraft } from '../../lib/recipeDraft';
import { sameJson } from '../../lib/sameJson';
import { onSessionEnd } from '../../lib/sessionEnd';
import { storage } from '../../lib/storage';
import { selectUser } from '../../store/authSlice';
import { fetchRecipeForEdit } from '../../store/userRecipes';

export type LoadState = 'ready' | 'loading' | 'missing' | 'failed';

/** ours: the draft as draft_recipe keeps it, with whose it is */
type KeptDraft = RecipeDraft & { owner_id?: Id | null };

/**
 * The kept draft, if it is this user's and for this recipe: another account signed in on the same browser never
 * resumes it (nor sees it). A draft an earlier version kept names no owner: whoever resumes it first.
 */
function storedDraftFor(editId: Id | null, userId: Id | null): RecipeDraft | null {
  const stored: unknown = storage.get('draft_recipe');
  if (!isRecipeDraft(stored) || (stored.user_recipe_id ?? null) !== editId) return null;
  const { owner_id: owner, ...draft } = stored as KeptDraft;
  return owner === undefined || owner === userId ? draft : null;
}

function initialDraft(editId: Id | null, name: string | null, userId: Id | null): { draft: RecipeDraft | null; restored: boolean } {
  // ours: /recipe-creator?name=... starts a new recipe with that name rather than resuming an older draft
  if (editId === null && name !== null) return { draft: emptyDraft(name), restored: false };
  const stored = storedDraftFor(editId, userId);
  if (stored) return { draft: stored, restored: true };
  return { draft: editId === null ? emptyDraft() : null, restored: false };
}

export interface WizardDraft {
  draft: RecipeDraft | null;
  setDraft: Dispatch<SetStateAction<RecipeDraft>>;
  load: LoadState;
  /** the draft was resumed from draft_recipe */
  restored: boolean;
  /** the edited recipe's attached publish request */
  request: PublishRequest | null;
  /** from now on, keep every change in draft_recipe */
  keep: () => void;
  /** forget the kept draft: after a save, or to start over */
  forget: () => void;
  startOver: () => void;
  retry: () => void;
}

export function useWizardDraft(editId: Id | null, name: string | null): WizardDraft {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.id ?? null;
  const [start] = useState(() => initialDraft(editId, name, userId));
  const [draft, setDraftState] = useState<RecipeDraft | null>(start.draft);
  const [restored, setRestored] = useState(start.restored);
  const [load, setLoad] = useState<LoadState>(start.draft ? 'ready' : 'loading');
  const [request, setRequest] = useState<PublishRequest | null>(null);
  const [attempt, setAttempt] = useState(0);
  const keeping = useRef(start.restored);
  const latest = useRef<RecipeDraft | null>(null);

  useEffect(() => {
    if (editId === null) return undefined;
    let live = true;
    const wantDraft = load === 'loading';
    dispatch(fetchRecipeForEdit(editId)).unwrap()
      .then(({ recipe, options }) => {
        if (!live) return;
        setRequest(recipe.publish_request);
        if (wantDraft) {
          setDraftState(recipeToDraft(recipe, options));
          setLoad('ready');
        }
      })
      .catch((err: { status?: number }) => {
        if (!live || !wantDraft) return;
        console.warn('recipe wizard: loading the recipe failed', err);
        setLoad(err.status === 404 ? 'missing' : 'failed');
      });
    return () => { live = false; };
    // load is read once per attempt: a retry or a start over runs this again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, editId, attempt]);

  const keepDraft = useCallback((kept: RecipeDraft) => storage.set('draft_recipe', { ...kept, owner_id: userId }), [userId]);

  useEffect(() => {
    latest.current = draft;
    if (draft && keeping.current) keepDraft(draft);
  }, [draft, keepDraft]);

  const setDraft = useCallback<Dispatch<SetStateAction<RecipeDraft>>>((change) => {
    setDraftState((d) => (d === null ? d : typeof change === 'function' ? change(d) : change));
  }, []);

  const keep = useCallback(() => {
    keeping.current = true;
    if (latest.current) keepDraft(latest.current);
  }, [keepDraft]);

  // the session ends under the wizard (SPEC §4 keeps a draft only past step 1): what was typed is kept all the same,
  // for this user's next sign-in, which comes back here and resumes it
  useEffect(() => onSessionEnd(() => {
    if (latest.current && !sameJson(latest.current, emptyDraft())) keep();
  }), [keep]);

  const forget = useCallback(() => {
    keeping.current = false;
    storage.remove('draft_recipe');
  }, []);

  const startOver = useCallback(() => {
    forget();
    setRestored(false);
    if (editId === null) {
      setDraftState(emptyDraft());
    } else {
      setDraftState(null);
      setLoad('loading');
      setAttempt((a) => a + 1);
    }
  }, [editId, forget]);

  const retry = useCallback(() => {
    setLoad('loading');
    setAttempt((a) => a + 1);
  }, []);

  return { draft, setDraft, load, restored, request, keep, forget, startOver, retry };
}
