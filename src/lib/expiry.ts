// The expiry rules live in the contract, shared with the server's expiry digest; how the app says them is here,
// where a store's rows, the dashboard and the notifications all read it.
export * from '../../contract/expiry';

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/**
 * 'expires in 2 days', 'expires today', 'expired 3 days ago', for the calendar days left until an item's best-before
 * date (daysUntilExpiry, in the user's time zone): it is good all of that day, so the day after is 'expired 1 day ago'.
 */
export function expiryLabel(daysLeft: number): string {
  if (daysLeft < 0) return `expired ${days(-daysLeft)} ago`;
  return daysLeft === 0 ? 'expires today' : `expires in ${days(daysLeft)}`;
}
