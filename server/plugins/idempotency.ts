// Writes that are safe to retry (ours; docs/decisions.md). A route with `config: { idempotent: true }` takes an
// Idempotency-Key header (contract/idempotency.ts), as the IETF's draft of that header has it. A request with a key
// claims it (per user; a registration's key, sent signed out, stands alone) with a fingerprint of what was sent,
// then runs; its answer, when it succeeded, is kept with the key for a day. The same key again:
// - with the same method, address and body: answered as the first was (status and body) with Idempotent-Replayed,
//   not run again, so a retry after a lost answer does not create twice or report a done shop as refused;
// - while the first still runs: 409 'still being done' (the two never run at once);
// - with anything else: 422, nothing done.
// A refused or failed request changed nothing (every keyed route writes in one transaction, or not at all), so its
// key is let go and a retry runs afresh: a retry after 'You can keep up to 100 recipes' and a deletion succeeds.
// A request without the header is as it always was.
import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAYED_HEADER } from '../../contract/idempotency';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import type { Db } from '../db';
import { conflict, unprocessable } from '../errors';
import { claimKey, keepAnswer, releaseKey, type KeyId } from '../services/idempotency';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route takes an Idempotency-Key (server/plugins/idempotency.ts) */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** the key this request claimed, until its answer is kept or the key let go */
    idempotencyKey: KeyId | null;
  }
}

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
/** seconds a client waits before asking again about a key still being done */
const RUNNING_RETRY_AFTER_S = 2;

/** The header as the routes' schemas take it (so the API's document shows it); the other headers pass as they are. */
const keyHeaderSchema = z.looseObject({
  [HEADER]: z.string().regex(IDEMPOTENCY_KEY_PATTERN, SERVER_MESSAGES.idempotencyKeyInvalid).optional()
    .describe(`ours: sent again with the same key and body, the write is answered as the first time (${IDEMPOTENT_REPLAYED_HEADER}: true), `
      + 'not done again; with another body, 422; while the first still runs, 409. A key is kept a day'),
});

/** method, address (a trailing slash aside: SPEC §7's '/user-mealplans/' is '/user-mealplans') and body */
function fingerprint(secret: Buffer, request: FastifyRequest): string {
  const path = request.url.split('?')[0]!.replace(/\/+$/, '');
  return createHmac('sha256', secret).update(`${request.method} ${path}\n`).update(JSON.stringify(request.body ?? null)).digest('base64url');
}

function replay(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header(IDEMPOTENT_REPLAYED_HEADER, 'true').type('application/json; charset=utf-8').send(body);
}

export default fp<{ db: Db; secret: Buffer }>(async (app, { db, secret }) => {
  app.decorateRequest('idempotencyKey', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    if (route.schema?.headers) throw new Error(`${route.url}: an idempotent route's headers are the idempotency plugin's`);
    route.schema = { ...route.schema, headers: keyHeaderSchema };
  });

  // after authentication and validation: a key is claimed only for a request that may run
  app.addHook('preHandler', async (request, reply) => {
    const key = request.routeOptions.config.idempotent ? request.headers[HEADER] : undefined;
    if (typeof key !== 'string') return;
    const user = request.sessionUser;
    const id: KeyId = { scope: user ? `user:${user.id}` : 'signed-out', key };
    const claim = await claimKey(db, id, user?.id ?? null, fingerprint(secret, request));
    if (claim.kind === 'claimed') {
      request.idempotencyKey = id;
      return;
    }
    if (claim.kind === 'mismatch') throw unprocessable(SERVER_MESSAGES.idempotencyMismatch, { [IDEMPOTENCY_KEY_HEADER]: [SERVER_MESSAGES.idempotencyMismatch] });
    if (claim.kind === 'running') {
      reply.header('Retry-After', String(RUNNING_RETRY_AFTER_S));
      // named by the header, so a client tells it from the route's own 409s
      throw conflict(SERVER_MESSAGES.idempotencyRunning, { [IDEMPOTENCY_KEY_HEADER]: [SERVER_MESSAGES.idempotencyRunning] });
    }
    return replay(reply, claim.status, claim.body);
  });

  // before the answer is compressed (@fastify/compress adds its onSend to each route, after these)
  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyKey;
    if (!id) return payload;
    request.idempotencyKey = null;
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
    try {
      if (succeeded) await keepAnswer(db, id, reply.statusCode, payload);
      else await releaseKey(db, id);
    } catch (err) {
      // the answer goes out either way; a key left claimed is taken by a retry once it is stale
      request.log.warn({ err }, 'idempotency: the key could not be updated');
    }
    return payload;
  });
}, { name: 'larder-idempotency', dependencies: ['larder-auth'] });
