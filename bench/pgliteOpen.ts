// The cold-start floor: open PGlite (with the extension the server loads) on a data directory, run one query,
// say "ready" and close. bench/server.ts times it from spawn, as it times the server.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: pgliteOpen.ts <pglite data dir>');
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  await db.query('select 1');
  process.stdout.write('ready\n');
  await db.close();
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
