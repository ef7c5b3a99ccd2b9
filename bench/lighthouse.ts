// Lighthouse (the npm package, its default mobile settings with simulated throttling) in the system Chromium,
// started by chrome-launcher, the median of N runs per route. Each run is a cold load: before it the origin's
// cache, service worker and storage are cleared through the DevTools protocol, and for a signed-in route the
// session is put back in local storage (Lighthouse's own storage reset is off, so that the session stays).
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

export async function measureLighthouse(opts: {
  baseUrl: string;
  routes: Record<string, LighthouseRoute>;
  runs: number;
  signedIn: SignedIn;
  chromePath: string;
  log: (line: string) => void;
}): Promise<Record<string, LighthouseFigures>> {
  // both are ES modules: loaded at run time from this CommonJS module
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: opts.chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const cdpBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const origin = new URL(opts.baseUrl).origin;

  /** a cold start for the next run: nothing cached, no worker, no storage but the session where it is needed */
  const reset = async (signedIn: boolean) => {
    const context = cdpBrowser.contexts()[0] ?? await cdpBrowser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${opts.baseUrl}/bench-floor/static.html`);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (signedIn) {
      await page.evaluate((s) => {
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
      // a run Lighthouse itself could not record (a runtime error such as NO_NAVSTART) is noted and run again,
      // up to two more times, so it never turns the median into NaN
      for (let attempt = 0; runs.length < opts.runs && attempt < opts.runs + 2; attempt += 1) {
        opts.log(`lighthouse: ${name} run ${runs.length + 1}/${opts.runs}`);
        await reset(route.signedIn);
        const result = await lighthouse(opts.baseUrl + route.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
        });
        if (!result) throw new Error(`lighthouse returned nothing for ${route.path}`);
        const { lhr } = result;
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
      out[name] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        lcp_ms: Math.round(pick('lcp')),
        tbt_ms: Math.round(pick('tbt')),
        cls: Math.round(pick('cls') * 1000) / 1000,
        fcp_ms: Math.round(pick('fcp')),
        runs: runs.length,
        warnings: [...new Set(warnings)],
      };
    }
  } finally {
    await cdpBrowser.close().catch(() => undefined);
    chrome.kill();
  }
  return out;
}
