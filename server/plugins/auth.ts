// Bearer-token authentication: `app.authenticate` as a route's preHandler sets request.user or answers 401.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { unauthorized } from '../errors';
import { findSessionUser } from '../services/tokens';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  /** what shares are matched on (schema users.verifiedEmail) */
  verifiedEmail: string | null;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The signed-in user of a route that runs after app.authenticate. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer ([A-Za-z0-9_-]{20,100})$/);
  return match?.[1] ?? null;
}

export default fp<{ db: Db }>(async (app, { db }) => {
  app.decorateRequest('sessionUser', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const found = token ? await findSessionUser(db, token) : null;
    if (!found) throw unauthorized();
    request.sessionUser = found;
  });
}, { name: 'larder-auth' });
