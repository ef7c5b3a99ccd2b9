import type {
  AccountResponse, AccountUpdateRequest, AccountUpdateResponse, ChangePasswordRequest, ChangePasswordResponse,
  PreferencesRequest, PreferencesResponse,
} from '../../contract/api';
import { get, put } from './http';

export const accountApi = {
  get: () => get<AccountResponse>('/account'),
  update: (body: AccountUpdateRequest) => put<AccountUpdateResponse>('/account/update', body),
  changePassword: (body: ChangePasswordRequest) => put<ChangePasswordResponse>('/account/change-password', body),
  preferences: (body: PreferencesRequest) => put<PreferencesResponse>('/account/preferences', body),
};
