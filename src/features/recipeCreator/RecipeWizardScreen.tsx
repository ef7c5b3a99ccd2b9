// SPEC §2 /recipe-creator (?name= pre-fills the name) and /recipe-edit/{id}: five steps as sub-routes, Back
// (disabled on step 1), Next while the step is valid, Submit only on the last step and only for a valid
// draft (SPEC §4); 'Recipe created' or 'Recipe updated', then /user-recipes/{id} after 0.5 s. A refused save says
// why (the server's message) and keeps the draft; a new recipe says from its first step when the cookbook is full.
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../lib/router';
import { NAV_AFTER_RECIPE_SAVE_MS } from '../../../contract/constants';
import { RECIPES_FULL } from '../../../contract/cookbookLimits';
import type { RecipeDraft } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { RECIPE_MESSAGES } from '../../../contract/recipeRules';
import { FALLBACK_MESSAGE, failureText } from '../../api/http';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { stickyBottom } from '../../components/stickyBars';
import { useToast } from '../../components/Toast';
import { useSubmissionKey } from '../../components/useSubmissionKey';
import {
  draftToRequest, hasCustomIngredients, isDraftValid, isStepValid, LAST_STEP, reachableStep, stepIndex, WIZARD_STEPS,
} from '../../lib/recipeDraft';
import { copiedDraftOf, type CopiedDraft } from '../../lib/recipeDraftKeeping';
import { EDIT_CANCELS_REQUEST, EDIT_MAKES_PRIVATE } from '../../lib/recipeDraftPublication';
import { isApiError } from '../../store/createAppAsyncThunk';
import { createUserRecipe, selectUserRecipesFull, updateUserRecipe } from '../../store/userRecipes';
import { BasicDetailsStep } from './BasicDetailsStep';
import { CompleteStep } from './CompleteStep';
import { CopiedNotice } from './CopiedNotice';
import { ConfigureStep } from './ConfigureStep';
import { IngredientsStep } from './IngredientsStep';
import { StepsStep } from './StepsStep';
import { useNameCheck } from './useNameCheck';
import { useWizardDraft, type WizardDraft } from './useWizardDraft';
import { WizardProgress } from './WizardProgress';
import './wizard.css';

/** ours: the restored-draft notice */
export const DRAFT_RESTORED = 'Your unsaved changes were restored.';

/**
 * What a failed save says: the spec's words (with the connection's part when unanswered), then why the server refused
 * it where it said (a full cookbook's 409, QA power D2) and each field's message, each once.
 */
function saveFailure(text: string, err: unknown): string[] {
  if (!isApiError(err)) return [failureText(text, err)];
  const refusal = err.status >= 400 && err.status < 500 && err.message !== FALLBACK_MESSAGE ? [err.message] : [];
  const fields = err.errors ? Object.values(err.errors).flat() : [];
  return [...new Set([failureText(text, err), ...refusal, ...fields])];
}

function Wizard({ editId, wizard, copied }: { editId: number | null; wizard: WizardDraft & { draft: RecipeDraft }; copied: CopiedDraft | null }) {
  const { draft, setDraft } = wizard;
  const { step } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { nameError, checking, publishError } = useNameCheck(draft.name, editId);
  const full = useAppSelector(selectUserRecipesFull) && editId === null;
  const [publish, setPublish] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  // a new recipe's save whose answer was lost, sent again, is answered with the recipe made the first time
  const submission = useSubmissionKey();
  const leaving = useRef<ReturnType<typeof setTimeout> | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const base = editId === null ? '/recipe-creator' : `/recipe-edit/${editId}`;
  const urlOf = (index: number) => (WIZARD_STEPS[index]?.path ? `${base}/${WIZARD_STEPS[index].path}` : base);
  const wanted = stepIndex(step);
  const current = wanted === null ? 0 : reachableStep(draft, wanted, nameError);

  useEffect(() => () => { if (leaving.current) clearTimeout(leaving.current); }, []);
  // SPEC §4: the draft is kept once the wizard has moved past step 1 (by Next or a step link)
  const { keep } = wizard;
  useEffect(() => { if (current > 0) keep(); }, [current, keep]);
  // a new step is announced by moving focus to its heading; so is a draft started over, whose notice and button go
  // with it (from a later step, the heading is back once the address has followed to the first)
  const [startedOver, setStartedOver] = useState(0);
  useEffect(() => { heading.current?.focus(); }, [current, wanted, startedOver]);

  if (wanted === null || current !== wanted) return <Navigate to={urlOf(current)} replace />;

  const stepValid = isStepValid(draft, current, nameError);

  const submit = async () => {
    setSaving(true);
    setSaveErrors([]);
    // a request the server would refuse is not made (the Review step says why)
    const body = draftToRequest(draft, publish && !hasCustomIngredients(draft) && !publishError);
    try {
      const saved = editId === null
        ? await dispatch(createUserRecipe({ ...body, submissionKey: submission.keyFor(body) })).unwrap()
        : await dispatch(updateUserRecipe({ id: editId, body })).unwrap();
      submission.succeeded();
      wizard.forget();
      toast(editId === null ? MESSAGES.recipeCreated : MESSAGES.recipeUpdated);
      leaving.current = setTimeout(() => {
        if (saved.publish_error) toast(saved.publish_error);
        void navigate(`/user-recipes/${saved.user_recipe_id}`);
      }, NAV_AFTER_RECIPE_SAVE_MS);
    } catch (err) {
      console.warn('recipe wizard: save failed', err);
      const messages = saveFailure(editId === null ? RECIPE_MESSAGES.recipeCreateError : RECIPE_MESSAGES.recipeUpdateError, err);
      setSaveErrors(messages);
      toast(messages[0]!);
      setSaving(false);
    }
  };

  const label = WIZARD_STEPS[current]?.label ?? '';
  return (
    <div className="wizard">
      <h1>{editId === null ? 'Create a Recipe' : 'Edit Recipe'}</h1>
      {copied && <CopiedNotice copied={copied} />}
      {wizard.restored && (
        <p className="wizard__notice" role="status">
          {DRAFT_RESTORED}{' '}
          <button type="button" className="btn--link" onClick={() => { wizard.startOver(); setStartedOver((n) => n + 1); }}>Start over</button>
        </p>
      )}
      {/* told before a recipe is written, not after five steps; the draft is kept for when there is room */}
      {full && !saveErrors.includes(RECIPES_FULL) && (
        <p className="wizard__warning" role="status">
          {RECIPES_FULL} <Link to="/user-recipes#custom">See my recipes</Link>
        </p>
      )}
      {/* SPEC §4: editing a published recipe makes it private until approved again; a pending request is cancelled */}
      {draft.published && <p className="wizard__warning">{EDIT_MAKES_PRIVATE}</p>}
      {wizard.request?.status === 'pending' && <p className="wizard__warning">{EDIT_CANCELS_REQUEST}</p>}
      <WizardProgress current={current} reachable={reachableStep(draft, LAST_STEP, nameError)} urlOf={urlOf} />
      <h2 ref={heading} tabIndex={-1} className="wizard__step-title">Step {current + 1} of {WIZARD_STEPS.length}: {label}</h2>

      {current === 0 && <BasicDetailsStep draft={draft} setDraft={setDraft} nameError={nameError} checking={checking} />}
      {current === 1 && <IngredientsStep draft={draft} setDraft={setDraft} />}
      {current === 2 && <ConfigureStep draft={draft} setDraft={setDraft} />}
      {current === 3 && <StepsStep draft={draft} setDraft={setDraft} />}
      {current === 4 && (
        <CompleteStep draft={draft} setDraft={setDraft} nameError={nameError} publishError={publishError} publish={publish} onPublishChange={setPublish} />
      )}

      {saveErrors.length > 0 && (
        <ul role="alert" className="wizard__save-errors">{saveErrors.map((m) => <li key={m}>{m}</li>)}</ul>
      )}
      <div ref={stickyBottom} className="wizard__nav">
        <button type="button" className="btn btn--secondary" disabled={current === 0 || saving} onClick={() => void navigate(urlOf(current - 1))}>Back</button>
        {current < LAST_STEP ? (
          <button type="button" className="btn btn--primary" disabled={!stepValid} onClick={() => void navigate(urlOf(current + 1))}>Next</button>
        ) : (
          <button
            type="button"
            className="btn btn--primary"
            disabled={!isDraftValid(draft, nameError) || checking || saving}
            aria-busy={saving}
            onClick={() => void submit()}
          >
            Submit
          </button>
        )}
      </div>
    </div>
  );
}

export default function RecipeWizardScreen() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const editId = id === undefined ? null : Number(id);
  const valid = editId === null || (Number.isInteger(editId) && editId > 0);
  // a new id or route is a new wizard, with its own draft
  return valid
    ? <WizardLoader key={`${id ?? 'new'}`} editId={editId} name={search.get('name')} />
    : <EmptyState heading title="Recipe not found"><Link to="/user-recipes#custom">Back to my recipes</Link></EmptyState>;
}

function WizardLoader({ editId, name }: { editId: number | null; name: string | null }) {
  const { state } = useLocation();
  // a copy of an import the wizard was opened on; its notice stays while the wizard is open (its steps' addresses
  // are history entries without this state)
  const [copied] = useState(() => (editId === null ? copiedDraftOf(state) : null));
  const wizard = useWizardDraft(editId, name, copied?.draftId ?? null);
  if (wizard.load === 'missing') {
    return <EmptyState heading title="Recipe not found"><Link to="/user-recipes#custom">Back to my recipes</Link></EmptyState>;
  }
  if (wizard.load === 'failed') {
    return (
      <EmptyState title="The recipe could not be loaded.">
        <button type="button" className="btn btn--secondary" onClick={wizard.retry}>Try again</button>
      </EmptyState>
    );
  }
  if (!wizard.draft) return <Spinner label="Loading the recipe" />;
  return <Wizard editId={editId} wizard={{ ...wizard, draft: wizard.draft }} copied={wizard.copied ? copied : null} />;
}
