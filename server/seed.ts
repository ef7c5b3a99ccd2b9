// What a fresh database gets on start: the verified catalogue, invite codes from INVITE_CODES, and (locally)
// a demo account. Every step is idempotent, so it runs on every start.
import { eq } from 'drizzle-orm';
import type { Config } from './config';
import type { Db } from './db';
import { users } from './db/schema';
import { seedCatalogue, type CatalogueReport } from './services/catalogue';
import { addInvites, unusedInvite } from './services/invites';
import { createUser, findUserByEmail, proveEmail } from './services/users';

export const DEMO_LOGIN = { name: 'Demo Cook', email: 'demo@larder.local', password: 'larder-demo' };

export interface SeedReport {
  inviteCode: string;
  demo: { email: string; password: string } | null;
  catalogue: CatalogueReport;
}

/**
 * The demo account, made once (a start finds it by its address). Nobody can open its mailbox to verify it: it is the
 * seed's own address. Its password is public, so it is marked: it shares only with those who have an account
 * (routes/share.ts).
 */
export async function ensureDemo(db: Db): Promise<void> {
  if (await findUserByEmail(db, DEMO_LOGIN.email)) return;
  await db.transaction(async (tx) => {
    const user = await createUser(tx, DEMO_LOGIN);
    await proveEmail(tx, user.id, user.email);
    await tx.update(users).set({ demo: true }).where(eq(users.id, user.id));
  });
}

export async function seed(db: Db, config: Config): Promise<SeedReport> {
  const catalogue = await seedCatalogue(db);
  await addInvites(db, config.inviteCodes);
  let demo: SeedReport['demo'] = null;
  if (config.seedDemo) {
    await ensureDemo(db);
    demo = { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password };
  }
  return { inviteCode: await unusedInvite(db), demo, catalogue };
}
