// What a wrong DATABASE_URL says at the terminal (QA selfhost 5): the reason, not only drizzle's failed query.
import net from 'node:net';
import { openDatabase } from './db';
import { errorLine } from './errorLine';

/** as drizzle wraps a driver's error (its message is the query and its parameters, on two lines) */
const failedQuery = (cause: Error) => new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\nparams: ', { cause });
const pgError = (message: string, code: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

test.each([
  ['a wrong password', pgError('password authentication failed for user "larder"', '28P01'),
    'Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle": password authentication failed for user "larder"'],
  ['a missing database', pgError('database "qa_nope" does not exist', '3D000'),
    'Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle": database "qa_nope" does not exist'],
])('%s: the wrapped reason is said, on one line', (_name, cause, line) => {
  expect(errorLine(failedQuery(cause))).toBe(line);
});

test('every cause of the chain is said, outermost first, and a cause repeating its wrapper is said once', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' });
  expect(errorLine(new Error('could not reach PostgreSQL at 127.0.0.1:5999', { cause: refused })))
    .toBe('could not reach PostgreSQL at 127.0.0.1:5999: connect ECONNREFUSED 127.0.0.1:5999');
  expect(errorLine(new Error('PORT must be a port number, got x'))).toBe('PORT must be a port number, got x');
  expect(errorLine(new Error('connect ECONNREFUSED ::1:5432', { cause: new Error('ECONNREFUSED') }))).toBe('connect ECONNREFUSED ::1:5432');
  expect(errorLine('not an error')).toBe('not an error');
});

test('an AggregateError without words (both addresses of localhost refused) says its errors', () => {
  const both = new AggregateError([new Error('connect ECONNREFUSED ::1:5432'), new Error('connect ECONNREFUSED 127.0.0.1:5432')], '');
  expect(errorLine(new Error('could not reach PostgreSQL at localhost:5432', { cause: both })))
    .toBe('could not reach PostgreSQL at localhost:5432: connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432');
});

test('a long first line (a migration\'s SQL) is cut, so the reason after it is still on the line', () => {
  const line = errorLine(new Error(`Failed query: CREATE TABLE "recipes" (${'"x" text, '.repeat(50)})`, { cause: new Error('permission denied for schema public') }));
  expect(line.length).toBeLessThan(220);
  expect(line).toMatch(/…: permission denied for schema public$/);
});

describe('opening PostgreSQL', () => {
  /** a port nothing listens on: one the system just gave and took back */
  const closedPort = () => new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

  test('at a closed port says which server could not be reached and why, never the password', async () => {
    const port = await closedPort();
    const err = await openDatabase({ databaseUrl: `postgres://larder:hunter2@127.0.0.1:${port}/larder`, dataDir: null }).then(() => null, (e: unknown) => e);
    expect(errorLine(err)).toBe(`could not reach PostgreSQL at 127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}`);
  });

  test('a DATABASE_URL that is not an address says so, without echoing it', async () => {
    const err = await openDatabase({ databaseUrl: 'postgres//larder:hunter2@db', dataDir: null }).then(() => null, (e: unknown) => e);
    expect(errorLine(err)).toBe('DATABASE_URL is not an address: it looks like postgres://user:password@host:5432/database');
  });
});
