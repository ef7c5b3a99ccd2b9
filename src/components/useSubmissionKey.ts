// The Idempotency-Key of a form's submission (contract/idempotency.ts; docs/decisions.md): a create, a shop or a
// registration sent again after its answer was lost ('try again') goes with the key it went with, so the server answers
// as it did the first time instead of doing it twice. A new key once it succeeded, or once what is sent changed.
import { useMemo, useRef } from 'react';
import { newIdempotencyKey } from '../api/idempotency';

export interface SubmissionKey {
  /** the key to send `body` with: the last one while the body is what it was sent with, else a new one */
  keyFor: (body: unknown) => string;
  /** the submission succeeded: the next is another, even with the same body */
  succeeded: () => void;
}

export function useSubmissionKey(): SubmissionKey {
  const last = useRef<{ sent: string; key: string } | null>(null);
  return useMemo(() => ({
    keyFor(body) {
      const sent = JSON.stringify(body);
      if (last.current?.sent !== sent) last.current = { sent, key: newIdempotencyKey() };
      return last.current.key;
    },
    succeeded() {
      last.current = null;
    },
  }), []);
}
