// The one axios instance: API base, JSON, the bearer token from local storage, and every failure turned
// into an ApiError. A 401 on a call that carried a token means the session is over: the handler the app
// registers clears it and goes to /login.
import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import type { ApiError, ApiErrorBody } from '../../contract/api';
import { storage } from '../lib/storage';

export const API_BASE = process.env.API_BASE ?? '/api';

export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.';
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export const http = axios.create({
  baseURL: API_BASE,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  timeout: 30_000,
});

// SPEC §7: every call carries the token except login (nor do the other calls made while signed out)
const SIGNED_OUT_CALLS = new Set(['/login', '/register-beta', '/forgot-email', '/reset-password', '/verify-email']);

http.interceptors.request.use((config) => {
  const token = storage.get('token');
  if (token && !SIGNED_OUT_CALLS.has(config.url ?? '') && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

let unauthorizedHandler: (() => void) | null = null;

/** The app's reaction to an expired session; api modules never touch the store themselves. */
export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof AxiosError) {
    if (!error.response) return { status: 0, message: navigator.onLine === false ? OFFLINE_MESSAGE : FALLBACK_MESSAGE };
    const body = error.response.data as Partial<ApiErrorBody> | undefined;
    const message = body?.error ?? body?.message;
    return {
      status: error.response.status,
      message: typeof message === 'string' && message ? message : FALLBACK_MESSAGE,
      ...(body?.errors ? { errors: body.errors } : {}),
      // 412: a write based on an older version; the entity as it is now, for the conflict dialog
      ...(error.response.status === 412 && body?.current ? { current: body.current } : {}),
    };
  }
  return { status: 0, message: FALLBACK_MESSAGE };
}

http.interceptors.response.use(undefined, (error: unknown) => {
  const apiError = toApiError(error);
  const sentToken = error instanceof AxiosError && Boolean(error.config?.headers.has('Authorization'));
  if (apiError.status === 401 && sentToken) unauthorizedHandler?.();
  return Promise.reject(apiError);
});

export async function get<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return (await http.get<T>(url, config)).data;
}
export async function post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await http.post<T>(url, body, config)).data;
}
export async function put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await http.put<T>(url, body, config)).data;
}
export async function del<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return (await http.delete<T>(url, config)).data;
}
