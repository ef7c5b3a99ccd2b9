// SPEC §7 shopping lists: GET/POST /user-shoppinglists, GET/PUT/DELETE /user-shoppinglists/{id}, and ours,
// POST /user-shoppinglists/{id}/complete-shop (SPEC §4 shop mode in one transaction; docs/decisions.md).
import type {
  CompleteShopRequest, CompleteShopResponse, MessageResponse, ShoppingListCreateRequest, ShoppingListCreateResponse,
  ShoppingListResponse, ShoppingListsResponse, VersionedShoppingListUpdate,
} from '../../contract/api';
import type { Id } from '../../contract/entities';
import { del, get, getCounted, post, put } from './http';
import { keyed } from './idempotency';

export const shoppingListsApi = {
  /** the lists (at most SHOPPINGLISTS_LISTED_MAX, the most recently changed) and how many the user has in all */
  list: () => getCounted<ShoppingListsResponse>('/user-shoppinglists'),
  create: (body: ShoppingListCreateRequest, key?: string) => post<ShoppingListCreateResponse>('/user-shoppinglists', body, keyed(key)),
  get: (id: Id) => get<ShoppingListResponse>(`/user-shoppinglists/${id}`),
  update: (id: Id, body: VersionedShoppingListUpdate) => put<ShoppingListResponse>(`/user-shoppinglists/${id}`, body),
  remove: (id: Id) => del<MessageResponse>(`/user-shoppinglists/${id}`),
  completeShop: (id: Id, body: CompleteShopRequest, key?: string) =>
    post<CompleteShopResponse>(`/user-shoppinglists/${id}/complete-shop`, body, keyed(key)),
};
