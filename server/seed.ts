// What a fresh database gets on start: the verified catalogue, invite codes from INVITE_CODES, and (locally)
// a demo account. Every step is idempotent, so it runs on every start.
import type { Config } from './config';
import type { Db } from './db';
import { seedCatalogue, type CatalogueReport } from './services/catalogue';
import { addInvites, unusedInvite } from './services/invites';
import { createUser, findUserByEmail, proveEmail } from './services/users';

export const DEMO_LOGIN = { name: 'Demo Cook', email: 'demo@larder.local', password: 'larder-demo' };

export interface SeedReport {
  inviteCode: string;
  demo: { email: string; password: string } | null;
  catalogue: CatalogueReport;
}

export async function seed(db: Db, config: Config): Promise<SeedReport> {
  const catalogue = await seedCatalogue(db);
  await addInvites(db, config.inviteCodes);
  let demo: SeedReport['demo'] = null;
  if (config.seedDemo) {
    if (!(await findUserByEmail(db, DEMO_LOGIN.email))) {
      // nobody can open the demo's mailbox to verify it; it is the seed's own address
      await db.transaction(async (tx) => { const user = await createUser(tx, DEMO_LOGIN); await proveEmail(tx, user.id, user.email); });
    }
    demo = { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password };
  }
  return { inviteCode: await unusedInvite(db), demo, catalogue };
}
