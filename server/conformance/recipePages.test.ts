// Import conformance (issue 7): 221 real recipe pages, each served from a local HTTP server and imported
// through the real API (safe fetch with loopback allowed for the test, extraction, storage), then compared
// with what the recipe-scrapers project expects from the same page. The pages are other people's work: they
// are read in place from the shared data folder and never copied into the repository.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseFragment } from 'parse5';
import type { ImportedRecipe, ImportedRecipeData } from '../../contract/entities';
import { parseIsoDuration } from '../../contract/isoDuration';
import { unwrapDoubledBrackets, unwrapLinkShortcodes } from '../services/ingredientLines';
import { createTestApp, signUp, TEST_INVITES, type TestApp } from '../test/testApp';

const repo = path.resolve(__dirname, '../..');
const dataDir = process.env.LARDER_SHARED_DATA ?? path.resolve(repo, '../shared/data');
const pagesDir = path.join(dataDir, 'recipe-pages');
const indexFile = path.join(pagesDir, 'INDEX.csv');
const available = existsSync(indexFile);
if (!available) {
  console.warn(`import conformance skipped: ${indexFile} not found (set LARDER_SHARED_DATA to the shared data folder)`);
}

type Markup = 'jsonld' | 'jsonld-bad' | 'microdata' | 'jsonld+microdata' | 'neither';
interface Page {
  page: string;
  expected: string;
  markup: Markup;
}
interface Expected {
  title?: string;
  ingredients?: string[];
  instructions_list?: string[];
  /** the page's ingredient groups: a null purpose for lines before the first named group */
  ingredient_groups?: { purpose: string | null; ingredients: string[] }[];
  /** minutes */
  total_time?: number | null;
}

/** The text a reader sees: tags dropped, entities decoded, doubled parentheses and whitespace collapsed (a note wrapped twice unwrapped first), a link's shortcode its text. */
function normalise(text: string): string {
  let t = text;
  // twice: some pages encode entities twice
  for (let round = 0; round < 2; round += 1) {
    const fragment = parseFragment(t);
    const parts: string[] = [];
    const walk = (node: { nodeName: string; value?: string; childNodes?: unknown[] }) => {
      if (node.nodeName === '#text') parts.push(node.value ?? '');
      for (const child of (node.childNodes ?? []) as (typeof node)[]) walk(child);
    };
    walk(fragment as unknown as Parameters<typeof walk>[0]);
    t = parts.join('');
  }
  t = t.replace(/[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g, ' ');
  // a note wrapped twice reads as the importer writes it, on both sides ('((300ml) or milk)' → '(300ml) or milk')
  t = unwrapDoubledBrackets(t);
  // recipe-scrapers keeps a link's shortcode as the page's text holds it ('[Challah Bread | https://…]'); we keep its text
  t = unwrapLinkShortcodes(t);
  let before: string;
  do {
    before = t;
    t = t.replace(/\(\s*\(/g, '(').replace(/\)\s*\)/g, ')');
  } while (t !== before);
  return t.replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').replace(/\s+([,;.])/g, '$1').trim();
}

/** Same count, and at least 90% of the lines equal after normalising. */
function linesMatch(got: string[], want: string[]): boolean {
  if (got.length !== want.length || !want.length) return false;
  const equal = want.filter((line, i) => normalise(line) === normalise(got[i] ?? '')).length;
  return equal / want.length >= 0.9;
}

/**
 * The lines match, or they do with each group's name as a line over its own (recipe-scrapers lists a group's name
 * among the ingredients where the page's markup does, gourmandize's 'Lemon cream', which we keep beside the lines).
 */
function ingredientsMatch(data: ImportedRecipeData, want: string[]): boolean {
  const got = data.recipeIngredient ?? [];
  if (linesMatch(got, want)) return true;
  let at = 0;
  const named = (data.ingredientGroups ?? []).flatMap((group) => [...(group.name ? [group.name] : []), ...got.slice(at, (at += group.count))]);
  return named.length > got.length && linesMatch(named, want);
}

/**
 * As many steps as recipe-scrapers lists. It lists a step's title and a section's name as lines of their own
 * ('Make the filling', then its text), where we keep them beside the step: as many lines counting those agrees too.
 * A heading or a ',' numbered as a step of its own (kingarthur, chefkoch) agrees with neither.
 */
function stepsMatch(data: ImportedRecipeData, want: Expected): boolean {
  const steps = data.recipeInstructions?.length ?? 0;
  const headings = (data.stepTitles ?? []).filter(Boolean).length + (data.instructionSections ?? []).filter((section) => section.name).length;
  const lines = want.instructions_list?.length ?? 0;
  return steps === lines || steps + headings === lines;
}

/** A group's name as compared: case, quotes and a closing ':' or '-' aside ('dipping sauce:' is 'Dipping sauce'). */
const groupKey = (name: string | null) => normalise(name ?? '').toLowerCase().replace(/[‘’]/g, "'").replace(/[\s:\-–]+$/, '');

/** The same groups in the same order, each over as many lines (compared on pages where recipe-scrapers finds two or more). */
function groupsMatch(data: ImportedRecipeData, want: NonNullable<Expected['ingredient_groups']>): boolean {
  const key = (groups: { name: string; count: number }[]) => groups.map((group) => `${groupKey(group.name)}=${group.count}`).join('|');
  return key(data.ingredientGroups ?? []) === key(want.map((group) => ({ name: group.purpose ?? '', count: group.ingredients.length })));
}

const pct = (n: number, of: number) => (of ? (100 * n) / of : 100);

/**
 * Issue 7 asks for 98% titles, 90% ingredient lists and 95% instructions, and all three hold. The ingredient
 * lists reach 185 of 203 (91.1%), taking the list under the page's Ingredients heading where it says more than
 * the schema.org data (metric amounts, a second part, a list squashed into one line), rows of tick boxes where it
 * has no list, and the page's rows of the schema's bare names. The 18 misses are pages
 * where recipe-scrapers reads the site's HTML in ways other sites' expectations contradict (WP Recipe Maker notes
 * without brackets on a few sites and with them on most, '▢' kept, 'tablespoon' for 'tbsp', '500 g' for
 * '500.0 g'), or a list the page builds with JavaScript. See docs/decisions.md. Ours, beyond the issue: the total
 * time of the 188 pages recipe-scrapers gives one for, 187 right (99.5%). Ours too: as many steps as recipe-scrapers
 * lists on 195 of 203 pages (96.1%; 193 before a method's paragraphs were read under a label or the dish's name;
 * 176 before step titles and sections were kept beside the steps, and ',' and '1' were no longer steps; 187 before
 * a microdata step element was one titled step, run-on sentences were split and a repeated run of steps dropped).
 * The same ingredient groups
 * as recipe-scrapers on 69 of the 76 pages where it finds two or more (90.8%; none before); among the misses, groups
 * that are no list items (inspiredtaste), schema.org lines in another order than the card's (barefootinthepines).
 */
const FLOORS = { title: 98, ingredients: 90, instructions: 95, time: 95, steps: 94, groups: 89 };

(available ? describe : describe.skip)('import conformance on real recipe pages', () => {
  const pages: Page[] = available
    ? readFileSync(indexFile, 'utf8').trim().split(/\r?\n/).slice(1).map((line) => {
      const [page = '', expected = '', markup = ''] = line.split(',');
      return { page, expected, markup: markup as Markup };
    })
    : [];
  let t: TestApp;
  let auth: Record<string, string>;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const file = path.join(pagesDir, decodeURIComponent((req.url ?? '/').slice(1)));
      if (!file.startsWith(pagesDir + path.sep) || !file.endsWith('.testhtml') || !existsSync(file)) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      // no charset: the importer reads a BOM or the page's own <meta charset>, as with a real site that omits it
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    t = await createTestApp({ importAllowLoopback: true, importRateLimit: { max: 100_000, timeWindowMs: 60_000 } });
    auth = (await signUp(t, TEST_INVITES[0]!)).auth;
    // opening the embedded database takes long when the machine is busy
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  test('the recipe markup of every page is imported as recipe-scrapers expects it', async () => {
    const tally = { pages: 0, title: 0, ingredients: 0, instructions: 0, steps: 0, grouped: 0, groups: 0, timed: 0, time: 0, neither: 0, neitherFailed: 0 };
    const misses: string[] = [];
    const started = Date.now();
    for (const page of pages) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user-imported-recipes', headers: auth, payload: { url: base + page.page } });
      // no page may make the server fail; every one is read (loopback is allowed) and stored
      expect([page.page, res.statusCode]).toEqual([page.page, 201]);
      const row = res.json<ImportedRecipe>();
      expect(row.url).toBe(base + page.page);
      const data = JSON.parse(row.data) as ImportedRecipeData;
      const del = await t.app.inject({ method: 'DELETE', url: `/api/user-imported-recipes/${row.import_recipe_id}`, headers: auth });
      expect(del.statusCode).toBe(200);
      if (page.markup === 'neither') {
        tally.neither += 1;
        if (row.import_failed) tally.neitherFailed += 1;
        else misses.push(`${page.page} [neither]: imported "${data.name}"`);
        continue;
      }
      const want = JSON.parse(readFileSync(path.join(pagesDir, page.expected), 'utf8')) as Expected;
      tally.pages += 1;
      const why: string[] = [];
      if (row.import_failed) why.push('import_failed');
      if (normalise(data.name ?? '') === normalise(want.title ?? '')) tally.title += 1;
      else why.push(`title "${data.name}" ≠ "${want.title}"`);
      if (ingredientsMatch(data, want.ingredients ?? [])) tally.ingredients += 1;
      else why.push(`ingredients ${data.recipeIngredient?.length ?? 0} ≠ ${want.ingredients?.length ?? 0}`);
      if (data.recipeInstructions?.length) tally.instructions += 1;
      else why.push('no instructions');
      if (stepsMatch(data, want)) tally.steps += 1;
      else why.push(`steps ${data.recipeInstructions?.length ?? 0} ≠ ${want.instructions_list?.length ?? 0}`);
      if ((want.ingredient_groups?.length ?? 0) > 1) {
        tally.grouped += 1;
        if (groupsMatch(data, want.ingredient_groups!)) tally.groups += 1;
        else why.push(`ingredient groups ${data.ingredientGroups?.length ?? 0} ≠ ${want.ingredient_groups!.length}`);
      }
      if (want.total_time) {
        tally.timed += 1;
        const minutes = (parseIsoDuration(data.totalTime ?? '') ?? 0) / 60;
        if (minutes === want.total_time) tally.time += 1;
        else why.push(`total time ${minutes} ≠ ${want.total_time} min`);
      }
      if (why.length) misses.push(`${page.page} [${page.markup}]: ${why.join('; ')}`);
    }
    const figures = {
      pages: tally.pages,
      title: pct(tally.title, tally.pages),
      ingredients: pct(tally.ingredients, tally.pages),
      instructions: pct(tally.instructions, tally.pages),
      steps: pct(tally.steps, tally.pages),
      groups: pct(tally.groups, tally.grouped),
      time: pct(tally.time, tally.timed),
      neither: `${tally.neitherFailed}/${tally.neither}`,
    };
    console.log([
      `import conformance in ${((Date.now() - started) / 1000).toFixed(1)} s on ${tally.pages} pages with markup:`,
      `title ${figures.title.toFixed(1)}%, ingredient lines ${figures.ingredients.toFixed(1)}%, instructions ${figures.instructions.toFixed(1)}%, total time ${figures.time.toFixed(1)}% of ${tally.timed};`,
      `as many steps ${figures.steps.toFixed(1)}% (${tally.steps}), ingredient groups ${figures.groups.toFixed(1)}% of the ${tally.grouped} pages with two or more;`,
      `'neither' pages ending as import_failed: ${figures.neither}`,
      ...(misses.length ? ['misses:', ...misses.map((m) => `  ${m}`)] : []),
    ].join('\n'));
    expect(tally.pages).toBeGreaterThan(0);
    expect(figures.title).toBeGreaterThanOrEqual(FLOORS.title);
    expect(figures.ingredients).toBeGreaterThanOrEqual(FLOORS.ingredients);
    expect(figures.instructions).toBeGreaterThanOrEqual(FLOORS.instructions);
    expect(figures.time).toBeGreaterThanOrEqual(FLOORS.time);
    expect(figures.steps).toBeGreaterThanOrEqual(FLOORS.steps);
    expect(figures.groups).toBeGreaterThanOrEqual(FLOORS.groups);
    expect(tally.neitherFailed).toBe(tally.neither);
  }, 120_000);
});
