// SPEC §7 account calls: GET /account, PUT /account/update, PUT /account/change-password; and ours:
// PUT /account/preferences (the expiry e-mail), POST /account/verify-email (a new link) and POST /account/delete.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountResponse, AccountUpdateResponse, ChangePasswordResponse, MessageResponse, PreferencesResponse } from '../../contract/api';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { accountUpdateSchema, changePasswordSchema, deleteAccountSchema, preferencesSchema } from '../../contract/schemas';
import { foodStores, sessions, shares, userRecipes, users } from '../db/schema';
import { notFound, unprocessable } from '../errors';
import { currentUser } from '../plugins/auth';
import { restoreOwnDefault } from '../services/defaultStore';
import { linkMail, type MailMessage } from '../services/mail';
import { hashPassword, verifyPassword } from '../services/passwords';
import { deleteUserRecipes } from '../services/publishing';
import { retireResetLinks } from '../services/tokens';
import { isUniqueViolation, normaliseEmail } from '../services/users';
import { EMAIL_TAKEN, sendLink } from './auth';
import { withdrawOrphanedInvites } from './share';
import type { AppDeps } from './deps';

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';

/** ours: the mail that confirms an account's deletion */
function accountDeletedNotice(email: string): MailMessage {
  const text = 'Your Larder account and everything in it (recipes, lists, stores, meal plans, shares) have been deleted, as asked.';
  return { to: email, subject: 'Your Larder account has been deleted', text: `${text}\n\nLarder`, html: `<p>${text}</p><p>Larder</p>` };
}

/** ours: the mail to the address an account leaves, with a way back in if the change was not the owner's */
function emailChangeNotice(oldEmail: string, newEmail: string, appUrl: string): MailMessage {
  return linkMail(oldEmail, 'Your Larder e-mail address was changed',
    `The e-mail address of your Larder account was changed from ${oldEmail} to ${newEmail}. What was shared with ${oldEmail} stays with the account until the new address is confirmed.`,
    'Sign in', `${appUrl}/login`,
    `If you did not make this change, sign in with ${newEmail} and your password, put your address back and change your password; or write to us from the Contact page.`);
}

/** ours: the mail that tells of a changed password, with the way back in if the change was not the owner's */
function passwordChangeNotice(email: string, appUrl: string): MailMessage {
  return linkMail(email, 'Your Larder password was changed',
    'The password of your Larder account was changed, and every other device signed in to it was signed out.',
    'Reset the password', `${appUrl}/forgot-password`,
    'If you did not make this change, reset the password with this link; or write to us from the Contact page.');
}

/** ours: new verification links an address may ask for in an hour */
const VERIFY_RESEND_MAX = 5;

const accountRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  /** where mail about the account goes: its address, and the last one it proved where that is another (a mistyped
   *  new address, never confirmed, is not the only one told of a change of password or the account's end) */
  const accountAddresses = async (id: number): Promise<string[]> => {
    const [user] = await db.select({ email: users.email, verifiedEmail: users.verifiedEmail }).from(users).where(eq(users.id, id));
    return user ? [...new Set([user.email, user.verifiedEmail ?? user.email])] : [];
  };
  // authentication before validation: a signed-out caller learns nothing about the body's shape
  app.addHook('onRequest', app.authenticate);

  app.get('/account', async (request): Promise<AccountResponse> => {
    const [user] = await db.select().from(users).where(eq(users.id, currentUser(request).id));
    if (!user) throw notFound();
    return { id: user.id, name: user.name, email: user.email, email_verified: user.emailVerifiedAt !== null, expiry_digest: user.expiryDigest };
  });

  app.put('/account/update', { schema: { body: accountUpdateSchema } }, async (request): Promise<AccountUpdateResponse> => {
    const me = currentUser(request);
    const name = request.body.name.trim();
    const email = normaliseEmail(request.body.email);
    const emailChanged = email !== me.email;
    try {
      await db.update(users)
        .set({ name, email, updatedAt: new Date(), ...(emailChanged ? { emailVerifiedAt: null } : {}) })
        .where(eq(users.id, me.id));
    } catch (err) {
      if (isUniqueViolation(err)) throw unprocessable(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      throw err;
    }
    if (emailChanged) {
      await sendLink(deps, 'verify', { id: me.id, email }, true).catch((err: unknown) => request.log.warn({ err }, 'verification mail failed'));
      // the old address hears of it, so a change made by someone else (a device left signed in) does not go unseen
      await deps.mailer.send(emailChangeNotice(me.email, email, deps.config.appUrl)).catch((err: unknown) => request.log.warn({ err }, 'e-mail change notice failed'));
    }
    return { success: true, user: { id: me.id, name, email } };
  });

  app.put('/account/change-password', { schema: { body: changePasswordSchema } }, async (request): Promise<ChangePasswordResponse> => {
    const me = currentUser(request);
    const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, me.id));
    if (!user || !(await verifyPassword(request.body.current_password, user.passwordHash))) {
      throw unprocessable(WRONG_CURRENT_PASSWORD, { current_password: [WRONG_CURRENT_PASSWORD] });
    }
    const passwordHash = await hashPassword(request.body.new_password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, me.id));
      // every other device is signed out; this one stays signed in
      await tx.delete(sessions).where(and(eq(sessions.userId, me.id), ne(sessions.id, me.sessionId)));
      // a reset link asked for before cannot undo the new password
      await retireResetLinks(tx, me.id);
    });
    // a change made by someone else (a device left signed in) does not go unseen
    for (const to of await accountAddresses(me.id)) {
      await deps.mailer.send(passwordChangeNotice(to, deps.config.appUrl)).catch((err: unknown) => request.log.warn({ err }, 'password change notice failed'));
    }
    return { success: true };
  });

  // ours: the account and everything it owns go (every table that names a user cascades), its sessions with it, its
  // recipes' catalogue copies and its shares' invitations; those its stores were shared with fall back to their own default store
  app.post('/account/delete', { schema: { body: deleteAccountSchema } }, async (request): Promise<MessageResponse> => {
    const me = currentUser(request);
    const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, me.id));
    if (!user || !(await verifyPassword(request.body.current_password, user.passwordHash))) {
      throw unprocessable(WRONG_CURRENT_PASSWORD, { current_password: [WRONG_CURRENT_PASSWORD] });
    }
    const addresses = await accountAddresses(me.id);
    await db.transaction(async (tx) => {
      const stores = await tx.select({ id: foodStores.id }).from(foodStores).where(eq(foodStores.userId, me.id));
      for (const { id } of stores) await restoreOwnDefault(tx, id, ne(users.id, me.id));
      // its recipes go as deleting each would: their catalogue copies have no key to the account to cascade by
      await deleteUserRecipes(tx, me.id, await tx.select().from(userRecipes).where(eq(userRecipes.userId, me.id)));
      const sharedWith = await tx.selectDistinct({ email: shares.email }).from(shares).where(eq(shares.ownerId, me.id));
      await tx.delete(users).where(eq(users.id, me.id));
      // its shares went with it: so do the invitations they minted, as unsharing withdraws them
      await withdrawOrphanedInvites(tx, sharedWith.map((s) => s.email));
    });
    for (const to of addresses) {
      await deps.mailer.send(accountDeletedNotice(to)).catch((err: unknown) => request.log.warn({ err }, 'account deletion mail failed'));
    }
    return { message: SERVER_MESSAGES.accountDeleted };
  });

  // ours: a new link to confirm the account's address, where the first was lost or is past its 7 days (what is
  // shared with an address reaches an account only once its owner has proved it)
  app.post('/account/verify-email', {
    config: { rateLimit: { max: VERIFY_RESEND_MAX, timeWindow: 3_600_000, keyGenerator: (r: FastifyRequest) => `verify|${r.ip}` } },
  }, async (request): Promise<MessageResponse> => {
    const [user] = await db.select({ email: users.email, verified: users.emailVerifiedAt }).from(users).where(eq(users.id, currentUser(request).id));
    if (!user) throw notFound();
    if (user.verified) return { message: SERVER_MESSAGES.emailVerified };
    await sendLink(deps, 'verify', { id: currentUser(request).id, email: user.email });
    return { message: SERVER_MESSAGES.verifyLinkSent };
  });

  app.put('/account/preferences', { schema: { body: preferencesSchema } }, async (request): Promise<PreferencesResponse> => {
    await db.update(users).set({ expiryDigest: request.body.expiry_digest }).where(eq(users.id, currentUser(request).id));
    return { expiry_digest: request.body.expiry_digest };
  });
};

export default accountRoutes;
