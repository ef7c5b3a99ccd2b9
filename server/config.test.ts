import { loadConfig } from './config';

test('defaults: port 8080, ./data, embedded database, demo seeded, links to localhost', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({ port: 8080, databaseUrl: null, smtpUrl: null, seedDemo: true, appUrl: 'http://localhost:8080', inviteCodes: [] });
  expect(config.dataDir).toMatch(/data$/);
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
