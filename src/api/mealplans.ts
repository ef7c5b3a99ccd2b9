// SPEC §7 meal plans: GET/POST /user-mealplans/, GET/PUT/DELETE /user-mealplans/{id} (docs/decisions.md: PUT
// takes the whole plan and is also how a plan is scheduled; GET one plan adds its recipes' ingredients).
import type {
  MealplanCreateRequest, MealplanCreateResponse, MealplanResponse, MealplansResponse, MealplanUpdateRequest,
  MealplanUpdateResponse, MessageResponse,
} from '../../contract/api';
import type { Id } from '../../contract/entities';
import { del, get, getCounted, post, put } from './http';
import { keyed } from './idempotency';

export const mealplansApi = {
  /** the plans (at most MEALPLANS_LISTED_MAX, the latest) and how many the user has in all */
  list: () => getCounted<MealplansResponse>('/user-mealplans/'),
  create: (body: MealplanCreateRequest, key?: string) => post<MealplanCreateResponse>('/user-mealplans/', body, keyed(key)),
  get: (id: Id) => get<MealplanResponse>(`/user-mealplans/${id}`),
  update: (id: Id, body: MealplanUpdateRequest) => put<MealplanUpdateResponse>(`/user-mealplans/${id}`, body),
  remove: (id: Id) => del<MessageResponse>(`/user-mealplans/${id}`),
};
