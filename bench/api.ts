// The API under load with autocannon: for each route a warm-up, a latency run at 10 connections and a
// throughput run at 100, against the running server. The floor is the same server's hello route.
import autocannon from 'autocannon';
import type { ShoppingListItem } from '../contract/entities';
import { CATALOGUE } from '../server/services/catalogue';
import { CATALOGUE_CACHE_ENTRIES } from '../server/services/catalogueCache';
import { KEPT_RANKINGS } from '../server/services/recipeQueries';
import { RECIPE_PREFIXES } from './seed';

export interface LoadFigures {
  c10: { p50_ms: number; p99_ms: number; rps: number };
  c100: { p99_ms: number; rps: number };
  /** non-2xx answers, socket errors, timeouts and runs with no answer at all, over the measured runs */
  failures: number;
  failure_detail: string;
  /** 503 answers of the load shedder (their latency is in the percentiles; req/s counts 2xx answers only) */
  shed: number;
}

export interface ApiFigures {
  routes: Record<string, LoadFigures & { request: string }>;
  cold_start_ms: number;
  floor_pglite_open_ms: number | null;
}

export interface ApiTarget {
  baseUrl: string;
  token: string;
  recipeId: number;
  writeListId: number;
  writeItems: ShoppingListItem[];
  login: { email: string; password: string };
  durationS: number;
  warmupS: number;
}

interface Route {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** asked in turn instead of `path` alone */
  paths?: string[];
  auth?: boolean;
  body?: unknown;
}

const routes = (t: ApiTarget): Record<string, Route> => ({
  // the floor: the least a request through this server costs (no database, no auth)
  hello: { method: 'GET', path: '/api/hello' },
  // for reference: one `select 1` through the same stack, and a static file of the same server
  health: { method: 'GET', path: '/api/health' },
  static_file: { method: 'GET', path: '/latest-version.json' },
  recipes_page: { method: 'GET', path: '/api/recipes?page=3' },
  recipe_search: { method: 'GET', path: '/api/recipe-search?search=chicken&page=1' },
  // paging through 15 searches: more pages than the catalogue cache holds, so every answer is read, but each
  // search's ranking is kept (server/services/recipeQueries.ts) after its first page
  recipe_search_varied: { method: 'GET', path: '/api/recipe-search?search={word}&page={1..35}', paths: variedSearches() },
  // a search nobody made before, every time: the ranking itself is computed for each request
  recipe_search_new: { method: 'GET', path: '/api/recipe-search?search={prefix} {word}&page=1', paths: newSearches() },
  recipe_get: { method: 'GET', path: `/api/recipes/${t.recipeId}` },
  list_put_200: { method: 'PUT', path: `/api/user-shoppinglists/${t.writeListId}`, auth: true, body: { ingredients: t.writeItems } },
  login: { method: 'POST', path: '/api/login', body: t.login },
});

function variedSearches(): string[] {
  const words = RECIPE_PREFIXES.map((w) => w.toLowerCase());
  const pages = Array.from({ length: 35 }, (_, i) => i + 1);
  const paths = pages.flatMap((page) => words.map((word) => `/api/recipe-search?search=${word}&page=${page}`));
  if (paths.length <= CATALOGUE_CACHE_ENTRIES) throw new Error('bench: the varied searches must outnumber the catalogue cache');
  return paths;
}

/**
 * Two-word searches (a recipe prefix and a word of a real recipe's name): more than the answer cache and the
 * kept rankings hold together, so a search met again (after ~2,700 others) has long left both (LRU).
 */
function newSearches(): string[] {
  const words = [...new Set(CATALOGUE.recipes.flatMap((r) => r.name.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 4))];
  const paths = words.flatMap((word) => RECIPE_PREFIXES.map((prefix) => `/api/recipe-search?search=${encodeURIComponent(`${prefix.toLowerCase()} ${word}`)}&page=1`));
  if (paths.length <= 2 * (KEPT_RANKINGS + CATALOGUE_CACHE_ENTRIES)) throw new Error(`bench: only ${paths.length} new searches`);
  return paths;
}

async function run(t: ApiTarget, route: Route, connections: number, duration: number, next?: () => string) {
  const result = await autocannon({
    url: t.baseUrl + (route.paths?.[0] ?? route.path),
    method: route.method,
    connections,
    duration,
    headers: {
      ...(route.body ? { 'content-type': 'application/json' } : {}),
      ...(route.auth ? { authorization: `Bearer ${t.token}` } : {}),
    },
    ...(route.body ? { body: JSON.stringify(route.body) } : {}),
    ...(next ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }) }] } : {}),
  });
  // a run in which nothing came back is a failure too, not a latency of 0; a 503 is the server shedding load
  // on purpose (plugins/loadShedding.ts): counted apart, and never as throughput
  const empty = result.requests.total === 0 ? 1 : 0;
  const stats = Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count ?? 0] as const);
  const ok = stats.filter(([code]) => code.startsWith('2')).reduce((sum, [, n]) => sum + n, 0);
  const shed = stats.filter(([code]) => code === '503').reduce((sum, [, n]) => sum + n, 0);
  const failures = result.non2xx - shed + result.errors + result.timeouts + empty;
  const codes = stats.filter(([code]) => !code.startsWith('2') && code !== '503').map(([code, n]) => `${n}× ${code}`);
  const detail = failures
    ? `c${connections}: ${result.non2xx - shed} non-2xx${codes.length ? ` (${codes.join(', ')})` : ''}, ${result.errors} errors, ${result.timeouts} timeouts${empty ? ', no answer' : ''}`
    : '';
  return { result, failures, detail, shed, okRps: Math.round(ok / duration) };
}

/** the route's paths in turn, carried on from one run to the next (the warm-up's searches are not met again) */
function cycle(paths: string[]) {
  let next = 0;
  return () => paths[next++ % paths.length]!;
}

/** lets the server finish what the last run left queued: one request must come back before the next run */
async function settle(baseUrl: string) {
  await fetch(`${baseUrl}/api/health`).then((res) => res.arrayBuffer());
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const ms = (n: number) => Math.round(n * 100) / 100;

export async function measureApi(t: ApiTarget, log: (line: string) => void): Promise<Record<string, LoadFigures & { request: string }>> {
  const out: Record<string, LoadFigures & { request: string }> = {};
  for (const [name, route] of Object.entries(routes(t))) {
    log(`api: ${name}`);
    const next = route.paths ? cycle(route.paths) : undefined;
    await run(t, route, 10, t.warmupS, next);
    await settle(t.baseUrl);
    const c10 = await run(t, route, 10, t.durationS, next);
    await settle(t.baseUrl);
    const c100 = await run(t, route, 100, t.durationS, next);
    await settle(t.baseUrl);
    out[name] = {
      request: `${route.method} ${route.path.replace(/^\/api/, '')}`,
      c10: { p50_ms: ms(c10.result.latency.p50), p99_ms: ms(c10.result.latency.p99), rps: c10.okRps },
      c100: { p99_ms: ms(c100.result.latency.p99), rps: c100.okRps },
      shed: c10.shed + c100.shed,
      failures: c10.failures + c100.failures,
      failure_detail: [c10.detail, c100.detail].filter(Boolean).join('; '),
    };
  }
  return out;
}

export async function signIn(baseUrl: string, login: { email: string; password: string }): Promise<{ token: string; user: { id: number; name: string; email: string } }> {
  const res = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
  if (!res.ok) throw new Error(`bench login failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; user: { id: number; name: string; email: string } };
}
