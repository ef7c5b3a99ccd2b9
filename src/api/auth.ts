import type {
  ForgotEmailRequest, LoginRequest, LoginResponse, MessageResponse, RegisterRequest, ResetPasswordRequest, VerifyEmailRequest,
} from '../../contract/api';
import { post } from './http';
import { keyed } from './idempotency';

export const authApi = {
  login: (body: LoginRequest) => post<LoginResponse>('/login', body),
  logout: () => post<MessageResponse>('/logout'),
  register: (body: RegisterRequest, key?: string) => post<MessageResponse>('/register-beta', body, keyed(key)),
  forgotEmail: (body: ForgotEmailRequest) => post<MessageResponse>('/forgot-email', body),
  resetPassword: (body: ResetPasswordRequest) => post<MessageResponse>('/reset-password', body),
  verifyEmail: (body: VerifyEmailRequest) => post<MessageResponse>('/verify-email', body),
};
