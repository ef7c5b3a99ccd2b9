// `npm run admin -- <command>`: the operator's work that has no screen (SPEC leaves admin out of the app).
import { loadConfig } from './config';
import { openDatabase } from './db';
import { createInvite, listInvites } from './services/invites';
import { approve, listPending, reject } from './services/publishing';

type Command = (args: string[]) => Promise<string>;

function requestId(arg: string | undefined): number {
  const id = Number(arg);
  if (!Number.isInteger(id) || id <= 0) throw new Error('Give the request id: npm run admin -- publish approve <id> (see publish list)');
  return id;
}

async function main(argv: string[]) {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  const commands: Record<string, Command> = {
    'invite create': async ([note]) => createInvite(db, note ?? null),
    'invite list': async () => {
      const rows = await listInvites(db);
      if (!rows.length) return 'No invite codes yet: npm run admin -- invite create';
      return rows.map((r) => `${r.code}  ${r.usedAt ? `used ${r.usedAt.toISOString().slice(0, 10)}` : 'unused'}${r.note ? `  (${r.note})` : ''}`).join('\n');
    },
    'publish list': async () => {
      const rows = await listPending(db);
      if (!rows.length) return 'No pending publish requests.';
      return rows.map((r) => `${r.id}  ${r.createdAt.toISOString().slice(0, 10)}  "${r.name}" (recipe ${r.recipeId}) by ${r.email}`).join('\n');
    },
    'publish approve': async ([id]) => `Approved: recipe ${await approve(db, requestId(id))} is now in the catalogue.`,
    'publish reject': async ([id]) => {
      await reject(db, requestId(id));
      return `Rejected request ${id}.`;
    },
  };
  const key = argv.slice(0, 2).join(' ');
  const command = commands[key];
  try {
    if (!command) {
      process.stderr.write(`Usage: npm run admin -- <command>\nCommands:\n${Object.keys(commands).map((c) => `  ${c}`).join('\n')}\n`);
      process.exitCode = 2;
      return;
    }
    process.stdout.write(`${await command(argv.slice(2))}\n`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
