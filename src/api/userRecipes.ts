// SPEC §7 own recipes and publication: GET/POST /user-recipe-creator, PUT /user-recipe-creator/{id},
// POST /user-recipe-validate, GET/POST /publish-requests/, PUT /publish-requests/unpublish,
// GET /publish-requests/{id}/cancel; ours: GET and DELETE /user-recipe-creator/{id}.
// Photos travel inside the recipe as JPEG data URLs; the server stores them and answers with their paths.
import type {
  MessageResponse, PublishCancelResponse, PublishResponse, UnpublishResponse, UserRecipeRequest,
  UserRecipeSaveResponse, UserRecipesResponse, UserRecipeValidateResponse,
} from '../../contract/api';
import type { Id, PublishRequest, UserRecipe } from '../../contract/entities';
import { del, get, post, put } from './http';
import { keyed } from './idempotency';

/** What POST /user-recipe-validate reads of the draft. */
export interface UserRecipeValidateRequest {
  name: string;
  user_recipe_id?: Id | null;
  ingredients: { value: Id | string; name: string }[];
}

export const userRecipesApi = {
  list: () => get<UserRecipesResponse>('/user-recipe-creator'),
  get: (id: Id) => get<UserRecipe>(`/user-recipe-creator/${id}`),
  create: (body: UserRecipeRequest, key?: string) => post<UserRecipeSaveResponse>('/user-recipe-creator', body, keyed(key)),
  update: (id: Id, body: UserRecipeRequest) => put<UserRecipeSaveResponse>(`/user-recipe-creator/${id}`, body),
  remove: (id: Id) => del<MessageResponse>(`/user-recipe-creator/${id}`),
  validate: (body: UserRecipeValidateRequest, signal?: AbortSignal) =>
    post<UserRecipeValidateResponse>('/user-recipe-validate', body, signal ? { signal } : undefined),
};

export const publishApi = {
  list: () => get<PublishRequest[]>('/publish-requests/'),
  publish: (recipeId: Id) => post<PublishResponse>('/publish-requests/', { entity_id: recipeId, entity_type: 'UserRecipe' }),
  unpublish: (recipeId: Id) => put<UnpublishResponse>('/publish-requests/unpublish', { user_recipe_id: recipeId }),
  cancel: (requestId: Id) => get<PublishCancelResponse>(`/publish-requests/${requestId}/cancel`),
};
