// One error envelope for the whole API: { message, errors? }. Client errors say what was wrong;
// server errors are logged with their details and answered with a fixed sentence, never a stack.
import { types } from 'node:util';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, FieldErrors } from '../../contract/api';
import { DatabaseConnectError, HttpError } from '../errors';

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
/** ours: said with 503 while the database cannot be reached, or takes no work (a restart, a failover) */
export const DATABASE_UNAVAILABLE_MESSAGE = 'Larder cannot reach its data just now. Please try again in a moment.';

/** a connection refused, reset, timed out or never made (node's codes for it), in a query's failure */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** PostgreSQL's: a connection exception (class 08), too many connections, shutting down or starting up */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|53300|57P0[1-3])$/;
/** node-postgres's, when the pool waited past its time-out or the server went away mid-query */
const UNAVAILABLE_MESSAGE = /^(timeout exceeded when trying to connect|Connection terminated)/;

/**
 * Whether a request failed because the database could not be reached: PostgreSQL's or node-postgres's own words for
 * it, or a connection's failure inside a failed query (drizzle wraps what node-postgres threw) or a transaction's
 * connection that could not be made (the pool's, db/index.ts). The same codes from anything else (a recipe site or
 * the mail server out of reach) are not the database's: they stay what they were.
 */
export function databaseUnavailable(err: unknown): boolean {
  let fromDatabase = false;
  // isNativeError: node's own errors (a refused connection's) are Errors of another realm under jest
  for (let cause = err, depth = 0; (cause instanceof Error || types.isNativeError(cause)) && depth < 4; cause = cause.cause, depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (UNAVAILABLE_MESSAGE.test(cause.message) || (typeof code === 'string' && UNAVAILABLE_STATE.test(code))) return true;
    if (fromDatabase && typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    fromDatabase ||= cause instanceof DrizzleQueryError || cause instanceof DatabaseConnectError;
  }
  return false;
}

function fieldOf(instancePath: string, params: Record<string, unknown>): string {
  const fromPath = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (fromPath) return fromPath;
  // a missing or unknown key is reported on the object itself
  const key = (params.missingProperty ?? params.additionalProperty ?? params.key) as string | undefined;
  return key ?? '_';
}

/** `retryAfterS`: the Retry-After of the 503 said while the database is out of reach (load shedding's, config.overload) */
export function registerErrorHandler(app: FastifyInstance, { retryAfterS }: { retryAfterS: number }): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: FieldErrors = {};
      for (const issue of err.validation) {
        const field = fieldOf(issue.instancePath, issue.params);
        (errors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      const first = Object.values(errors)[0]?.[0] ?? 'Invalid request.';
      return reply.code(400).send({ message: first, errors } satisfies ApiErrorBody);
    }
    if (err instanceof HttpError) {
      const body: ApiErrorBody = { message: err.message, ...(err.errors ? { errors: err.errors } : {}), ...err.extra };
      return reply.code(err.statusCode).send(body);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(err) } satisfies ApiErrorBody);
    }
    request.log.error({ err }, 'request failed');
    // a moment's outage, not a fault of the request: the app keeps an edit to send again (pwa/useSyncedItems)
    if (databaseUnavailable(err)) {
      return reply.code(503).header('Retry-After', String(retryAfterS)).send({ message: DATABASE_UNAVAILABLE_MESSAGE } satisfies ApiErrorBody);
    }
    return reply.code(500).send({ message: SERVER_ERROR_MESSAGE } satisfies ApiErrorBody);
  });
}

function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return 'Send the request body as application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY': return 'The request body is not valid JSON.';
    default: return err.message;
  }
}
