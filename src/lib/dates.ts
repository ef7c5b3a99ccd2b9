// SPEC §9: dates are shown in the en-GB short form (dd/mm/yyyy), in the reader's time zone.
const SHORT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short' });

/** '2025-01-06T09:00:00.000Z' → '06/01/2025'; '' for a value that is not a date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : SHORT.format(date);
}
