// Lighthouse (the npm package, its default mobile settings with simulated throttling) in the system Chromium,
// started by chrome-launcher, the median of N runs per route. Each run is a cold load: before it the origin's
// cache, service worker and storage are cleared through the DevTools protocol, and for a signed-in route the
// session is put back in local storage (Lighthouse's own storage reset is off, so that the session stays).
// Each run is Lighthouse's own command line in a process of its own, attached to that Chromium: a run that hangs
// (seen once: one never returned, the machine idle) is killed after a time limit, and a run that gives no report
// (seen once) is noted; Chromium then starts anew, and the run is made again. In this process a hung run could not
// be stopped: its connection's failures come as unhandled rejections, which Lighthouse's command line catches.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import type { SignedIn } from './interactions';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  fcp_ms: number;
  runs: number;
  /**
   * the lowest and highest of the runs: on this machine a page's TBT moves by 100-400 ms from one run to the next,
   * so a median of 5 says little about a change smaller than that
   */
  range: { performance: [number, number]; lcp_ms: [number, number]; tbt_ms: [number, number] };
  /** Lighthouse's runtime error or warnings, if a run had any */
  warnings: string[];
}

export interface LighthouseRoute {
  path: string;
  signedIn: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** BENCH_LH_REPORTS=dir: keep each run's whole report there, to read what a figure is made of */
const KEEP_REPORTS = process.env.BENCH_LH_REPORTS ? path.resolve(process.env.BENCH_LH_REPORTS) : null;

const LIGHTHOUSE_CLI = path.join(__dirname, '..', 'node_modules', 'lighthouse', 'cli', 'index.js');

/** ours: a run that takes longer is taken as hung (a cold run takes 15-40 s here; Lighthouse waits 45 s for a load) */
const RUN_LIMIT_MS = 150_000;

/**
 * The report of one run, or why there is none: it hung, or it gave no report (a runtime error such as NO_NAVSTART
 * usually comes with a report, exit code 1; seen once without one)
 */
function runLighthouse(url: string, port: number): Promise<Result | { failed: string }> {
  const args = [LIGHTHOUSE_CLI, url, `--port=${port}`, '--output=json', '--output-path=stdout', '--quiet',
    '--only-categories=performance,accessibility', '--disable-storage-reset'];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { timeout: RUN_LIMIT_MS, killSignal: 'SIGKILL', maxBuffer: 512 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error?.killed) return resolve({ failed: `a run took over ${RUN_LIMIT_MS / 1000} s` });
      try {
        resolve(JSON.parse(stdout) as Result);
      } catch {
        const why = /Runtime error encountered: [^\n]*/.exec(stderr)?.[0] ?? stderr.trim().split('\n').pop() ?? error?.message ?? 'no output';
        resolve({ failed: `a run gave no report (${why})` });
      }
    });
  });
}

/** the system Chromium, started by chrome-launcher, and a DevTools connection to it for the resets */
async function startChrome(chromePath: string) {
  // an ES module: loaded at run time from this CommonJS module
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const cdpBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  return {
    port: chrome.port,
    cdpBrowser,
    stop: async () => {
      await cdpBrowser.close().catch(() => undefined);
      chrome.kill();
    },
  };
}

export async function measureLighthouse(opts: {
  baseUrl: string;
  routes: Record<string, LighthouseRoute>;
  runs: number;
  signedIn: SignedIn;
  chromePath: string;
  log: (line: string) => void;
}): Promise<Record<string, LighthouseFigures>> {
  let chrome = await startChrome(opts.chromePath);
  const origin = new URL(opts.baseUrl).origin;

  /** a cold start for the next run: nothing cached, no worker, no storage but the session where it is needed */
  const reset = async (signedIn: boolean) => {
    const context = chrome.cdpBrowser.contexts()[0] ?? await chrome.cdpBrowser.newContext();
    const page = await context.newPage();
    // nothing of an earlier run runs beside this one: an app page left open would take part in this run's storage
    for (const stale of context.pages()) if (stale !== page) await stale.close().catch(() => undefined);
    const cdp = await context.newCDPSession(page);
    await page.goto(`${opts.baseUrl}/bench-floor/static.html`);
    // a signed-in run keeps the session's keys as they are: a token removed even for a moment is, to an app page
    // still open, another tab's logout (SPEC §4), which ends the session this run starts with
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: signedIn ? 'cookies,file_systems,indexeddb,websql,service_workers,cache_storage' : 'all' });
    if (signedIn) {
      await page.evaluate((s) => {
        for (const key of Object.keys(window.localStorage)) if (key !== 'token' && key !== 'user') window.localStorage.removeItem(key);
        window.localStorage.setItem('token', JSON.stringify(s.token));
        window.localStorage.setItem('user', JSON.stringify(s.user));
        window.localStorage.setItem('tutorial_enabled', 'false');
      }, opts.signedIn);
    }
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  };

  const out: Record<string, LighthouseFigures> = {};
  try {
    for (const [name, route] of Object.entries(opts.routes)) {
      const runs: { performance: number; accessibility: number; lcp: number; tbt: number; cls: number; fcp: number }[] = [];
      const warnings: string[] = [];
      // a run Lighthouse itself could not record (a runtime error such as NO_NAVSTART) or one that hung is noted
      // and run again, up to two more times, so it never turns the median into NaN
      for (let attempt = 0; runs.length < opts.runs && attempt < opts.runs + 2; attempt += 1) {
        opts.log(`lighthouse: ${name} run ${runs.length + 1}/${opts.runs}`);
        await reset(route.signedIn);
        const lhr = await runLighthouse(opts.baseUrl + route.path, chrome.port);
        if (KEEP_REPORTS && !('failed' in lhr)) {
          fs.mkdirSync(KEEP_REPORTS, { recursive: true });
          fs.writeFileSync(path.join(KEEP_REPORTS, `${name}-${runs.length + 1}.json`), JSON.stringify(lhr));
        }
        if ('failed' in lhr) {
          warnings.push(`${lhr.failed}: Chromium started anew (run again)`);
          await chrome.stop();
          chrome = await startChrome(opts.chromePath);
          continue;
        }
        // a signed-in route that lands on /login (or anywhere else) would measure the wrong page
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        if (landed !== new URL(opts.baseUrl + route.path).pathname) throw new Error(`lighthouse: ${route.path} ended on ${landed}`);
        warnings.push(...lhr.runWarnings.map(String));
        if (lhr.runtimeError) {
          warnings.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message} (run again)`);
          continue;
        }
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          performance: lhr.categories.performance?.score ?? Number.NaN,
          accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
          lcp: numeric('largest-contentful-paint'),
          tbt: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          fcp: numeric('first-contentful-paint'),
        });
        // what the accessibility score lost, so a score below 1 says why
        for (const audit of Object.values(lhr.audits)) {
          if (audit.score === 0 && lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0)) {
            warnings.push(`accessibility: ${audit.id}`);
          }
        }
      }
      const pick = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
      const range = (key: keyof (typeof runs)[number], round = Math.round): [number, number] => {
        const values = runs.map((r) => round(r[key]));
        return [Math.min(...values), Math.max(...values)];
      };
      out[name] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        lcp_ms: Math.round(pick('lcp')),
        tbt_ms: Math.round(pick('tbt')),
        cls: Math.round(pick('cls') * 1000) / 1000,
        fcp_ms: Math.round(pick('fcp')),
        runs: runs.length,
        range: { performance: range('performance', (v) => v), lcp_ms: range('lcp'), tbt_ms: range('tbt') },
        warnings: [...new Set(warnings)],
      };
    }
  } finally {
    await chrome.stop();
  }
  return out;
}
