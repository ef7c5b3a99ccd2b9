// SPEC §7 auth calls: /login, /logout, /forgot-email, /register-beta, /reset-password, /verify-email.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LoginResponse, MessageResponse } from '../../contract/api';
import { AUTH_MESSAGES } from '../../contract/authRules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { emailSchema, loginSchema, registerSchema, resetPasswordSchema } from '../../contract/schemas';
import type { Db } from '../db';
import { inviteCodes, sessions, users } from '../db/schema';
import { HttpError, notFound, unauthorized, unprocessable, whileClientWaits } from '../errors';
import { currentUser } from '../plugins/auth';
import { linkMail } from '../services/mail';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../services/passwords';
import { consumeLinkToken, createSession, issueLinkToken, retireResetLinks, type LinkPurpose } from '../services/tokens';
import { shareInviteNote } from '../services/invites';
import { createUser, findUserByEmail, isUniqueViolation, normaliseEmail, proveEmail } from '../services/users';
import type { AppDeps } from './deps';

/** The same answer for an unknown e-mail and a wrong password. */
export const LOGIN_FAILED = 'These credentials do not match our records.';
export const INVITE_INVALID = 'This invite code is not valid or has already been used.';
export const EMAIL_TAKEN = 'An account with this email already exists.';
/** registrations and resets a minute from one address */
const PER_ADDRESS_LIMIT = 30;

const perEmailKey = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? normaliseEmail(email) : ''}`;
};

/** `changed`: the verify link is for an address an existing account changed to, not a new account's */
export async function sendLink(deps: AppDeps, purpose: LinkPurpose, user: { id: number; email: string }, changed = false) {
  const token = await issueLinkToken(deps.db, deps.secret, purpose, user);
  // links are built from APP_URL, never from the Host header of the request
  const mail = purpose === 'reset'
    ? linkMail(user.email, 'Reset your Larder password', 'Someone asked to reset the password of your Larder account.', 'Choose a new password', `${deps.config.appUrl}/reset-password?token=${token}`)
    : linkMail(user.email, 'Confirm your email for Larder', changed ? 'Please confirm that this is the new email address of your Larder account.' : 'Welcome to Larder. Please confirm that this is your email address.', 'Confirm my email', `${deps.config.appUrl}/verify?token=${token}`);
  await deps.mailer.send(mail);
}

const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, config } = deps;
  const strictLimit = { max: config.loginRateLimit.max, timeWindow: config.loginRateLimit.timeWindowMs };
  const perAddress = { max: PER_ADDRESS_LIMIT, timeWindow: 60_000, keyGenerator: (r: FastifyRequest) => r.ip };

  app.post('/login', {
    schema: { body: loginSchema },
    config: { rateLimit: { ...strictLimit, keyGenerator: perEmailKey } },
  }, async (request, reply): Promise<LoginResponse> => {
    const { email, password } = request.body;
    const user = await findUserByEmail(db, email);
    const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()), whileClientWaits(reply));
    if (!user || !matches) throw unauthorized(LOGIN_FAILED);
    const token = await createSession(db, user.id);
    return { token, user: { id: user.id, name: user.name, email: user.email } };
  });

  app.post('/logout', { onRequest: app.authenticate }, async (request): Promise<MessageResponse> => {
    await db.delete(sessions).where(eq(sessions.id, currentUser(request).sessionId));
    return { message: 'Logged out.' };
  });

  app.post('/forgot-email', {
    schema: { body: z.object({ email: emailSchema }) },
    config: { rateLimit: { ...strictLimit, keyGenerator: perEmailKey } },
  }, async (request): Promise<MessageResponse> => {
    const user = await findUserByEmail(db, request.body.email);
    // SPEC §7: a 404 means the account was not found
    if (!user) throw notFound('Account not found.');
    await sendLink(deps, 'reset', user);
    return { message: AUTH_MESSAGES.forgotSuccess };
  });

  app.post('/register-beta', {
    schema: { body: registerSchema },
    // a registration's key stands alone (nobody is signed in): a retry after a lost answer is answered 'Registered.'
    config: { rateLimit: perAddress, idempotent: true },
  }, async (request, reply): Promise<MessageResponse> => {
    const body = request.body;
    const user = await registerWithInvite(db, body).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw unprocessable(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      throw err;
    });
    // the account exists either way; a mail failure must not turn the registration into an error
    if (!user.proved) await sendLink(deps, 'verify', user).catch((err: unknown) => request.log.warn({ err }, 'verification mail failed'));
    reply.code(201);
    return { message: 'Registered.' };
  });

  app.post('/reset-password', {
    schema: { body: resetPasswordSchema },
    config: { rateLimit: perAddress },
  }, async (request): Promise<MessageResponse> => {
    const { email, password, token } = request.body;
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const check = await consumeLinkToken(tx, deps.secret, 'reset', token);
      if (!check.ok) throw new HttpError(400, check.message, { token: [check.message] });
      if (check.payload.user_email !== normaliseEmail(email)) throw new HttpError(400, AUTH_MESSAGES.linkInvalid, { token: [AUTH_MESSAGES.linkInvalid] });
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, check.payload.user_id));
      // a reset signs out every device: whoever knew the old password loses access
      await tx.delete(sessions).where(eq(sessions.userId, check.payload.user_id));
      await retireResetLinks(tx, check.payload.user_id);
    });
    return { message: 'Your password has been reset.' };
  });

  app.post('/verify-email', {
    schema: { body: z.object({ token: z.string().max(2000) }) },
  }, async (request): Promise<MessageResponse> => {
    await db.transaction(async (tx) => {
      const check = await consumeLinkToken(tx, deps.secret, 'verify', request.body.token);
      // SPEC §7: the client reads the error field as the message
      const failed = (message: string) => new HttpError(400, message, undefined, { error: message });
      // the same link opened again (a second click, a mail app's preview) while its address stands verified: it is
      const again = !check.ok && check.used && (await findUserByEmail(tx, check.used.user_email));
      if (again && again.id === check.used?.user_id && again.verifiedEmail === again.email) return;
      if (!check.ok) throw failed(check.message);
      if (!(await proveEmail(tx, check.payload.user_id, check.payload.user_email))) throw failed(AUTH_MESSAGES.linkInvalid);
    });
    return { message: SERVER_MESSAGES.emailVerified };
  });
};

/** Claims the invite code and creates the account in one transaction: of two registrations racing for one code, one wins. */
async function registerWithInvite(db: Db, body: { name: string; email: string; password: string; beta_code: string }) {
  return db.transaction(async (tx) => {
    const user = await createUser(tx, body);
    const [claimed] = await tx
      .update(inviteCodes)
      .set({ usedBy: user.id, usedAt: new Date() })
      // a code is read in any case: 'qainvb06' typed on a desktop keyboard is QAINVB06
      .where(and(sql`upper(${inviteCodes.code}) = ${body.beta_code.toUpperCase()}`, isNull(inviteCodes.usedAt)))
      .returning({ note: inviteCodes.note });
    if (!claimed) throw unprocessable(INVITE_INVALID, { beta_code: [INVITE_INVALID] });
    // the invitation a share mailed to this address reached its owner: what was shared with it shows at once
    const proved = claimed.note === shareInviteNote(user.email) && (await proveEmail(tx, user.id, user.email));
    return { ...user, proved };
  });
}

export default authRoutes;
