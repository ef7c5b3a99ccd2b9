// SPEC §9: dates are shown in the en-GB short form (dd/mm/yyyy), in the reader's time zone.
/**
 * A date formatter built on its first use, not when its module loads: the first Intl formatter costs a slow
 * phone tens of milliseconds, which a screen that shows no date (shop mode) should not pay.
 */
export function formatterOnFirstUse(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (date) => (formatter ??= new Intl.DateTimeFormat('en-GB', options)).format(date);
}

const short = formatterOnFirstUse({ dateStyle: 'short' });

/** '2025-01-06T09:00:00.000Z' → '06/01/2025'; '' for a value that is not a date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : short(date);
}
