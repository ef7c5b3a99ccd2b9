// What the client ships: the gzip size of what a first visit loads (read from the requests Chromium makes),
// of each route chunk (from webpack's stats), of all app JS but OCR, of the CSS and of the service worker's
// precache; and a check that no OCR code is in a first load. The floor is the bare shell of bench/floor/.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface JsFigures {
  first_load_js_kib_gzip: Record<string, number>;
  first_load_css_kib_gzip: Record<string, number>;
  first_load_files: Record<string, string[]>;
  floor_first_load_js_kib_gzip: number;
  /** per lazily loaded route: its own chunk, and everything it loads beyond the first load (shared chunks too) */
  route_chunks: Record<string, { kib_gzip: number; own_kib_gzip: number; files: string[] }>;
  app_js_without_ocr_kib_gzip: number;
  ocr_js_kib_gzip: number;
  ocr_files: string[];
  ocr_in_first_load: boolean;
  css_kib_gzip: number;
  precache_kib: number;
  precache_kib_gzip: number;
  precache_files: number;
}

interface StatsAsset { name: string }
interface StatsChunk { id: string | number; names: string[]; files: string[]; initial: boolean; modules?: { name?: string; identifier?: string }[] }
interface Stats {
  entrypoints: Record<string, { assets: StatsAsset[] }>;
  namedChunkGroups: Record<string, { assets: StatsAsset[]; chunks: (string | number)[] }>;
  chunks: StatsChunk[];
}

const KIB = 1024;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

const gzipCache = new Map<string, number>();
/** gzip -9 bytes of a built file (what a compressing server or CDN sends) */
export function gzipBytes(dist: string, file: string): number {
  const full = path.join(dist, file);
  let size = gzipCache.get(full);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
    gzipCache.set(full, size);
  }
  return size;
}

const kibGzip = (dist: string, files: Iterable<string>) => round([...files].reduce((sum, f) => sum + gzipBytes(dist, f), 0) / KIB);
const isJs = (f: string) => f.endsWith('.js');
const isCss = (f: string) => f.endsWith('.css');
/** OCR: the receipt scanner's tesseract.js code, its worker and core, and anything in src/features/scan */
const OCR_MODULE = /tesseract|[\\/]src[\\/]features[\\/]scan[\\/]|[\\/]ocr/i;
const OCR_FILE = /tesseract|ocr|traineddata/i;

export function ocrFiles(stats: Stats, dist: string): Set<string> {
  const files = new Set<string>();
  for (const chunk of stats.chunks) {
    if ((chunk.modules ?? []).some((m) => OCR_MODULE.test(m.name ?? m.identifier ?? ''))) chunk.files.filter(isJs).forEach((f) => files.add(f));
  }
  for (const f of listFiles(dist)) if (OCR_FILE.test(f) && !f.endsWith('.map')) files.add(f);
  return files;
}

function listFiles(dir: string, base = ''): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((e) => {
    const rel = base ? `${base}/${e.name}` : e.name;
    return e.isDirectory() ? listFiles(dir, rel) : [rel];
  });
}

/** The same-origin scripts and stylesheets a fresh visit (no service worker, empty cache) requests. */
export async function firstLoadFiles(browser: Browser, url: string, waitFor: string): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const files = new Set<string>();
  page.on('request', (request) => {
    const target = new URL(request.url());
    if (target.origin === origin && ['script', 'stylesheet'].includes(request.resourceType())) files.add(target.pathname.replace(/^\//, ''));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(waitFor).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...files].sort();
}

export async function measureJs(opts: {
  browser: Browser;
  baseUrl: string;
  dist: string;
  statsFile: string;
  pages: Record<string, { path: string; waitFor: string }>;
  floorPath: string;
}): Promise<JsFigures> {
  const { dist } = opts;
  const stats = JSON.parse(fs.readFileSync(opts.statsFile, 'utf8')) as Stats;
  const ocr = ocrFiles(stats, dist);

  const firstLoad: Record<string, string[]> = {};
  for (const [name, p] of Object.entries(opts.pages)) firstLoad[name] = await firstLoadFiles(opts.browser, opts.baseUrl + p.path, p.waitFor);
  const floorFiles = await firstLoadFiles(opts.browser, opts.baseUrl + opts.floorPath, 'h1');

  const initial = new Set(Object.values(stats.entrypoints).flatMap((e) => e.assets.map((a) => a.name)));
  const entryNames = new Set(Object.keys(stats.entrypoints));
  const route_chunks: JsFigures['route_chunks'] = {};
  for (const [name, group] of Object.entries(stats.namedChunkGroups)) {
    if (entryNames.has(name)) continue;
    const beyond = group.assets.map((a) => a.name).filter((f) => isJs(f) && !initial.has(f));
    const own = stats.chunks.filter((c) => c.names.includes(name)).flatMap((c) => c.files.filter(isJs));
    route_chunks[name] = { kib_gzip: kibGzip(dist, beyond), own_kib_gzip: kibGzip(dist, own), files: beyond };
  }

  const emitted = listFiles(dist).filter((f) => !f.startsWith('bench-floor/'));
  const appJs = emitted.filter((f) => isJs(f) && f !== 'service-worker.js' && !ocr.has(f));
  const css = emitted.filter(isCss);

  const sw = fs.readFileSync(path.join(dist, 'service-worker.js'), 'utf8');
  const precached = [...new Set([...sw.matchAll(/url['"]?\s*:\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!.replace(/^\//, '')))]
    .filter((f) => fs.existsSync(path.join(dist, f)));
  const precacheBytes = precached.reduce((sum, f) => sum + fs.statSync(path.join(dist, f)).size, 0);

  return {
    first_load_js_kib_gzip: Object.fromEntries(Object.entries(firstLoad).map(([k, files]) => [k, kibGzip(dist, files.filter(isJs))])),
    first_load_css_kib_gzip: Object.fromEntries(Object.entries(firstLoad).map(([k, files]) => [k, kibGzip(dist, files.filter(isCss))])),
    first_load_files: firstLoad,
    floor_first_load_js_kib_gzip: kibGzip(dist, floorFiles.filter(isJs)),
    route_chunks,
    app_js_without_ocr_kib_gzip: kibGzip(dist, appJs),
    ocr_js_kib_gzip: kibGzip(dist, [...ocr].filter(isJs)),
    ocr_files: [...ocr].sort(),
    ocr_in_first_load: Object.values(firstLoad).some((files) => files.some((f) => ocr.has(f))),
    css_kib_gzip: kibGzip(dist, css),
    precache_kib: round(precacheBytes / KIB),
    precache_kib_gzip: kibGzip(dist, precached),
    precache_files: precached.length,
  };
}
