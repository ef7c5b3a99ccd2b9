import type { ApiError } from '../../../contract/api';

/** The first server message per field, for the fields this form shows; null when none of them has one. */
export function pickFieldErrors<K extends string>(error: ApiError | undefined, fields: readonly K[]): Partial<Record<K, string>> | null {
  const picked: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const message = error?.errors?.[field]?.[0];
    if (message) picked[field] = message;
  }
  return Object.keys(picked).length > 0 ? picked : null;
}
