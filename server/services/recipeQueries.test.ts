// The recipe list and search statements use their indexes on the seeded catalogue (ARCHITECTURE §4: every
// query indexed). A plan that stops naming an index here is a regression worth a look.
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { FilterItemBody } from '../../contract/schemas';
import type { Db } from '../db';
import { recipes } from '../db/schema';
import { createCatalogueTestApp, recipeIdByName } from '../test/catalogue';
import type { TestApp } from '../test/testApp';
import { readCatalogueVersion } from './catalogueCache';
import { NAME_SIMILARITY } from './recipeFilters';
import { findRecipes, rankedPageQuery, recipeListQueries, searchRankingQuery, type RecipeQuery } from './recipeQueries';

let t: TestApp;
beforeAll(async () => { t = await createCatalogueTestApp(); });
afterAll(() => t.close());

async function plan(db: Db, statement: SQLWrapper): Promise<string> {
  // Db covers PGlite and node-postgres, whose results differ in type but both carry rows
  const result = (await db.execute(sql`explain ${statement}`)) as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

/** Runs `check` against the catalogue plus `extra` synthetic recipes, then rolls them back (the statistics stay: run it last). */
async function atScale(extra: number, check: (db: Db) => Promise<void>) {
  const rolledBack = new Error('roll back');
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`insert into recipes (slug, name, description, category_id)
      select 'scale-' || g, 'Dish ' || md5(g::text), 'Described ' || md5((g * 7)::text), (select min(id) from categories where kind = 'recipe')
      from generate_series(1, ${extra}) g`);
    await tx.execute(sql`analyze recipes`);
    await check(tx as unknown as Db);
    throw rolledBack;
  }).catch((err: unknown) => { if (err !== rolledBack) throw err; });
}

test("every session's name trigram index answers at the search threshold, so it leaves no names below it to check", async () => {
  // at pg_trgm's default (0.6) the index handed a two-word search every name sharing one of its words
  const { rows } = (await t.db.execute(sql`select current_setting('pg_trgm.word_similarity_threshold')::float8 as threshold`)) as unknown as { rows: { threshold: number }[] };
  expect(rows[0]!.threshold).toBe(NAME_SIMILARITY);
});

test('the planner prices a name trigram condition from a small sample of names (migrations 0009, 0011), so planning a search costs less than running it', async () => {
  const { rows } = (await t.db.execute(sql`select attname, attstattarget::int as target from pg_attribute
    where attrelid = 'recipes'::regclass and attname in ('name', 'search_name') order by attname`)) as unknown as { rows: { attname: string; target: number }[] };
  expect(rows).toEqual([{ attname: 'name', target: 10 }, { attname: 'search_name', target: 10 }]);
});

test.each(['shakshuk', 'chicken curry', 'lasagna', 'tomato purée', 'creme fraiche', 'Salade Niçoise'])('a search (%s) goes through both GIN indexes, on the seeded catalogue already', async (search) => {
  const statements = recipeListQueries(t.db, { page: 1, search, filters: [] });
  for (const statement of [statements.total, statements.page, searchRankingQuery(t.db, { search, filters: [] })]) {
    const text = await plan(t.db, statement);
    expect(text).toContain('Bitmap Index Scan on recipes_search_idx');
    expect(text).toContain('Bitmap Index Scan on recipes_search_name_trgm_idx');
    expect(text).not.toContain('Seq Scan on recipes');
  }
});

test('a search folds only its own text, once per statement: the plan compares the stored folded columns with constants', async () => {
  // migration 0011: search_fold is inlined, and planned with the search's text it is a constant (no fold per row)
  const text = await plan(t.db, searchRankingQuery(t.db, { search: 'Tomato Purée', filters: [] }));
  expect(text).toContain(`Index Cond: (search_vector @@ '''tomato'' & ''pure'''::tsquery)`);
  expect(text).toContain(`Index Cond: (search_name %> 'tomato puree'::text)`);
  expect(text).not.toMatch(/search_fold|translate/);
});

test('the search indexes take new entries at once: after the seed no pending list is left for every search to scan', async () => {
  // migration 0008 (0011 made two of them again): the embedded database has no autovacuum to merge a GIN pending list
  const result = (await t.db.execute(sql`select relname, reloptions, gin_clean_pending_list(oid) as pending_pages from pg_class
    where relname in ('recipes_search_idx', 'recipes_search_name_trgm_idx', 'recipes_name_trgm_idx') order by relname`)) as { rows: Record<string, unknown>[] };
  expect(result.rows.map((row) => ({ ...row, pending_pages: Number(row.pending_pages) }))).toEqual([
    { relname: 'recipes_name_trgm_idx', reloptions: ['fastupdate=off'], pending_pages: 0 },
    { relname: 'recipes_search_idx', reloptions: ['fastupdate=off'], pending_pages: 0 },
    { relname: 'recipes_search_name_trgm_idx', reloptions: ['fastupdate=off'], pending_pages: 0 },
  ]);
});

/** A page as one statement ranks it: the recipes' ids in order, and the total. */
async function oneStatementPage(query: RecipeQuery) {
  const statements = recipeListQueries(t.db, query);
  const rows: { id: number; total?: number }[] = await statements.page;
  const total = rows[0]?.total ?? (await statements.total)[0]?.total ?? 0;
  return { ids: rows.map((row) => row.id), total };
}

const vegetarian: FilterItemBody = { type: 'preference', name: 'Vegetarian', includeExclude: 'include', value: 'vegetarian' };
const notFirstCategory: FilterItemBody = { type: 'category', name: '1', includeExclude: 'exclude', value: 1 };

test.each([
  ['egg', []], ['chicken', []], ['shaks', []], ['Tikka Masla', []], ['Minestrone', []], ['soup', [vegetarian]], ['egg', [notFirstCategory, vegetarian]], ['xyzzy', []],
] as [string, FilterItemBody[]][])('every page of a kept ranking (%s, %j) is the page one statement ranks', async (search, filters) => {
  const { total } = await oneStatementPage({ page: 1, search, filters });
  const current = await readCatalogueVersion(t.db);
  for (let page = 1; page <= Math.ceil(total / 12) + 1; page += 1) {
    const expected = await oneStatementPage({ page, search, filters });
    const found = await findRecipes(t.db, { page, search, filters });
    expect({ ids: found.data.map((r) => r.recipe_id), total: found.total }).toEqual(expected);
    // told the current version, twice: the second time every recipe of the page is a kept summary
    for (let time = 0; time < 2; time += 1) expect(await findRecipes(t.db, { page, search, filters }, current)).toEqual(found);
  }
});

test('a kept summary is not answered once the catalogue changes, whichever version the caller knows', async () => {
  const id = await recipeIdByName(t, 'Greek Salad');
  const names = async (current: number) => (await findRecipes(t.db, { page: 1, search: 'greek salad', filters: [] }, current))
    .data.filter((r) => r.recipe_id === id).map((r) => r.name);
  const before = await readCatalogueVersion(t.db);
  expect(await names(before)).toEqual(['Greek Salad']);
  await t.db.update(recipes).set({ name: 'Greek Salad Bowl' }).where(eq(recipes.id, id));
  try {
    const after = await readCatalogueVersion(t.db);
    expect(after).toBeGreaterThan(before);
    expect(await names(after)).toEqual(['Greek Salad Bowl']);
    // a caller that has not heard of the change yet still gets what the database holds
    expect(await names(before)).toEqual(['Greek Salad Bowl']);
  } finally {
    await t.db.update(recipes).set({ name: 'Greek Salad' }).where(eq(recipes.id, id));
  }
  expect(await names(await readCatalogueVersion(t.db))).toEqual(['Greek Salad']);
});

test('a kept ranking is read again once the catalogue changes', async () => {
  const id = await recipeIdByName(t, 'Greek Salad');
  const ids = async () => (await findRecipes(t.db, { page: 1, search: 'shakshuka', filters: [] })).data.map((r) => r.recipe_id);
  expect(await ids()).not.toContain(id);
  await t.db.update(recipes).set({ name: 'Greek Salad Shakshuka' }).where(eq(recipes.id, id));
  try {
    expect(await ids()).toContain(id);
  } finally {
    await t.db.update(recipes).set({ name: 'Greek Salad' }).where(eq(recipes.id, id));
  }
  expect(await ids()).not.toContain(id);
});

// on 86 recipes the planner rightly sorts the few heap pages instead
test('with a few thousand recipes a page of the list reads the listing index', async () => {
  const query = { page: 3, search: '', filters: [] };
  await atScale(3000, async (db) => {
    expect(await plan(db, recipeListQueries(db, query).page)).toContain('Index Scan using recipes_listing_idx');
  });
});

test('with a few thousand recipes a page of a kept ranking reads its rows by primary key', async () => {
  await atScale(3000, async (db) => {
    const [ranking] = await searchRankingQuery(db, { search: 'egg', filters: [] });
    // an index scan, or a bitmap of the same index when the planner expects the 12 rows spread over the heap
    expect(await plan(db, rankedPageQuery(db, ranking!.ids.slice(0, 12)))).toMatch(/Index Scan using recipes_pkey on recipes|Bitmap Index Scan on recipes_pkey/);
  });
});
