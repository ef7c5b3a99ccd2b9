import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';

test('defaults: port 8080, ./data, embedded database, demo seeded, links to localhost', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({ port: 8080, databaseUrl: null, smtpUrl: null, seedDemo: true, appUrl: 'http://localhost:8080', inviteCodes: [] });
  expect(config.dataDir).toMatch(/data$/);
});

test('without APP_URL, mails link to the network address the banner gives on HOST=0.0.0.0, not localhost (QA today2 4)', () => {
  const eth0 = { address: '192.168.1.20', family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null } as const;
  const interfaces = { lo: [{ ...eth0, address: '127.0.0.1', internal: true }], eth0: [eth0] };
  expect(loadConfig({ HOST: '0.0.0.0', PORT: '4334' }, interfaces).appUrl).toBe('http://192.168.1.20:4334');
  expect(loadConfig({ HOST: '192.168.1.20', PORT: '4334' }, interfaces).appUrl).toBe('http://192.168.1.20:4334');
  // a machine with no network yet, and a loopback HOST, keep localhost
  expect(loadConfig({ HOST: '0.0.0.0', PORT: '4334' }, { lo: interfaces.lo }).appUrl).toBe('http://localhost:4334');
  expect(loadConfig({ HOST: '127.0.0.1', PORT: '4334' }, interfaces).appUrl).toBe('http://localhost:4334');
  // APP_URL set (a proxy's name) wins
  expect(loadConfig({ HOST: '0.0.0.0', APP_URL: 'https://larder.example/' }, interfaces).appUrl).toBe('https://larder.example');
});

test('a PostgreSQL deployment does not get a demo account unless asked', () => {
  expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/larder' }).seedDemo).toBe(false);
  expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/larder', SEED_DEMO: 'true' }).seedDemo).toBe(true);
});

test('APP_URL loses its trailing slash; INVITE_CODES are split and checked', () => {
  const config = loadConfig({ APP_URL: 'https://larder.example/', INVITE_CODES: 'ABCD1234, EFGH5678' });
  expect(config.appUrl).toBe('https://larder.example');
  expect(config.inviteCodes).toEqual(['ABCD1234', 'EFGH5678']);
  expect(() => loadConfig({ INVITE_CODES: 'SHORT' })).toThrow(/8 letters or digits/);
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
});

test('a limit or a log level that cannot be one stops the start with a message naming the setting', () => {
  expect(loadConfig({ LOGIN_RATE_MAX: ' 3 ', MAX_IN_FLIGHT: '50', LOG_LEVEL: 'warn' })).toMatchObject({ loginRateLimit: { max: 3 }, overload: { maxInFlight: 50 }, logLevel: 'warn' });
  expect(loadConfig({ IMPORT_RATE_MAX: '' }).importRateLimit.max).toBe(20);
  for (const [name, value] of [['IMPORT_RATE_MAX', 'twenty'], ['LOGIN_RATE_MAX', '0'], ['CONTACT_RATE_MAX', '-5'], ['MAX_IN_FLIGHT', '2.5'], ['MAX_EVENT_LOOP_DELAY_MS', '1e400']]) {
    expect(() => loadConfig({ [name!]: value })).toThrow(`${name} must be a whole number from 1 up, got "${value}"`);
  }
  expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"$/);
});

test('every setting read from the environment is in the README\'s configuration table', () => {
  const root = path.join(__dirname, '..');
  const read = [...new Set([...fs.readFileSync(path.join(__dirname, 'config.ts'), 'utf8').matchAll(/\benv\.([A-Z_]+)|count\(env, '([A-Z_]+)'/g)].map((m) => (m[1] ?? m[2])!))];
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  expect(read.length).toBeGreaterThan(10);
  expect(read.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
});
