// The server's start, run as an operator would: a real process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

test('a DATABASE_URL it cannot reach stops the start with one line saying why, without the password (QA selfhost 5)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-main-'));
  try {
    const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'server', 'main.ts')], {
      // port 1 (tcpmux) has nothing listening on a machine that runs this
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: 'postgres://larder:hunter2@127.0.0.1:1/larder' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('Larder could not start: could not reach PostgreSQL at 127.0.0.1:1: connect ECONNREFUSED 127.0.0.1:1\n');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
