// The admin command, run as an operator would: a real process on a data directory.
import { execFileSync } from 'node:child_process';
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
