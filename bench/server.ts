// Starts the real server (server/main.ts, as the browser tests do) on a seeded DATA_DIR, and times its cold
// start against a bare PGlite open of the same directory (bench/pgliteOpen.ts), both as fresh processes.
// BENCH_SERVER_LOG: a file the server's output (warnings and errors, such as load shedding) is appended to.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

export interface BenchServer {
  url: string;
  /** from spawn to the "running at" line */
  coldStartMs: number;
  stop(): Promise<void>;
}

/** Runs a script under tsx and resolves when its output matches `ready`, with the time it took. */
function spawnUntil(script: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp, timeoutMs: number): Promise<{ child: ChildProcess; match: RegExpMatchArray; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [TSX, script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let isReady = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${path.basename(script)} was not ready in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      if (process.env.BENCH_SERVER_LOG) appendFileSync(process.env.BENCH_SERVER_LOG, chunk);
      // once ready, the output is not kept (a run of warnings would grow it for the whole bench)
      if (isReady) return;
      output += chunk.toString();
      const match = output.match(ready);
      if (match) {
        isReady = true;
        clearTimeout(timer);
        resolve({ child, match, ms: Math.round(performance.now() - started) });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${path.basename(script)} exited with ${code}:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startBenchServer(opts: { dataDir: string; clientDir: string; databaseUrl?: string }): Promise<BenchServer> {
  const env = {
    ...process.env,
    PORT: '0',
    DATA_DIR: opts.dataDir,
    CLIENT_DIR: opts.clientDir,
    DATABASE_URL: opts.databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    SEED_DEMO: 'false',
    INVITE_CODES: '',
    // POST /login is measured: the per-e-mail limit would answer 429 after ten
    LOGIN_RATE_MAX: '100000000',
  };
  const { child, match, ms } = await spawnUntil(path.join(ROOT, 'server', 'main.ts'), [], env, /running at (http:\/\/localhost:\d+)/, 180_000);
  return { url: match[1]!, coldStartMs: ms, stop: () => stopChild(child) };
}

/** The floor of a cold start: a fresh process that opens PGlite on the same directory and answers `select 1`. */
export async function timeBarePgliteOpen(dataDir: string): Promise<number> {
  const { child, ms } = await spawnUntil(path.join(__dirname, 'pgliteOpen.ts'), [path.join(dataDir, 'db')], process.env, /^ready$/m, 120_000);
  await stopChild(child);
  return ms;
}
