// `npm run bench`: seeds a fresh embedded database with a large catalogue, builds the production client and the
// JS floor, starts the real server, and measures JS weight, Lighthouse, interactions and the API, each beside
// its floor measured in the same run. Prints one table and writes bench/results.json (see README, Performance).
//
// BENCH_QUICK=1: a small catalogue, one Lighthouse run, 2 s load runs (to check the harness, not to measure).
// BENCH_REUSE_BUILD=1: keep an existing build in BENCH_DIST (default /tmp/bench-dist).
// BENCH_ONLY=lighthouse,interactions,api: run only those parts (JS weight is always measured). DATABASE_URL: the API again on PostgreSQL.
// BENCH_WRITE_README=1: a full run also writes its table into README's Performance section.
// BENCH_LH_REPORTS=dir: keep each Lighthouse run's whole report there.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../tests/e2e/harness';
import { measureApi, signIn, type ApiFigures, type ApiTarget } from './api';
import { measureInteractions, type SignedIn } from './interactions';
import { measureJs } from './js';
import { measureLighthouse } from './lighthouse';
import { checkTargets, renderTable, type Results } from './report';
import { BENCH_USER, seedBench, type SeededIds } from './seed';
import { startBenchServer, timeBarePgliteOpen } from './server';

const ROOT = path.resolve(__dirname, '..');
const QUICK = process.env.BENCH_QUICK === '1';
const DIST = path.resolve(process.env.BENCH_DIST || process.env.DIST_DIR || '/tmp/bench-dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ONLY = new Set((process.env.BENCH_ONLY || 'lighthouse,interactions,api').split(',').map((s) => s.trim()));
// BENCH_OUT: write a trial run's figures elsewhere, so only a run on a quiet machine lands in results.json
const RESULTS = process.env.BENCH_OUT ? path.resolve(process.env.BENCH_OUT) : path.join(__dirname, QUICK ? '.tmp/results.quick.json' : 'results.json');

const SIZE = QUICK
  ? { recipes: 200, ingredients: 600, listItems: 200, storeItems: 200 }
  : { recipes: 5000, ingredients: 3000, listItems: 2000, storeItems: 2000 };
const LIGHTHOUSE_RUNS = QUICK ? 1 : 5;
const INTERACTION_REPS = QUICK ? 3 : 10;
const LOAD = QUICK ? { durationS: 2, warmupS: 1 } : { durationS: 10, warmupS: 3 };

const started = Date.now();
const log = (line: string) => process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c: Buffer) => { err += c.toString(); });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(args[0] ?? command)} exited with ${code}:\n${err.slice(-4000)}`))));
  });
}

const WEBPACK = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

async function build(statsFile: string) {
  if (process.env.BENCH_REUSE_BUILD === '1' && fs.existsSync(path.join(DIST, 'index.html')) && fs.existsSync(statsFile)) {
    log(`build: reusing ${DIST}`);
  } else {
    log(`build: production client into ${DIST}`);
    await run(process.execPath, [WEBPACK, '--mode', 'production', '--json', statsFile], { ...process.env, DIST_DIR: DIST });
  }
  log('build: the JS floor (bench/floor) into bench-floor/');
  const floorDir = path.join(DIST, 'bench-floor');
  await run(process.execPath, [WEBPACK, '--config', path.join(__dirname, 'floor', 'webpack.config.js')], { ...process.env, BENCH_FLOOR_DIR: floorDir });
  for (const file of ['static.html', 'click.html', 'click.js']) fs.copyFileSync(path.join(__dirname, 'floor', file), path.join(floorDir, file));
}

async function apiOn(label: string, dataDir: string, seeded: SeededIds, databaseUrl?: string): Promise<ApiFigures> {
  // a cold start on the seeded database, then its floor: a bare PGlite open of the same directory
  const server = await startBenchServer({ dataDir, clientDir: DIST, databaseUrl });
  const floor = databaseUrl ? null : await (async () => {
    await server.stop();
    return timeBarePgliteOpen(dataDir);
  })();
  const running = databaseUrl ? server : await startBenchServer({ dataDir, clientDir: DIST });
  try {
    log(`api (${label}): cold start ${server.coldStartMs} ms${floor === null ? '' : `, bare PGlite open ${floor} ms`}`);
    const { token } = await signIn(running.url, BENCH_USER);
    const target: ApiTarget = {
      baseUrl: running.url, token, recipeId: seeded.recipeId, writeListId: seeded.writeListId, writeItems: seeded.writeItems,
      login: { email: BENCH_USER.email, password: BENCH_USER.password }, ...LOAD,
    };
    return { routes: await measureApi(target, (l) => log(`${l} (${label})`)), cold_start_ms: server.coldStartMs, floor_pglite_open_ms: floor };
  } finally {
    await running.stop();
  }
}

/** Replaces the table between README's bench markers with this run's. */
function writeReadme(table: string, results: Results) {
  const readme = path.join(ROOT, 'README.md');
  const text = fs.readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} section`);
  const meta = results.meta as { date: string; cpus: number; cpu_model?: string; chromium?: string; load_average_at_start: number[] };
  const body = `${start}\nMeasured ${meta.date.slice(0, 16).replace('T', ' ')} UTC on ${meta.cpus} × ${meta.cpu_model ?? 'CPU'}, Chromium ${meta.chromium ?? '?'} (load average at start ${meta.load_average_at_start.join(', ')}):\n\n\`\`\`text\n${table}\n\`\`\`\n`;
  fs.writeFileSync(readme, text.slice(0, from) + body + text.slice(to));
  log('README.md: Performance table written');
}

async function main() {
  const loadAtStart = os.loadavg().map((n) => Math.round(n * 100) / 100);
  if (fs.existsSync('/proc/loadavg')) log(`load average: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}${QUICK ? ' (quick run: figures are not comparable)' : ''}`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-'));
  const statsFile = path.join(path.dirname(DIST), `${path.basename(DIST)}.stats.json`);
  const dataDir = path.join(tmp, 'data');
  try {
    await build(statsFile);
    log(`seed: ${SIZE.recipes} recipes, ${SIZE.ingredients} ingredients, a ${SIZE.listItems}-item list, a ${SIZE.storeItems}-item store`);
    const seeded = await seedBench({ databaseUrl: null, dataDir, size: SIZE });
    log(`seed: done in ${seeded.ms} ms`);

    const server = await startBenchServer({ dataDir, clientDir: DIST });
    const browser = await launchBrowser();
    // figures differ from one Chromium to another (and one CPU to another): both are noted beside them
    const chromiumVersion = browser.version();
    let js: Results['js'];
    let lighthouse: Results['lighthouse'] = null;
    let interactions: Results['interactions'] = null;
    try {
      const signedIn: SignedIn = await signIn(server.url, BENCH_USER);

      log('js: first loads in Chromium, chunks from webpack stats');
      js = await measureJs({
        browser, baseUrl: server.url, dist: DIST, statsFile,
        pages: { home: { path: '/home', waitFor: 'main h1' }, recipe: { path: `/recipes/${seeded.recipeId}`, waitFor: '#recipe-title' } },
        floorPath: '/bench-floor/index.html',
      });
      if (ONLY.has('lighthouse')) {
        const routes = {
          home: { path: '/home', signedIn: false },
          recipes: { path: '/recipes', signedIn: false },
          recipe: { path: `/recipes/${seeded.recipeId}`, signedIn: false },
          shop_mode: { path: `/user-shopping-lists/${seeded.bigListId}?viewMode=shopmode`, signedIn: true },
          store: { path: `/user-stores/${seeded.storeId}`, signedIn: true },
        };
        // the floor, and a reference without a target: the JS floor's page (a bare React shell, bench/floor/index.tsx)
        const all = await measureLighthouse({
          baseUrl: server.url,
          routes: { floor: { path: '/bench-floor/static.html', signedIn: false }, shell: { path: '/bench-floor/index.html', signedIn: false }, ...routes },
          runs: LIGHTHOUSE_RUNS, signedIn, chromePath: CHROMIUM, log,
        });
        const { floor, shell, ...measured } = all;
        lighthouse = { floor: floor!, shell: shell!, routes: measured };
      }
      if (ONLY.has('interactions')) {
        interactions = await measureInteractions({ browser, baseUrl: server.url, signedIn, bigListId: seeded.bigListId, storeId: seeded.storeId, reps: INTERACTION_REPS, cpuRate: 4, log });
      }
    } finally {
      await browser.close();
      await server.stop();
    }

    let api: Results['api'] = null;
    if (ONLY.has('api')) {
      const pglite = await apiOn('embedded', dataDir, seeded);
      let postgres: ApiFigures | null = null;
      if (process.env.DATABASE_URL) {
        log('seed: the same catalogue into DATABASE_URL');
        const pgSeeded = await seedBench({ databaseUrl: process.env.DATABASE_URL, dataDir: null, size: SIZE });
        postgres = await apiOn('postgres', path.join(tmp, 'pg-data'), pgSeeded, process.env.DATABASE_URL);
      }
      api = { pglite, postgres };
    }

    const partial = {
      meta: {
        date: new Date().toISOString(),
        quick: QUICK,
        size: seeded.counts,
        seed_ms: seeded.ms,
        node: process.version,
        cpus: os.cpus().length,
        cpu_model: os.cpus()[0]?.model,
        chromium: chromiumVersion,
        load_average_at_start: loadAtStart,
        lighthouse_runs: LIGHTHOUSE_RUNS,
        interaction_reps: INTERACTION_REPS,
        load_run_s: LOAD.durationS,
        gzip: 'level 9',
      },
      js: js!,
      lighthouse,
      interactions,
      api,
    };
    const results: Results = { ...partial, targets: checkTargets(partial) };
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
    const table = renderTable(results);
    process.stdout.write(`${table}\n\nwritten to ${path.relative(ROOT, RESULTS)}\n`);
    if (process.env.BENCH_WRITE_README === '1' && !QUICK) writeReadme(table, results);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
