// ISO 8601 durations as schema.org writes a recipe's times, read (written by contract/timer.ts isoDuration): the
// import's times on the server, and on the imported recipe's page. Not in timer.ts, which every screen that reads
// amounts loads.
/** An ISO 8601 duration (schema.org's prepTime and the like: 'PT1H30M', 'P1DT2H', 'PT1.5H', 'PT0H40M') as seconds;
 *  null for anything else or none. */
export function parseIsoDuration(value: string): number | null {
  const match = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(value.trim());
  if (!match?.slice(1).some(Boolean)) return null;
  const [days = 0, hours = 0, minutes = 0, seconds = 0] = match.slice(1).map((part) => Number(part ?? 0));
  return Math.round(((days * 24 + hours) * 60 + minutes) * 60 + seconds);
}
