// SPEC §7 sharing: GET /share, PUT /share, PUT /share/remove, PUT /share/default.
import type {
  MessageResponse, ShareDefaultRequest, SharedWithMeResponse, ShareRemoveRequest, ShareRequest,
} from '../../contract/api';
import type { SharedWith } from '../../contract/entities';
import { get, put } from './http';

export interface ShareResponse { message: string; shared_with: SharedWith[] }

export const shareApi = {
  sharedWithMe: () => get<SharedWithMeResponse>('/share'),
  update: (body: ShareRequest) => put<ShareResponse>('/share', body),
  remove: (body: ShareRemoveRequest) => put<MessageResponse>('/share/remove', body),
  setDefault: (body: ShareDefaultRequest) => put<MessageResponse>('/share/default', body),
};
