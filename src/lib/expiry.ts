// The expiry rules live in the contract, shared with the server's expiry digest; how the app says them is here,
// where a store's rows, the dashboard and the notifications all read it.
import { calendarDaysBetween } from '../../contract/expiry';

export * from '../../contract/expiry';

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/**
 * 'expired 3 days ago', 'expired today', 'expires in 1 day', 'expires within a day', counted in calendar days of
 * the user's time zone, not 24-hour periods (the digest too counts dates): last night's expiry is '1 day ago'.
 */
export function expiryLabel(expiry: number, now: number = Date.now()): string {
  const left = calendarDaysBetween(now, expiry);
  if (now >= expiry) return left === 0 ? 'expired today' : `expired ${days(-left)} ago`;
  return left === 0 ? 'expires within a day' : `expires in ${days(left)}`;
}
