// On PostgreSQL (DATABASE_URL, CI's second server run): an idle pooled connection that the server ends (a restart,
// a failover) costs nothing but that connection; the app's next statement runs on another.
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/testApp';

const onPostgres = process.env.DATABASE_URL ? test : test.skip;
let t: TestApp | undefined;
afterAll(() => t?.close());

onPostgres('an idle connection ended by the server is replaced, and the process goes on', async () => {
  t = await createTestApp();
  const { db } = t;
  // two connections in the pool, both idle afterwards
  await Promise.all([db.execute(sql`select pg_sleep(0.05)`), db.execute(sql`select pg_sleep(0.05)`)]);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    // one connection ends every other of this database
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^database: an idle connection was closed/));
    const res = await t.app.inject({ url: '/api/recipes?page=1' });
    expect(res.statusCode).toBe(200);
  } finally {
    warn.mockRestore();
  }
});
