// The error envelope's last resort: a request that failed on the server is a 500 with a fixed sentence, except when
// the database could not be reached, which is a moment's outage: a 503 with Retry-After, so the app keeps an edit
// to send again rather than taking it as refused.
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DatabaseConnectError } from '../errors';
import { DATABASE_UNAVAILABLE_MESSAGE, registerErrorHandler, SERVER_ERROR_MESSAGE } from './errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

const failures: Record<string, () => Error> = {
  // drizzle wraps what node-postgres threw
  refused: () => new DrizzleQueryError('select 1', [], withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
  // a transaction's connection, which the pool makes outside a query (db/index.ts)
  'refused to a transaction': () => new DatabaseConnectError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
  'pool time-out': () => new DrizzleQueryError('select 1', [], new Error('timeout exceeded when trying to connect')),
  'gone mid-query': () => new Error('Connection terminated unexpectedly'),
  'shutting down': () => new DrizzleQueryError('select 1', [], withCode('terminating connection due to administrator command', '57P01')),
  'too many connections': () => withCode('sorry, too many clients already', '53300'),
  'connection failure': () => withCode('connection failure', '08006'),
  // not an outage: a fault of ours
  'unique violation': () => new DrizzleQueryError('insert', [], withCode('duplicate key value', '23505')),
  bug: () => new TypeError("Cannot read properties of undefined (reading 'id')"),
  // the same code from another server than the database's (a recipe site, the mail server)
  'another server refused': () => new Error('fetch failed', { cause: withCode('connect ECONNREFUSED 203.0.113.5:443', 'ECONNREFUSED') }),
};

async function answerTo(failure: string) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app, { retryAfterS: 5 });
  app.get('/fails', async () => { throw failures[failure]!(); });
  try {
    const reply = await app.inject({ method: 'GET', url: '/fails' });
    return { status: reply.statusCode, retryAfter: reply.headers['retry-after'], body: reply.json() as { message: string } };
  } finally {
    await app.close();
  }
}

test.each(['refused', 'refused to a transaction', 'pool time-out', 'gone mid-query', 'shutting down', 'too many connections', 'connection failure'])('a database out of reach (%s) is a 503 to try again after', async (failure) => {
  expect(await answerTo(failure)).toEqual({ status: 503, retryAfter: '5', body: { message: DATABASE_UNAVAILABLE_MESSAGE } });
});

test.each(['unique violation', 'bug', 'another server refused'])('any other failure (%s) is a 500 that tells nothing of it', async (failure) => {
  expect(await answerTo(failure)).toEqual({ status: 500, retryAfter: undefined, body: { message: SERVER_ERROR_MESSAGE } });
});
