// SPEC §7 stores: GET/POST /stores, PUT/DELETE /stores/{id}, GET /stores/{id}/default.
import type { MessageResponse, StoreCreateRequest, StoresResponse, StoreUpdateRequest } from '../../contract/api';
import type { FoodStore, Id } from '../../contract/entities';
import { del, get, post, put } from './http';
import { keyed } from './idempotency';

export interface SetDefaultStoreResponse { message: string; store: FoodStore }

export const storesApi = {
  list: () => get<StoresResponse>('/stores'),
  create: (body: StoreCreateRequest, key?: string) => post<FoodStore>('/stores', body, keyed(key)),
  update: (id: Id, body: StoreUpdateRequest, key?: string) => put<FoodStore>(`/stores/${id}`, body, keyed(key)),
  remove: (id: Id) => del<MessageResponse>(`/stores/${id}`),
  setDefault: (id: Id) => get<SetDefaultStoreResponse>(`/stores/${id}/default`),
};
