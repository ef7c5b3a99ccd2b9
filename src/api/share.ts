// SPEC §7 sharing: GET /share, PUT /share, PUT /share/remove, PUT /share/default.
import {
  SHARED_TOTAL_COUNT_HEADERS, type MessageResponse, type ShareDefaultRequest, type SharedWithMeResponse, type ShareRemoveRequest,
  type ShareRequest,
} from '../../contract/api';
import type { ShareableType, SharedWith } from '../../contract/entities';
import { get, getCountedBy, put } from './http';

export interface ShareResponse { message: string; shared_with: SharedWith[] }

/** how many of each type GET /share left out (it holds SHARED_LISTED_MAX of each, the latest) */
export type SharedLeftOut = Record<ShareableType, number>;

export const shareApi = {
  sharedWithMe: () => get<SharedWithMeResponse>('/share'),
  /** what is shared with the user, and how many of each type the answer left out */
  list: () => getCountedBy<SharedWithMeResponse, SharedLeftOut>('/share', (said, rows) => {
    const of = (type: ShareableType) => said(SHARED_TOTAL_COUNT_HEADERS[type], rows.filter((s) => s.type === type).length);
    return { UserMealplan: of('UserMealplan'), UserShoppinglist: of('UserShoppinglist'), UserFoodStore: of('UserFoodStore') };
  }),
  update: (body: ShareRequest) => put<ShareResponse>('/share', body),
  remove: (body: ShareRemoveRequest) => put<MessageResponse>('/share/remove', body),
  setDefault: (body: ShareDefaultRequest) => put<MessageResponse>('/share/default', body),
};
