// A store item's best-before date (SPEC §3 store item: date_added, estimated_expiry_days; §4 expired means date added
// plus expiry days has passed): a native date field showing the date the item expires, a date chosen saved as whole
// days from the date it was added (contract/expiry.ts). A date before that one, or after the server's EXPIRY_DAYS_MAX,
// is refused with a message at the field, keeps its text and saves nothing; a cleared field saves nothing either, and
// shows the saved expiry again when left.
import { useId, useState, type ChangeEvent } from 'react';
import type { StoreItem } from '../../../contract/entities';
import { EXPIRY_DAYS_MAX } from '../../../contract/rules';
import { formatCalendarDate } from '../../lib/dates';
import { expiryDate, expiryDaysTo } from '../../lib/expiry';

/** ours: why a date is refused (the date added is on the field's line) */
export const BEST_BEFORE_MESSAGES = {
  beforeAdded: 'Best before must be on or after the day it was added',
  tooLate: (last: string) => `Best before must be on or before ${last}`,
};

export function useExpiryField({ date_added: added, estimated_expiry_days: days }: StoreItem, onDays: (days: number) => void) {
  const errorId = useId();
  // the date typed while it is not saved (refused, or cleared); without one the field shows the saved expiry
  const [typed, setTyped] = useState<string>();
  const max = expiryDate(added, EXPIRY_DAYS_MAX);
  const error = typed ? (expiryDaysTo(added, typed) < 0 ? BEST_BEFORE_MESSAGES.beforeAdded : BEST_BEFORE_MESSAGES.tooLate(formatCalendarDate(max))) : null;
  return {
    error,
    errorId,
    /** the <input>'s own props */
    input: {
      type: 'date',
      value: typed ?? expiryDate(added, days),
      min: expiryDate(added, 0),
      max,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const date = event.target.value;
        const chosen = expiryDaysTo(added, date);
        // NaN (cleared) is neither
        const ok = chosen >= 0 && chosen <= EXPIRY_DAYS_MAX;
        setTyped(ok ? undefined : date);
        if (ok && chosen !== days) onDays(chosen);
      },
      onBlur: () => {
        if (typed === '') setTyped(undefined);
      },
    } as const,
  };
}
