// Errors a route throws on purpose. The error handler turns them into the envelope { message, errors? };
// anything else is a 500 whose details stay in the log.
import type { FastifyReply } from 'fastify';
import type { FieldErrors } from '../contract/api';

/**
 * A connection the database's pool could not make (its cause says why): a transaction asks the pool for one itself,
 * outside a query, so what it threw came raw, unlike a query's failure (plugins/errors.ts tells an outage by both)
 */
export class DatabaseConnectError extends Error {
  constructor(cause: unknown) {
    super('could not connect to the database', { cause });
    this.name = 'DatabaseConnectError';
  }
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** extra top-level fields of the envelope (e.g. /verify-email's error) */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Unauthenticated.') => new HttpError(401, message);
export const forbidden = (message = 'You may not change this.', errors?: FieldErrors) => new HttpError(403, message, errors);
export const notFound = (message = 'Not found.', errors?: FieldErrors) => new HttpError(404, message, errors);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);
/** ours: a write based on an older version; the body carries the entity as it is now (issue 11, lost updates) */
export const preconditionFailed = (message: string, current: unknown) => new HttpError(412, message, undefined, { current });
export const unprocessable = (message: string, errors?: FieldErrors) => new HttpError(422, message, errors);
/** ours: the client left before its answer was ready; nobody reads this (499, as proxies log it) */
export const clientGone = () => new HttpError(499, 'The client closed the connection.');

/** Aborted when the client leaves before the answer is sent: work it alone waits for can be dropped. */
export function whileClientWaits(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.sent) controller.abort();
  });
  return controller.signal;
}
