import type {
  AccountResponse, AccountUpdateRequest, AccountUpdateResponse, ChangePasswordRequest, ChangePasswordResponse, DeleteAccountRequest,
  MessageResponse, PreferencesRequest, PreferencesResponse,
} from '../../contract/api';
import { get, post, put } from './http';

export const accountApi = {
  get: () => get<AccountResponse>('/account'),
  update: (body: AccountUpdateRequest) => put<AccountUpdateResponse>('/account/update', body),
  changePassword: (body: ChangePasswordRequest) => put<ChangePasswordResponse>('/account/change-password', body),
  preferences: (body: PreferencesRequest) => put<PreferencesResponse>('/account/preferences', body),
  remove: (body: DeleteAccountRequest) => post<MessageResponse>('/account/delete', body),
  /** ours: a new link to confirm the account's address */
  verifyEmail: () => post<MessageResponse>('/account/verify-email'),
};
