// What stops a start or an admin command, said on one line at the terminal. A driver's error is often wrapped
// (drizzle's 'Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"' around PostgreSQL's 'password authentication
// failed for user "larder"'), and the reason is in the wrapped one: each error of the chain is said, outermost first.

/** longer lines (a migration's SQL in drizzle's 'Failed query: …') are cut: the reason comes after them */
const PART_MAX = 160;

function firstLine(text: string): string {
  const line = text.split('\n')[0]!.trim();
  return line.length > PART_MAX ? `${line.slice(0, PART_MAX - 1)}…` : line;
}

/** an Error's shape, read without instanceof: a driver's errors may come from another realm (a test's sandbox) */
interface ErrorLike { message: string; cause?: unknown; errors?: unknown }
const isErrorLike = (e: unknown): e is ErrorLike => typeof e === 'object' && e !== null && typeof (e as ErrorLike).message === 'string';

function ownWords(err: unknown): string {
  if (!isErrorLike(err)) return firstLine(String(err));
  // two addresses tried for one host ('localhost': ::1 and 127.0.0.1) fail as an AggregateError with no message
  if (!err.message && Array.isArray(err.errors)) return [...new Set(err.errors.map(ownWords))].filter(Boolean).join('; ');
  return firstLine(err.message);
}

/** The error and its causes (err.cause), outermost first, on one line: 'could not reach PostgreSQL at …: connect ECONNREFUSED …'. */
export function errorLine(err: unknown): string {
  const parts: string[] = [];
  const seen = new Set<unknown>();
  for (let e: unknown = err; e !== undefined && e !== null && !seen.has(e); e = isErrorLike(e) ? e.cause : undefined) {
    seen.add(e);
    const words = ownWords(e);
    // a wrapper that repeats its cause's words (or a cause that repeats its wrapper's) is said once
    if (words && !parts.some((p) => p.includes(words))) parts.push(words);
  }
  return parts.join(': ') || 'unknown error';
}
