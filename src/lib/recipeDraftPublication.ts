// SPEC §4 publish request: what a custom recipe's actions dialog offers, from the recipe and its attached
// request. The server keeps a pending request, or a rejected one until the user clears it (cancel).
import type { PublishRequest, UserRecipe } from '../../contract/entities';
import { RECIPE_MESSAGES } from '../../contract/recipeRules';
import { hasCustomIngredients } from './recipeDraft';

export type Publication = 'private' | 'published' | 'pending' | 'rejected';

/** ours: the words a row and the dialog use for each state (SPEC §4 leaves the status values open) */
export const PUBLICATION_LABEL: Record<Publication, string> = {
  private: 'private',
  published: 'published',
  pending: 'awaiting review',
  rejected: 'rejected',
};

/** ours: SPEC §8 names no message for a request that was sent */
export const PUBLISH_REQUESTED = 'The request to publish was sent';
/** ours: SPEC §8 names no message for a deleted recipe */
export const RECIPE_DELETED = 'Recipe deleted.';
/** ours: SPEC §4 says editing a published recipe makes it private until approved again */
export const EDIT_MAKES_PRIVATE = 'This recipe is published. Saving your changes makes it private until it is approved again.';
/** ours: SPEC §4 says a pending request is cancelled on edit */
export const EDIT_CANCELS_REQUEST = 'Saving your changes cancels the request to publish it.';
/** ours: why a request was rejected, under SPEC §8's 'The request to publish was rejected' */
export const rejectionReason = (reason: string) => `Reason: ${reason}`;

const ACTIVE: ReadonlySet<PublishRequest['status']> = new Set(['pending', 'rejected']);

export function publicationOf(recipe: UserRecipe): Publication {
  const status = recipe.publish_request?.status;
  if (status === 'pending' || status === 'rejected') return status;
  return recipe.published ? 'published' : 'private';
}

export interface PublishActions {
  publish: boolean;
  unpublish: boolean;
  /** the attached request, which the dialog shows with a cancel option */
  request: PublishRequest | null;
  /** SPEC §4: custom ingredients keep a recipe from being published */
  blockedByCustom: boolean;
  /**
   * why the attached request was rejected; null when it is not rejected, was given no reason, or the reason is
   * the note on custom ingredients the dialog shows anyway
   */
  reason: string | null;
}

/** SPEC §4: no request shows publish (or unpublish if published); with a request, its status and cancel. */
export function publishActions(recipe: UserRecipe): PublishActions {
  const request = recipe.publish_request && ACTIVE.has(recipe.publish_request.status) ? recipe.publish_request : null;
  const blockedByCustom = hasCustomIngredients(recipe);
  if (request) {
    const reason = request.status === 'rejected' && !(blockedByCustom && request.reason === RECIPE_MESSAGES.publishUnknownIngredients) ? request.reason : null;
    return { publish: false, unpublish: false, request, blockedByCustom, reason };
  }
  return { publish: !recipe.published, unpublish: recipe.published, request: null, blockedByCustom: !recipe.published && blockedByCustom, reason: null };
}
