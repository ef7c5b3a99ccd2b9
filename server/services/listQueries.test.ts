// Issue 10: every list the API reads from the catalogue is index-backed and paged. Each statement is the one the
// route runs (from the same builder), planned by the database with sequential scans priced out, as they would
// be on a catalogue too large to read whole: a plan that still scans a table has no index to use. A page must
// end in a LIMIT of at most MAX_PAGE rows; a total is one aggregate row. A search is ranked once (one row: the ids
// of its matches in order) and its pages read their rows by primary key, a page's ids at a time.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { LATEST_RECIPES } from '../routes/home';
import { savedRecipesQuery } from '../routes/savedRecipes';
import { RECIPE_PAGE_SIZE } from '../../contract/api';
import type { FilterItemBody } from '../../contract/schemas';
import type { Db } from '../db';
import { recipes } from '../db/schema';
import { createCatalogueTestApp, recipeIdByName } from '../test/catalogue';
import { ingredientId } from '../test/cookbook';
import type { TestApp } from '../test/testApp';
import { latestRecipesQuery, rankedPageQuery, recipeListQueries, recipeQuery, searchRankingQuery, type RecipeQuery } from './recipeQueries';

/** issue 10: no list answers more rows than this */
const MAX_PAGE = 100;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

let t: TestApp;
let recipeId: number;
let eggs: number;
let butter: number;
beforeAll(async () => {
  t = await createCatalogueTestApp();
  recipeId = await recipeIdByName(t, 'Shakshuka');
  eggs = await ingredientId(t, 'egg');
  butter = await ingredientId(t, 'butter');
}, 120_000);
afterAll(() => t.close());

/** The plan of `statement`, built on the transaction that forbids sequential scans where an index can serve. */
async function planWithoutSeqScans(build: (db: Db) => SQLWrapper): Promise<PlanNode> {
  let plan: PlanNode | undefined;
  const done = new Error('roll back');
  await t.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.execute(sql`set local enable_seqscan = off`);
    // Db covers PGlite and node-postgres, whose results differ in type but both carry rows
    const result = (await db.execute(sql`explain (format json) ${build(db)}`)) as { rows: Record<string, unknown>[] };
    const cell = Object.values(result.rows[0]!)[0];
    plan = (typeof cell === 'string' ? JSON.parse(cell) : cell)[0].Plan;
    throw done;
  }).catch((err: unknown) => { if (err !== done) throw err; });
  return plan!;
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];
/** what each node reads: 'Seq Scan on recipes', 'Index Scan on recipes using recipes_pkey', 'Bitmap Index Scan using …' */
const scans = (plan: PlanNode) => nodes(plan).filter((n) => n['Relation Name'] || n['Index Name'])
  .map((n) => [n['Node Type'], n['Relation Name'] && `on ${n['Relation Name']}`, n['Index Name'] && `using ${n['Index Name']}`].filter(Boolean).join(' '));

/** The LIMIT the statement sends, read from its SQL and parameters. */
function limitOf(statement: { toSQL(): { sql: string; params: unknown[] } }): number | null {
  const { sql: text, params } = statement.toSQL();
  const match = text.match(/ limit \$(\d+)/i);
  return match ? Number(params[Number(match[1]) - 1]) : null;
}

const include = (type: 'ingredient' | 'category', value: number): FilterItemBody => ({ type, name: String(value), includeExclude: 'include', value });
const exclude = (type: 'ingredient' | 'category', value: number): FilterItemBody => ({ type, name: String(value), includeExclude: 'exclude', value });
const vegetarian: FilterItemBody = { type: 'preference', name: 'Vegetarian', includeExclude: 'include', value: 'vegetarian' };

const lists: Record<string, () => RecipeQuery> = {
  'GET /recipes': () => ({ page: 3, search: '', filters: [] }),
  'GET /recipe-search': () => ({ page: 1, search: 'chicken curry', filters: [] }),
  'GET /recipe-search (a typo)': () => ({ page: 1, search: 'lasagna', filters: [] }),
  'POST /recipe-filter (ingredients in and out, a preference)': () => ({ page: 1, search: '', filters: [include('ingredient', eggs), exclude('ingredient', butter), vegetarian] }),
  'POST /recipe-filter (a category out, with a search)': () => ({ page: 2, search: 'soup', filters: [exclude('category', 1)] }),
};

describe.each(Object.entries(lists))('%s', (_name, query) => {
  test('its page reads through indexes only and ends in a LIMIT of at most 100', async () => {
    const plan = await planWithoutSeqScans((db) => recipeListQueries(db, query()).page);
    expect(scans(plan).filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
    expect(nodes(plan).map((n) => n['Node Type'])).toContain('Limit');
    expect(limitOf(recipeListQueries(t.db, query()).page)).toBeLessThanOrEqual(MAX_PAGE);
  });

  test('its total reads through indexes only and is one row', async () => {
    const plan = await planWithoutSeqScans((db) => recipeListQueries(db, query()).total);
    expect(scans(plan).filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
    expect(plan['Node Type']).toBe('Aggregate');
    expect(plan['Plan Rows']).toBe(1);
  });
});

describe.each(Object.entries(lists).filter(([, query]) => query().search))('%s, ranked once', (_name, query) => {
  test('its ranking reads through indexes only and is one row', async () => {
    const plan = await planWithoutSeqScans((db) => searchRankingQuery(db, query()));
    expect(scans(plan).filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
    expect(scans(plan).join('\n')).toContain('using recipes_search_idx');
    expect(plan['Plan Rows']).toBe(1);
  });

  // at scale it reads them by primary key (recipeQueries.test.ts)
  test('its page reads through indexes only, a page of ids at a time', async () => {
    const [ranking] = await searchRankingQuery(t.db, query());
    const ids = ranking!.ids.slice(0, RECIPE_PAGE_SIZE);
    expect(ids.length).toBeGreaterThan(0);
    const plan = await planWithoutSeqScans((db) => rankedPageQuery(db, ids));
    expect(scans(plan).filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
    expect(plan['Plan Rows']).toBeLessThanOrEqual(MAX_PAGE);
  });
});

test.each([
  ['GET /home-beta (latest recipes)', (db: Db) => latestRecipesQuery(db, LATEST_RECIPES), 'recipes_latest_idx'],
  ['GET /user-saved-recipes', (db: Db) => savedRecipesQuery(db, 1), 'saved_recipes_user_id_recipe_id_pk'],
] as const)('%s reads through indexes only and ends in a LIMIT of at most 100', async (_name, build, index) => {
  const plan = await planWithoutSeqScans(build);
  expect(scans(plan).filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
  expect(scans(plan).join('\n')).toContain(index);
  expect(limitOf(build(t.db))).toBeLessThanOrEqual(MAX_PAGE);
});

test('GET /recipes/{id} is one statement that reads the recipe, its lines and its steps through indexes', async () => {
  const plan = await planWithoutSeqScans((db) => recipeQuery(db, recipeId));
  expect(scans(plan).filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
  expect(scans(plan)).toEqual(expect.arrayContaining([
    expect.stringMatching(/^Index Scan on recipes using /),
    expect.stringMatching(/using recipe_ingredients_recipe_idx$/),
    expect.stringMatching(/using recipe_steps_recipe_idx$/),
  ]));
});

test('the check sees a list that has no index to use, and one without a LIMIT', async () => {
  // negative controls: what the checks above must refuse
  const unindexed = await planWithoutSeqScans(() => sql`select id from recipes where description like ${'%egg%'} limit 12`);
  expect(scans(unindexed)).toContain('Seq Scan on recipes');
  expect(limitOf(t.db.select({ id: recipes.id }).from(recipes))).toBeNull();
});
