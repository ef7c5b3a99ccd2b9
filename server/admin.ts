// `npm run admin -- <command>`: the operator's work that has no screen (SPEC leaves admin out of the app).
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { errorLine } from './errorLine';
import { mailAppUrl } from './services/appUrl';
import { createInvite, listInvites } from './services/invites';
import { createMailer } from './services/mail';
import { approve, listPending, publicationNotice, reject } from './services/publishing';

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
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: { info: () => undefined } });
  /** the cook hears how their request ended; a mail that cannot go is said, but the decision stands */
  const tell = async (requestId: number, outcome: Parameters<typeof publicationNotice>[2]) => {
    const mail = await publicationNotice(db, requestId, outcome, await mailAppUrl(db, process.env, config.appUrl));
    if (!mail) return '';
    return mailer.send(mail).then(() => ` ${mail.to} was told.`, (err: unknown) => ` The mail to ${mail.to} failed: ${err instanceof Error ? err.message : String(err)}`);
  };
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
    'publish approve': async ([arg]) => {
      const id = requestId(arg);
      const recipeId = await approve(db, id);
      return `Approved: recipe ${recipeId} is now in the catalogue.${await tell(id, { approved: recipeId })}`;
    },
    // the words after the id are the reason the cook is told, by mail and in the app
    'publish reject': async ([arg, ...words]) => {
      const id = requestId(arg);
      const reason = words.join(' ').trim() || null;
      await reject(db, id, reason);
      return `Rejected request ${id}.${await tell(id, { rejected: reason })}`;
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
  process.stderr.write(`${errorLine(err)}\n`);
  process.exit(1);
});
