// The address the links in mails point to. The server keeps the one it uses as it starts, so the admin command,
// run on the same database but seldom with the server's environment, links to the same place.
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { settings } from '../db/schema';

const KEY = 'app_url';

export async function recordAppUrl(db: Db, appUrl: string): Promise<void> {
  await db.insert(settings).values({ key: KEY, value: appUrl }).onConflictDoUpdate({ target: settings.key, set: { value: appUrl } });
}

/** APP_URL when it is set; else the address the server last started with; else `configured` (no server has started yet). */
export async function mailAppUrl(db: Db, env: NodeJS.ProcessEnv, configured: string): Promise<string> {
  if (env.APP_URL) return configured;
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return row?.value ?? configured;
}
