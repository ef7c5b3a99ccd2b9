// `npm start` ends here: open the database, seed it, listen, and tell the person at the terminal how to get in.
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { errorLine } from './errorLine';
import { listenUrls } from './listenUrls';
import { openDatabase } from './db';
import { recordAppUrl } from './services/appUrl';
import { loadSecret } from './services/tokens';
import { seed } from './seed';
import { sendExpiryDigests } from './services/expiryDigest';
import { sweepIdempotencyKeys } from './services/idempotency';

/** how often the server does its periodic jobs: the expiry digests that are due, and sweeping keys past their day */
const PERIODIC_JOBS_MS = 15 * 60 * 1000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const logger = { level: config.logLevel };
  const app = await buildApp({ config, db: database.db, secret: await loadSecret(database.db) }, logger);
  const report = await seed(database.db, config);
  await recordAppUrl(database.db, config.appUrl);

  const close = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const periodic = () => {
    void sendExpiryDigests(database.db, app.mailer, config).catch((err: unknown) => app.log.error({ err }, 'expiry digest failed'));
    void sweepIdempotencyKeys(database.db).catch((err: unknown) => app.log.error({ err }, 'idempotency key sweep failed'));
  };
  setInterval(periodic, PERIODIC_JOBS_MS).unref();
  periodic();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  Larder is running at ${listenUrls(config.host, port).join(' and ')}`,
    // so an operator behind a proxy knows its name is not the one mails link to until APP_URL says so
    `  Mail links to ${config.appUrl}${process.env.APP_URL ? '' : ' (set APP_URL to change it)'}`,
    `  Database: ${database.kind === 'pglite' ? `embedded, in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Catalogue: ${report.catalogue.recipes.added} recipes added, ${report.catalogue.recipes.updated} updated, ${report.catalogue.recipes.unchanged} unchanged (${report.catalogue.ms} ms)`,
    `  Invite code: ${report.inviteCode}`,
    ...(report.demo ? [`  Demo login: ${report.demo.email} / ${report.demo.password}`] : []),
    ...(config.smtpUrl ? [] : [`  Mail goes to ${path.join(config.dataDir, 'outbox')} (set SMTP_URL to send it)`]),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Larder could not start: ${errorLine(err)}\n`);
  // where in the code, for a developer (the line says what for an operator)
  if (process.env.LOG_LEVEL === 'debug' && err instanceof Error && err.stack) process.stderr.write(`${err.stack}\n`);
  process.exit(1);
});
