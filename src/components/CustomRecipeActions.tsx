// SPEC §2 /user-recipes#custom: a custom row's actions dialog — publish, unpublish, cancel a request (whose
// status it shows, and a rejection's reason), edit (/recipe-edit/{id}) and delete — with the publish messages
// of SPEC §4 and §8.
// Shared by the cookbook's custom tab and the own recipe's page (/user-recipes/{id}).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../lib/router';
import type { UserRecipe } from '../../contract/entities';
import { MESSAGES } from '../../contract/rules';
import { RECIPE_MESSAGES } from '../../contract/recipeRules';
import { FALLBACK_MESSAGE } from '../api/http';
import {
  EDIT_MAKES_PRIVATE, PUBLICATION_LABEL, PUBLISH_REQUESTED, RECIPE_DELETED, publicationOf, publishActions, rejectionReason,
} from '../lib/recipeDraftPublication';
import { isApiError } from '../store/createAppAsyncThunk';
import { useStoreDispatch } from '../store/hooks';
import { cancelPublishRequest, deleteUserRecipe, publishUserRecipe, unpublishUserRecipe } from '../store/userRecipes';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';
import { useToast } from './Toast';
import './CustomRecipeActions.css';

/** ours: unpublish asks first (QA author 6): others lose it from the catalogue, and only a new review brings it back */
export const confirmUnpublish = (name: string) => `Take ${name} out of the catalogue?`;
export const UNPUBLISH_NEEDS_REVIEW = 'Publishing it again needs a new review.';

interface Props {
  /** the recipe whose actions are open, or null when closed */
  recipe: UserRecipe | null;
  onClose: () => void;
  /** the dialog is opened from the recipe's own page, so it offers no link to it */
  onRecipePage?: boolean;
  /** after a delete, e.g. to leave the deleted recipe's page */
  onDeleted?: () => void;
}

type Busy = 'publish' | 'unpublish' | 'cancel' | 'delete' | null;

export function CustomRecipeActions({ recipe, onClose, onRecipePage = false, onDeleted }: Props) {
  const dispatch = useStoreDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState<Busy>(null);
  // delete, and unpublish (whose effect on others only a new review undoes), ask first
  const [confirming, setConfirming] = useState<'delete' | 'unpublish' | null>(null);
  // the last recipe shown, so the dialog keeps its content while it closes
  const [shown, setShown] = useState(recipe);
  if (recipe && recipe !== shown) setShown(recipe);
  const current = recipe ?? shown;
  if (!current) return null;

  const id = current.user_recipe_id;
  const actions = publishActions(current);
  const { request } = actions;
  const state = publicationOf(current);

  const run = async (kind: Exclude<Busy, null>, work: () => Promise<string | null>) => {
    setBusy(kind);
    try {
      const message = await work();
      if (message) toast(message);
    } catch (err) {
      console.warn(`cookbook: ${kind} failed`, err);
      // SPEC §8: the server's message is toasted; a failed cancel has its own
      if (kind === 'cancel') toast(RECIPE_MESSAGES.publishCancelError);
      else toast(isApiError(err) ? err.message : FALLBACK_MESSAGE);
    } finally {
      setBusy(null);
    }
  };

  // SPEC §4: an error in the answer is shown as is, and the returned request is kept
  const publish = () => run('publish', async () => {
    const outcome = await dispatch(publishUserRecipe(id)).unwrap();
    return outcome.error ?? PUBLISH_REQUESTED;
  });
  const unpublish = () => run('unpublish', async () => {
    await dispatch(unpublishUserRecipe(id)).unwrap();
    setConfirming(null);
    return RECIPE_MESSAGES.unpublished;
  });
  const cancel = (requestId: number) => run('cancel', async () => {
    await dispatch(cancelPublishRequest({ recipeId: id, requestId })).unwrap();
    return RECIPE_MESSAGES.publishCancelled;
  });
  const remove = () => run('delete', async () => {
    await dispatch(deleteUserRecipe(id)).unwrap();
    setConfirming(null);
    onClose();
    onDeleted?.();
    return RECIPE_DELETED;
  });

  const disabled = busy !== null;
  return (
    <>
      <Dialog
        open={recipe !== null && !confirming}
        title={current.name}
        onClose={onClose}
        className="custom-actions"
        actions={<button type="button" className="btn btn--ghost" onClick={onClose}>close</button>}
      >
        <p className="custom-actions__state">
          Status: <strong>{PUBLICATION_LABEL[state]}</strong>
        </p>
        {request?.status === 'rejected' && (
          <div role="alert" className="custom-actions__note">
            <p>{RECIPE_MESSAGES.publishRejected}</p>
            {actions.reason && <p>{rejectionReason(actions.reason)}</p>}
          </div>
        )}
        {actions.blockedByCustom && (
          <p className="custom-actions__note">
            {RECIPE_MESSAGES.publishUnknownIngredients} <Link to="/contact">Contact us</Link>
          </p>
        )}
        {current.published && !request && <p className="custom-actions__note muted">{EDIT_MAKES_PRIVATE}</p>}
        <div className="custom-actions__buttons">
          {!onRecipePage && <Link className="btn btn--secondary" to={`/user-recipes/${id}`}>view</Link>}
          {actions.publish && (
            <button type="button" className="btn btn--primary" disabled={disabled || actions.blockedByCustom} aria-busy={busy === 'publish'} onClick={() => void publish()}>
              publish
            </button>
          )}
          {actions.unpublish && (
            <button type="button" className="btn btn--secondary" disabled={disabled} onClick={() => setConfirming('unpublish')}>
              unpublish
            </button>
          )}
          {request && (
            <button type="button" className="btn btn--secondary" disabled={disabled} aria-busy={busy === 'cancel'} onClick={() => void cancel(request.id)}>
              cancel request
            </button>
          )}
          <button type="button" className="btn btn--secondary" disabled={disabled} onClick={() => void navigate(`/recipe-edit/${id}`)}>edit</button>
          <button type="button" className="btn btn--danger" disabled={disabled} onClick={() => setConfirming('delete')}>delete</button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={recipe !== null && confirming !== null}
        title={confirming === 'unpublish' ? confirmUnpublish(current.name) : MESSAGES.confirmDelete(current.name)}
        // a copy in the catalogue, published or taken out, may be saved or planned by others, who lose it
        text={confirming === 'unpublish' ? UNPUBLISH_NEEDS_REVIEW : current.published || current.catalogue_copy ? MESSAGES.deletePublished : MESSAGES.cannotBeUndone}
        busy={busy !== null}
        onConfirm={() => void (confirming === 'unpublish' ? unpublish() : remove())}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
