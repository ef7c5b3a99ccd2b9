// The targets of issue 10, checked against a run's figures, and the one table the bench prints.
import type { ApiFigures } from './api';
import type { InteractionFigures } from './interactions';
import type { JsFigures } from './js';
import type { LighthouseFigures } from './lighthouse';

export interface Results {
  meta: Record<string, unknown>;
  js: JsFigures;
  /** shell: the JS floor's page (a bare React, Redux Toolkit and Router shell), a reference with no target */
  lighthouse: { floor: LighthouseFigures; shell?: LighthouseFigures; routes: Record<string, LighthouseFigures> } | null;
  interactions: InteractionFigures | null;
  api: { pglite: ApiFigures; postgres: ApiFigures | null } | null;
  targets: Check[];
}

export interface Check {
  figure: string;
  value: number | boolean;
  floor: number | string | null;
  target: string;
  pass: boolean;
}

const LIMITS = {
  firstLoadKib: 130,
  routeChunkKib: 35,
  appJsKib: 250,
  cssKib: 20,
  precacheKib: 350,
  performance: 0.95,
  lcpRatio: 2.5,
  tbtMs: 100,
  cls: 0.02,
  interactionRatio: 2.5,
  tickMs: 50,
  listP99Ms: 20,
  singleRowShare: 0.035,
};

export function checkTargets(r: Omit<Results, 'targets'>): Check[] {
  const checks: Check[] = [];
  const add = (figure: string, value: number | boolean, floor: Check['floor'], target: string, pass: boolean) => checks.push({ figure, value, floor, target, pass });
  const { js } = r;
  for (const [page, kib] of Object.entries(js.first_load_js_kib_gzip)) {
    add(`first-load JS ${page} (KiB gzip)`, kib, js.floor_first_load_js_kib_gzip, `≤ ${LIMITS.firstLoadKib}`, kib <= LIMITS.firstLoadKib);
  }
  for (const [chunk, c] of Object.entries(js.route_chunks)) {
    add(`route chunk ${chunk} (KiB gzip beyond first load)`, c.kib_gzip, null, `≤ ${LIMITS.routeChunkKib}`, c.kib_gzip <= LIMITS.routeChunkKib);
  }
  add('app JS without OCR (KiB gzip)', js.app_js_without_ocr_kib_gzip, js.floor_first_load_js_kib_gzip, `≤ ${LIMITS.appJsKib}`, js.app_js_without_ocr_kib_gzip <= LIMITS.appJsKib);
  add('CSS (KiB gzip)', js.css_kib_gzip, null, `≤ ${LIMITS.cssKib}`, js.css_kib_gzip <= LIMITS.cssKib);
  add('precache (KiB gzip)', js.precache_kib_gzip, null, `≤ ${LIMITS.precacheKib}`, js.precache_kib_gzip <= LIMITS.precacheKib);
  add('no OCR bytes in a first load', !js.ocr_in_first_load, null, 'true', !js.ocr_in_first_load);

  if (r.lighthouse) {
    const { floor, routes } = r.lighthouse;
    for (const [route, l] of Object.entries(routes)) {
      add(`Lighthouse ${route}: performance`, l.performance, floor.performance, `≥ ${LIMITS.performance}`, l.performance >= LIMITS.performance);
      add(`Lighthouse ${route}: LCP (ms)`, l.lcp_ms, floor.lcp_ms, `≤ ${LIMITS.lcpRatio}× floor`, l.lcp_ms <= LIMITS.lcpRatio * floor.lcp_ms);
      add(`Lighthouse ${route}: TBT (ms)`, l.tbt_ms, floor.tbt_ms, `≤ ${LIMITS.tbtMs}`, l.tbt_ms <= LIMITS.tbtMs);
      add(`Lighthouse ${route}: CLS`, l.cls, floor.cls, `≤ ${LIMITS.cls}`, l.cls <= LIMITS.cls);
      add(`Lighthouse ${route}: accessibility`, l.accessibility, floor.accessibility, '= 1', l.accessibility === 1);
    }
  }

  if (r.interactions) {
    const i = r.interactions;
    add('interactions: worst median (ms)', i.worst_ms, i.floor_click_ms, `≤ ${LIMITS.interactionRatio}× floor`, i.worst_ms <= LIMITS.interactionRatio * i.floor_click_ms);
    add('interactions: tick in the big list, median (ms)', i.tick_ms_median, i.floor_click_ms, `≤ ${LIMITS.tickMs}`, i.tick_ms_median <= LIMITS.tickMs);
  }

  if (r.api) {
    for (const [db, api] of Object.entries(r.api)) {
      if (!api) continue;
      const hello = api.routes.hello;
      for (const name of ['recipes_page', 'recipe_search', 'recipe_search_varied', 'recipe_search_new']) {
        const route = api.routes[name];
        if (route) add(`API ${db} ${name}: p99 at c10 (ms)`, route.c10.p99_ms, hello?.c10.p99_ms ?? null, `≤ ${LIMITS.listP99Ms}`, route.failures === 0 && route.c10.p99_ms <= LIMITS.listP99Ms);
      }
      const single = api.routes.recipe_get;
      if (single && hello) {
        const share = single.c100.rps / hello.c100.rps;
        add(`API ${db} recipe_get: req/s at c100 (share of hello)`, Math.round(share * 1000) / 1000, hello.c100.rps, `≥ ${LIMITS.singleRowShare}`, single.failures === 0 && share >= LIMITS.singleRowShare);
      }
      for (const [name, route] of Object.entries(api.routes)) {
        if (route.failures) add(`API ${db} ${name}: failed requests (${route.failure_detail})`, route.failures, null, '0', false);
      }
    }
  }
  return checks;
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

/** Every figure beside its floor, then the targets with pass or fail. */
export function renderTable(r: Results): string {
  const rows: [string, string, string][] = [];
  const row = (figure: string, value: unknown, floor: unknown = '') => rows.push([figure, String(value), floor === '' || floor === null ? '' : String(floor)]);
  const { js } = r;
  row('JS first load /home (KiB gzip)', js.first_load_js_kib_gzip.home, js.floor_first_load_js_kib_gzip);
  row('JS first load /recipes/{id} (KiB gzip)', js.first_load_js_kib_gzip.recipe, js.floor_first_load_js_kib_gzip);
  for (const [chunk, c] of Object.entries(js.route_chunks)) row(`  route chunk ${chunk} (own / beyond first load)`, `${c.own_kib_gzip} / ${c.kib_gzip}`);
  row('JS all app without OCR (KiB gzip)', js.app_js_without_ocr_kib_gzip, js.floor_first_load_js_kib_gzip);
  row('JS OCR (KiB gzip)', js.ocr_js_kib_gzip);
  row('OCR in a first load', js.ocr_in_first_load);
  row('CSS all (KiB gzip)', js.css_kib_gzip);
  row('precache (KiB gzip / as stored, files)', `${js.precache_kib_gzip} / ${js.precache_kib}, ${js.precache_files}`);
  if (r.lighthouse) {
    const { floor: f, shell, routes } = r.lighthouse;
    const page = (name: string, l: LighthouseFigures) => {
      row(`Lighthouse ${name} perf / a11y`, `${l.performance} / ${l.accessibility}`, `${f.performance} / ${f.accessibility}`);
      row('  LCP / TBT / CLS / FCP', `${l.lcp_ms} / ${l.tbt_ms} / ${l.cls} / ${l.fcp_ms}`, `${f.lcp_ms} / ${f.tbt_ms} / ${f.cls} / ${f.fcp_ms}`);
      const spread = ({ range }: LighthouseFigures) => `${range.performance.join('–')} / ${range.lcp_ms.join('–')} / ${range.tbt_ms.join('–')}`;
      row(`  lowest–highest of ${l.runs} runs: perf / LCP / TBT`, spread(l), spread(f));
    };
    if (shell) page('JS floor\'s page (reference)', shell);
    for (const [route, l] of Object.entries(routes)) page(route, l);
  }
  if (r.interactions) {
    const i = r.interactions;
    row('tick, big list (ms median / max)', `${i.tick_ms_median} / ${i.tick_ms_max}`, i.floor_click_ms);
    row('open dialog (ms)', i.open_dialog_ms, i.floor_click_ms);
    row('type in ingredient search (ms median / max)', `${i.type_search_ms_median} / ${i.type_search_ms_max}`, i.floor_click_ms);
    row('switch tabs (ms)', i.switch_tabs_ms, i.floor_click_ms);
    row('returning start, big store: first local-storage read (ms)', i.returning_start_storage_read_ms, i.floor_storage_read_ms);
  }
  if (r.api) {
    for (const [db, api] of Object.entries(r.api)) {
      if (!api) continue;
      const hello = api.routes.hello;
      row(`API ${db}: cold start (ms)`, api.cold_start_ms, api.floor_pglite_open_ms ?? '');
      for (const [name, route] of Object.entries(api.routes)) {
        row(`API ${db} ${route.request}: c10 p50/p99 ms, c10 req/s, c100 p99 ms, c100 req/s${route.shed ? `, ${route.shed} shed (503)` : ''}${route.failures ? `, ${route.failures} FAILED` : ''}`,
          `${route.c10.p50_ms} / ${route.c10.p99_ms}, ${route.c10.rps}, ${route.c100.p99_ms}, ${route.c100.rps}`,
          name === 'hello' ? '' : hello ? `${hello.c10.p50_ms} / ${hello.c10.p99_ms}, ${hello.c10.rps}, ${hello.c100.p99_ms}, ${hello.c100.rps}` : '');
      }
    }
  }
  const w0 = Math.max(...rows.map((x) => x[0].length), 6);
  const w1 = Math.max(...rows.map((x) => x[1].length), 5);
  const lines = [`${pad('figure', w0)}  ${pad('value', w1)}  floor`, ...rows.map(([a, b, c]) => `${pad(a, w0)}  ${pad(b, w1)}  ${c}`)];
  const t0 = Math.max(...r.targets.map((t) => t.figure.length), 6);
  lines.push('', `${pad('target', t0)}  ${pad('value', 8)}  ${pad('limit', 14)}  result`);
  for (const t of r.targets) lines.push(`${pad(t.figure, t0)}  ${pad(String(t.value), 8)}  ${pad(t.target, 14)}  ${t.pass ? 'pass' : 'FAIL'}`);
  const failed = r.targets.filter((t) => !t.pass).length;
  lines.push('', `${r.targets.length - failed} targets met, ${failed} missed`);
  return lines.join('\n');
}
