// Session tokens are opaque random strings, stored only as their SHA-256. Link tokens (password reset and
// e-mail verification) carry the payload of SPEC §3, are signed with a server secret bound to their purpose,
// and name a row in link_tokens so that each works once.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { LinkTokenPayload } from '../../contract/entities';
import { AUTH_MESSAGES } from '../../contract/authRules';
import type { Db } from '../db';
import { linkTokens, sessions, settings, users } from '../db/schema';

export type LinkPurpose = 'reset' | 'verify';

export const LINK_LIFETIME_S: Record<LinkPurpose, number> = { reset: 60 * 60, verify: 7 * 24 * 60 * 60 };

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ userId, tokenHash: sha256(token) });
  return token;
}

export async function findSessionUser(db: Db, token: string) {
  const [row] = await db
    .select({ sessionId: sessions.id, id: users.id, name: users.name, email: users.email, verifiedEmail: users.verifiedEmail })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sha256(token)))
    .limit(1);
  return row ?? null;
}

/** The secret lives in the database so that every API process behind a load balancer shares it. */
export async function loadSecret(db: Db): Promise<Buffer> {
  const fresh = randomBytes(32).toString('base64');
  await db.insert(settings).values({ key: 'link_secret', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'link_secret'));
  if (!row) throw new Error('link secret missing');
  return Buffer.from(row.value, 'base64');
}

function mac(secret: Buffer, purpose: LinkPurpose, body: string): string {
  return createHmac('sha256', secret).update(`${purpose}.${body}`).digest('base64url');
}

export async function issueLinkToken(
  db: Db, secret: Buffer, purpose: LinkPurpose, user: { id: number; email: string }, now = Date.now(),
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const exp = Math.floor(now / 1000) + LINK_LIFETIME_S[purpose];
  await db.insert(linkTokens).values({ id, userId: user.id, purpose, expiresAt: new Date(exp * 1000) });
  const payload: LinkTokenPayload = { reset_token: id, user_id: user.id, user_email: user.email, exp };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secret, purpose, body)}`;
}

/** `used`: the token is genuine and unexpired but was used before (its payload, for an answer that knows it) */
export type LinkCheck = { ok: true; payload: LinkTokenPayload } | { ok: false; message: string; used?: LinkTokenPayload };

/** Checks signature, purpose and expiry, and consumes the token (single use) inside the caller's transaction. */
export async function consumeLinkToken(
  db: Db, secret: Buffer, purpose: LinkPurpose, token: string, now = Date.now(),
): Promise<LinkCheck> {
  const invalid = { ok: false as const, message: AUTH_MESSAGES.linkInvalid };
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length) return invalid;
  const expected = Buffer.from(mac(secret, purpose, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return invalid;
  let payload: LinkTokenPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LinkTokenPayload;
  } catch {
    return invalid;
  }
  if (typeof payload.exp !== 'number' || typeof payload.reset_token !== 'string') return invalid;
  if (payload.exp * 1000 <= now) return { ok: false, message: AUTH_MESSAGES.linkExpired };
  const used = await db
    .update(linkTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(linkTokens.id, payload.reset_token), eq(linkTokens.purpose, purpose), eq(linkTokens.userId, payload.user_id), isNull(linkTokens.usedAt)))
    .returning({ id: linkTokens.id });
  return used.length === 1 ? { ok: true, payload } : { ...invalid, used: payload };
}

/**
 * A password was set (a reset or a change): the user's reset links not yet used stop working, so a link left in a
 * mailbox cannot undo it (they answer as a used link does).
 */
export async function retireResetLinks(db: Db, userId: number, now = Date.now()): Promise<void> {
  await db.update(linkTokens).set({ usedAt: new Date(now) })
    .where(and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, 'reset'), isNull(linkTokens.usedAt)));
}
