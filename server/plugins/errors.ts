// One error envelope for the whole API: { message, errors? }. Client errors say what was wrong;
// server errors are logged with their details and answered with a fixed sentence, never a stack.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, FieldErrors } from '../../contract/api';
import { HttpError } from '../errors';

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

function fieldOf(instancePath: string, params: Record<string, unknown>): string {
  const fromPath = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (fromPath) return fromPath;
  // a missing or unknown key is reported on the object itself
  const key = (params.missingProperty ?? params.additionalProperty ?? params.key) as string | undefined;
  return key ?? '_';
}

export function registerErrorHandler(app: FastifyInstance): void {
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
