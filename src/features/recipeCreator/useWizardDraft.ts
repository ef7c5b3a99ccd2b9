// Where the wizard's draft comes from and where it is kept: a new recipe starts empty (or with the name of
// ?name=), an edit starts from the server; a draft kept for the same recipe (lib/recipeDraftKeeping: the new recipe's
// in draft_recipe, SPEC §3, an edit's under its own key) is resumed. Once the wizard has moved past step 1 every
// change is kept (SPEC §4), until it is saved; and when the session ends under it, whatever step it is on. Before
// that, step 1's typing is kept in the tab alone, so leaving the wizard and coming back in this tab resumes it.
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { Id, PublishRequest, RecipeDraft } from '../../../contract/entities';
import { randomId } from '../../../contract/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { emptyDraft, recipeToDraft } from '../../lib/recipeDraft';
import {
  draftKey, forgetDraft, forgetDraftInTab, keepDraft, keepDraftInTab, resumeDraft,
} from '../../lib/recipeDraftKeeping';
import { sameJson } from '../../lib/sameJson';
import { onSessionEnd } from '../../lib/sessionEnd';
import { selectUser } from '../../store/authSlice';
import { fetchRecipeForEdit } from '../../store/userRecipes';

export type LoadState = 'ready' | 'loading' | 'missing' | 'failed';

interface Start {
  draft: RecipeDraft | null;
  restored: boolean;
  /** which wizard's draft this is: the resumed one's, else a new one */
  draftId: string;
  /** every change is kept on the device too: the resumed draft had moved past step 1 */
  keeping: boolean;
  /** the draft is the copy of an import the wizard was opened on */
  copied: boolean;
}

function initialDraft(editId: Id | null, name: string | null, userId: Id | null, copiedId: string | null): Start {
  // ours: /recipe-creator?name=... starts a new recipe with that name rather than resuming an older draft
  if (editId === null && name !== null) return { draft: emptyDraft(name), restored: false, draftId: randomId(), keeping: false, copied: false };
  const resumed = resumeDraft(editId, userId);
  if (resumed) {
    // a copy of an import, just made (or this tab's, reloaded), is that copy: not changes of the user's restored
    const copied = copiedId !== null && resumed.draftId === copiedId;
    return { draft: resumed.draft, restored: !copied, draftId: resumed.draftId ?? randomId(), keeping: !resumed.tabOnly, copied };
  }
  return { draft: editId === null ? emptyDraft() : null, restored: false, draftId: randomId(), keeping: false, copied: false };
}

export interface WizardDraft {
  draft: RecipeDraft | null;
  setDraft: Dispatch<SetStateAction<RecipeDraft>>;
  load: LoadState;
  /** the draft was resumed from where it was kept */
  restored: boolean;
  /** the draft is the copy of an import the wizard was opened on (ours: its page's 'Copy to my recipes') */
  copied: boolean;
  /** the edited recipe's attached publish request */
  request: PublishRequest | null;
  /** from now on, keep every change */
  keep: () => void;
  /** forget the kept draft: after a save, or to start over */
  forget: () => void;
  startOver: () => void;
  retry: () => void;
}

/** `copiedId`: the draft_id of the copy of an import the wizard was opened on, if it was (lib/recipeDraftKeeping CopiedDraft) */
export function useWizardDraft(editId: Id | null, name: string | null, copiedId: string | null = null): WizardDraft {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.id ?? null;
  const [start] = useState(() => initialDraft(editId, name, userId, copiedId));
  const [draft, setDraftState] = useState<RecipeDraft | null>(start.draft);
  const [restored, setRestored] = useState(start.restored);
  const [copied, setCopied] = useState(start.copied);
  const [load, setLoad] = useState<LoadState>(start.draft ? 'ready' : 'loading');
  const [request, setRequest] = useState<PublishRequest | null>(null);
  const [attempt, setAttempt] = useState(0);
  const keeping = useRef(start.keeping);
  const draftId = useRef(start.draftId);
  const latest = useRef<RecipeDraft | null>(null);
  // the draft as the wizard begins it (empty, ?name=, or an edit's recipe as saved, once read): step 1's typing is
  // kept in the tab while the draft differs from it
  const untouched = useRef<RecipeDraft | null>(editId === null ? emptyDraft(name ?? undefined) : null);

  useEffect(() => {
    if (editId === null) return undefined;
    let live = true;
    const wantDraft = load === 'loading';
    dispatch(fetchRecipeForEdit(editId)).unwrap()
      .then(({ recipe, options }) => {
        if (!live) return;
        setRequest(recipe.publish_request);
        untouched.current = recipeToDraft(recipe, options);
        if (wantDraft) {
          setDraftState(untouched.current);
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

  const keepNow = useCallback((kept: RecipeDraft) => keepDraft(editId, kept, userId, draftId.current), [editId, userId]);

  useEffect(() => {
    latest.current = draft;
    if (!draft) return;
    if (keeping.current) keepNow(draft);
    else if (untouched.current === null || !sameJson(draft, untouched.current)) keepDraftInTab(editId, draft, userId, draftId.current);
    else forgetDraftInTab(editId, draftId.current);
  }, [draft, keepNow, editId, userId]);

  // another tab's save or start over frees the device's copy: this wizard's draft takes it again, so a later visit
  // finds it although this tab may be closed before its next change
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === draftKey(editId) && event.newValue === null && keeping.current && latest.current) keepNow(latest.current);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [editId, keepNow]);

  const setDraft = useCallback<Dispatch<SetStateAction<RecipeDraft>>>((change) => {
    setDraftState((d) => (d === null ? d : typeof change === 'function' ? change(d) : change));
  }, []);

  const keep = useCallback(() => {
    keeping.current = true;
    if (latest.current) keepNow(latest.current);
  }, [keepNow]);

  // the session ends under the wizard (SPEC §4 keeps a draft only past step 1): what was typed is kept all the same,
  // for this user's next sign-in, which comes back here and resumes it
  useEffect(() => onSessionEnd(() => {
    if (latest.current && !sameJson(latest.current, emptyDraft())) keep();
  }), [keep]);

  const forget = useCallback(() => {
    keeping.current = false;
    forgetDraft(editId, draftId.current);
  }, [editId]);

  const startOver = useCallback(() => {
    forget();
    // a new draft, not the one started over: that one may be going on in another tab
    draftId.current = randomId();
    setRestored(false);
    setCopied(false);
    if (editId === null) {
      untouched.current = emptyDraft();
      setDraftState(untouched.current);
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

  return { draft, setDraft, load, restored, copied, request, keep, forget, startOver, retry };
}
