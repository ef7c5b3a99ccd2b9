// Step timers (SPEC §3: a step's timer is 'hh:mm:ss'; SPEC §2: cook mode shows mm:ss and may go negative).

/** 'hh:mm:ss' (or 'mm:ss', or 'ss') → seconds; null for no timer, a malformed value or a zero length. */
export function parseTimer(value: string | null | undefined): number | null {
  if (!value) return null;
  const parts = value.trim().split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d{1,2}$/.test(p))) return null;
  const seconds = parts.reduce((total, part) => total * 60 + Number(part), 0);
  return seconds > 0 ? seconds : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** seconds → 'hh:mm:ss', a step's timer as SPEC §3 writes it (parseTimer reads it back) */
export const timerText = (totalSeconds: number): string =>
  [Math.floor(totalSeconds / 3600), Math.floor(totalSeconds / 60) % 60, totalSeconds % 60].map(pad).join(':');

/** mm:ss, minutes unbounded (90:00 for an hour and a half), a minus sign once the time is over (-01:05). */
export function formatClock(totalSeconds: number): string {
  const sign = totalSeconds < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(totalSeconds));
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A length in words for reading, e.g. '1 h 5 min', '10 min', '45 s'. */
export function formatDuration(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const parts = [h ? `${h} h` : '', m ? `${m} min` : '', s ? `${s} s` : ''].filter(Boolean);
  return parts.join(' ') || '0 s';
}

/** The same length as an ISO 8601 duration (schema.org times), e.g. PT1H5M. */
export function isoDuration(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}
