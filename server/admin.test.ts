// The admin command, run as an operator would: a real process on a data directory.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const admin = (dataDir: string, ...args: string[]) =>
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'server', 'admin.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

test('invite create prints a new 8-character code, and invite list shows it unused', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-admin-'));
  try {
    const code = admin(dataDir, 'invite', 'create').trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(admin(dataDir, 'invite', 'list')).toContain(`${code}  unused`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('an unknown command prints the usage and fails', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-admin-'));
  try {
    expect(() => admin(dataDir, 'nonsense')).toThrow(/Usage: npm run admin/);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a DATABASE_URL it cannot reach is said on one line, with the reason and without the password', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-admin-'));
  try {
    const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'server', 'admin.ts'), 'invite', 'list'], {
      // port 1 (tcpmux) has nothing listening on a machine that runs this
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: 'postgres://larder:hunter2@127.0.0.1:1/larder' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('could not reach PostgreSQL at 127.0.0.1:1: connect ECONNREFUSED 127.0.0.1:1\n');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
