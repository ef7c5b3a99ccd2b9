// ours: a write sent with its submission's key (src/components/useSubmissionKey.ts), so that the server does it once
// however often it is sent (contract/idempotency.ts).
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/idempotency';
import type { RequestOptions } from './http';

/** A thunk's argument: the body, and the key of the submission it is sent for (sent as a header, not in the body). */
export type Keyed<T> = T & { submissionKey?: string };

/** The call's options with the key's header, when there is a key. */
export function keyed(key: string | undefined, options: RequestOptions = {}): RequestOptions {
  return key ? { ...options, headers: { ...options.headers, [IDEMPOTENCY_KEY_HEADER]: key } } : options;
}

/** A new key: 128 random bits in base64url, 22 characters (getRandomValues, unlike randomUUID, works on a plain http address too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
