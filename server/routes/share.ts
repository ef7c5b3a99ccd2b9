// SPEC §7 sharing: GET /share, PUT /share, PUT /share/remove, PUT /share/default. Only the owner shares;
// a recipient may leave a share, and make a store they can edit their default.
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHARED_LISTED_MAX, SHARED_TOTAL_COUNT_HEADERS } from '../../contract/api';
import type { SharedWith, SharedWithMe, ShareableType } from '../../contract/entities';
import { MESSAGES } from '../../contract/rules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { shareDefaultSchema, shareRemoveSchema, shareSchema } from '../../contract/shareSchemas';
import type { Db } from '../db';
import { foodStores, inviteCodes, mealplans, shares, shoppingLists, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import { requireAccess } from '../services/access';
import { restoreOwnDefault } from '../services/defaultStore';
import { createInvite, shareInviteNote } from '../services/invites';
import { sayListedCount } from '../services/listedCount';
import { linkMail } from '../services/mail';
import { listView, planView, storeView, viewContext } from '../services/views';
import type { AppDeps } from './deps';

/** ours: what the share's mail adds for an account whose address is not confirmed yet */
export const SHARE_WAITS_FOR_CONFIRMATION = 'It shows in Larder once you confirm this e-mail address with the link we mailed you. Lost that mail? The page below can send it again.';

const WHAT: Record<ShareableType, { noun: string; path: (id: number) => string }> = {
  UserFoodStore: { noun: 'food store', path: (id) => `/user-stores/${id}?view=readonly` },
  UserShoppinglist: { noun: 'shopping list', path: (id) => `/user-shopping-lists/${id}?view=readonly` },
  UserMealplan: { noun: 'meal plan', path: (id) => `/user-meal-plans/${id}` },
};

async function entityName(db: Db, type: ShareableType, id: number): Promise<string> {
  const table = { UserMealplan: mealplans, UserShoppinglist: shoppingLists, UserFoodStore: foodStores }[type];
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? '';
}

async function recipientsOf(db: Db, type: ShareableType, id: number): Promise<SharedWith[]> {
  return db.select({ email: shares.email, canEdit: shares.canEdit }).from(shares)
    .where(and(eq(shares.entityType, type), eq(shares.entityId, id))).orderBy(shares.id);
}

/** An invite for someone without an account, reused while unused so that repeated shares do not pile up codes. */
async function inviteFor(db: Db, email: string): Promise<string> {
  const note = shareInviteNote(email);
  const [unused] = await db.select({ code: inviteCodes.code }).from(inviteCodes)
    .where(and(eq(inviteCodes.note, note), isNull(inviteCodes.usedAt))).limit(1);
  return unused?.code ?? createInvite(db, note);
}

/**
 * The accounts these addresses reach: `reached` holds the addresses an account proved (a share reaches it), `given` an
 * account's address, proved or not. An address in neither has no account, and a share with it mails an invitation.
 */
async function accountsOf(db: Db, emails: string[]): Promise<{ reached: Set<string | null>; given: Set<string> }> {
  const accounts = await db.select({ email: users.email, verifiedEmail: users.verifiedEmail }).from(users)
    .where(or(inArray(users.email, emails), inArray(users.verifiedEmail, emails)));
  return { reached: new Set(accounts.map((u) => u.verifiedEmail)), given: new Set(accounts.map((u) => u.email)) };
}

/**
 * The demo account, whose password the README and the start banner print, shares only with addresses that have an
 * account: the invitation a share mails anyone else would let whoever reaches the server past invite-only registration.
 */
async function refuseDemoInvitations(db: Db, userId: number, emails: string[]): Promise<void> {
  if (!emails.length) return;
  const [user] = await db.select({ demo: users.demo }).from(users).where(eq(users.id, userId));
  if (!user?.demo) return;
  const { reached, given } = await accountsOf(db, emails);
  if (emails.some((email) => !reached.has(email) && !given.has(email))) throw forbidden(SERVER_MESSAGES.demoSharesWithAccountsOnly);
}

/**
 * Withdraws the unused invitations minted for these addresses that nothing is shared with any more, once their shares
 * are gone (unshared, or their sharer's account deleted): a mistyped address keeps no working invite.
 */
export async function withdrawOrphanedInvites(db: Db, emails: string[]): Promise<void> {
  if (!emails.length) return;
  const stillShared = new Set((await db.select({ email: shares.email }).from(shares).where(inArray(shares.email, emails))).map((r) => r.email));
  const orphaned = emails.filter((email) => !stillShared.has(email)).map(shareInviteNote);
  if (orphaned.length) await db.delete(inviteCodes).where(and(inArray(inviteCodes.note, orphaned), isNull(inviteCodes.usedAt)));
}

const shareRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, config, mailer } = deps;
  app.addHook('onRequest', app.authenticate);

  app.get('/share', {
    schema: {
      tags: ['share'],
      description: `At most ${SHARED_LISTED_MAX} of each type, kept as one's own are: the plans undated (the newest first) and with the `
        + `latest starts, the lists and the stores most recently changed. ${Object.values(SHARED_TOTAL_COUNT_HEADERS).join(', ')} say how many of `
        + 'each are shared with the user in all.',
    },
  }, async (request, reply): Promise<SharedWithMe[]> => {
    const me = currentUser(request);
    const email = me.verifiedEmail;
    // nothing is shared with an address not confirmed yet
    if (email === null) return [];
    /** the ids of the type shared with the user */
    const sharedIds = (type: ShareableType) => db.select({ id: shares.entityId }).from(shares)
      .where(and(eq(shares.entityType, type), eq(shares.email, email)));
    // past the cap, as one's own are cut: the oldest are left out, and the app says how many
    const [plans, lists, stores] = await Promise.all([
      db.select().from(mealplans).where(inArray(mealplans.id, sharedIds('UserMealplan')))
        .orderBy(sql`${mealplans.startDate} desc nulls first`, desc(mealplans.id)).limit(SHARED_LISTED_MAX),
      db.select().from(shoppingLists).where(inArray(shoppingLists.id, sharedIds('UserShoppinglist')))
        .orderBy(desc(shoppingLists.updatedAt), desc(shoppingLists.id)).limit(SHARED_LISTED_MAX),
      db.select().from(foodStores).where(inArray(foodStores.id, sharedIds('UserFoodStore')))
        .orderBy(desc(foodStores.updatedAt), desc(foodStores.id)).limit(SHARED_LISTED_MAX),
    ]);
    const say = (listed: number, type: ShareableType, table: typeof mealplans | typeof shoppingLists | typeof foodStores) =>
      sayListedCount(reply, db, listed, SHARED_LISTED_MAX, { table, where: inArray(table.id, sharedIds(type)) }, SHARED_TOTAL_COUNT_HEADERS[type]);
    const [planCtx, listCtx, storeCtx] = await Promise.all([
      viewContext(db, 'UserMealplan', plans, me),
      viewContext(db, 'UserShoppinglist', lists, me),
      viewContext(db, 'UserFoodStore', stores, me),
      say(plans.length, 'UserMealplan', mealplans),
      say(lists.length, 'UserShoppinglist', shoppingLists),
      say(stores.length, 'UserFoodStore', foodStores),
    ]);
    return [
      ...plans.map((row) => ({ type: 'UserMealplan' as const, ...planView(row, planCtx) })),
      ...lists.map((row) => ({ type: 'UserShoppinglist' as const, ...listView(row, listCtx) })),
      ...stores.map((row) => ({ type: 'UserFoodStore' as const, ...storeView(row, storeCtx) })),
    ];
  });

  app.put('/share', { schema: { tags: ['share'], body: shareSchema } }, async (request) => {
    const me = currentUser(request);
    const { unshared_with, entity_id, type, rights_only } = request.body;
    await requireAccess(db, type, entity_id, me, 'own');
    // the owner has it already: refused, not dropped, so nobody is told 'Sharing Updated' when nothing changed
    if (request.body.shared_with.some((r) => r.email === me.email || r.email === me.verifiedEmail)) throw badRequest(MESSAGES.shareWithSelf);
    const before = new Set((await recipientsOf(db, type, entity_id)).map((r) => r.email));
    // a change of rights only: whoever it is not shared with now (they left meanwhile) stays so
    const shared_with = rights_only ? request.body.shared_with.filter((r) => before.has(r.email)) : request.body.shared_with;
    await refuseDemoInvitations(db, me.id, shared_with.filter((r) => !before.has(r.email)).map((r) => r.email));
    await db.transaction(async (tx) => {
      for (const r of shared_with) {
        await tx.insert(shares).values({ entityType: type, entityId: entity_id, ownerId: me.id, email: r.email, canEdit: r.canEdit })
          .onConflictDoUpdate({ target: [shares.entityType, shares.entityId, shares.email], set: { canEdit: r.canEdit } });
      }
      const removed = unshared_with.filter((email) => !shared_with.some((r) => r.email === email));
      if (removed.length) {
        await tx.delete(shares).where(and(eq(shares.entityType, type), eq(shares.entityId, entity_id), inArray(shares.email, removed)));
        await withdrawOrphanedInvites(tx, removed);
      }
      // SPEC §6: a shared store is a default only for someone who can edit it, so losing the share or the edit right ends that
      const cannotEdit = [...removed, ...shared_with.filter((r) => !r.canEdit).map((r) => r.email)];
      if (type === 'UserFoodStore' && cannotEdit.length) {
        await restoreOwnDefault(tx, entity_id, inArray(users.verifiedEmail, cannotEdit));
      }
    });
    const added = shared_with.filter((r) => !before.has(r.email));
    if (added.length) await tellRecipients(added.map((r) => r.email), type, entity_id, me.name).catch((err: unknown) => request.log.warn({ err }, 'share mail failed'));
    return { message: MESSAGES.shareSuccess, shared_with: await recipientsOf(db, type, entity_id) };
  });

  /**
   * A share reaches the account that proved the address (users.verifiedEmail, as GET /share and access match it):
   * its owner is mailed the link to it. An account that gave the address but has not proved it is mailed the link
   * too, with what to do first: until then the link opens a page saying it is not there (QA household 3). Anyone
   * else is invited to join.
   */
  async function tellRecipients(emails: string[], type: ShareableType, id: number, ownerName: string) {
    const name = await entityName(db, type, id);
    // an address in `given` but not in `reached` waits for its owner to confirm it
    const { reached, given } = await accountsOf(db, emails);
    const noun = WHAT[type].noun;
    const lead = `${ownerName} shared the ${noun} "${name}" with you on Larder.`;
    // the recipient asked for nothing: the mail says who gave their address instead
    const closing = `You get this e-mail because ${ownerName} shared with this address. If you do not know them, you can ignore it.`;
    for (const email of emails) {
      const open = (text: string) => linkMail(email, `${ownerName} shared "${name}" with you`, text, `Open the ${noun}`, `${config.appUrl}${WHAT[type].path(id)}`, closing);
      const mail = reached.has(email) ? open(lead)
        : given.has(email) ? open(`${lead} ${SHARE_WAITS_FOR_CONFIRMATION}`)
          : linkMail(email, `${ownerName} invited you to Larder`, `${lead} Larder is in a closed beta; this invitation lets you join.`, 'Join Larder',
            `${config.appUrl}/register?${new URLSearchParams({ promo_code: await inviteFor(db, email), email })}`, closing);
      await mailer.send(mail);
    }
  }

  app.put('/share/remove', { schema: { tags: ['share'], body: shareRemoveSchema } }, async (request) => {
    const me = currentUser(request);
    const { entity_id, entity_type } = request.body;
    const removed = me.verifiedEmail === null ? [] : await db.delete(shares)
      .where(and(eq(shares.entityType, entity_type), eq(shares.entityId, entity_id), eq(shares.email, me.verifiedEmail)))
      .returning({ id: shares.id });
    if (!removed.length) throw notFound();
    if (entity_type === 'UserFoodStore') {
      await restoreOwnDefault(db, entity_id, eq(users.id, me.id));
    }
    return { message: MESSAGES.removedNamed(await entityName(db, entity_type, entity_id)) };
  });

  app.put('/share/default', { schema: { tags: ['share'], body: shareDefaultSchema } }, async (request) => {
    const me = currentUser(request);
    const { entity_id } = request.body;
    // SPEC §6: a shared store may be the default only for a recipient who can edit it
    await requireAccess(db, 'UserFoodStore', entity_id, me, 'write');
    await db.update(users).set({ defaultStoreId: entity_id }).where(eq(users.id, me.id));
    return { message: MESSAGES.setToDefault(await entityName(db, 'UserFoodStore', entity_id)) };
  });
};

export default shareRoutes;
