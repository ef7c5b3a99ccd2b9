// Reading verified recipes: paged lists (with search and filters), one recipe in full, the latest few. A copy of
// an own recipe taken out of the catalogue (verified false: services/publishing.ts withdraw) is in no list, but
// still read by its id, for those who saved it or planned it.
// Badges and the allergen flag are columns the recipe facts triggers keep, so no list aggregates per row.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { RECIPE_PAGE_SIZE, type RecipeListResponse } from '../../contract/api';
import type { CategoryOption, Paged, Recipe, RecipeIngredient, RecipeStep, RecipeSummary } from '../../contract/entities';
import type { FilterItemBody } from '../../contract/schemas';
import type { Db } from '../db';
import { catalogueVersion, categories, ingredients, recipeIngredients, recipes, recipeSteps } from '../db/schema';
import { filterSet, readCatalogueVersion } from './catalogueCache';
import { filterConditions, searchMatches, searchOrder, type SearchText } from './recipeFilters';
import { correctedSearch } from './searchCorrection';

export const summaryColumns = {
  id: recipes.id,
  name: recipes.name,
  description: recipes.description,
  image: recipes.image,
  serves: recipes.serves,
  categoryName: categories.name,
  verified: recipes.verified,
  vegetarian: recipes.vegetarian,
  vegan: recipes.vegan,
  dairyFree: recipes.dairyFree,
  glutenFree: recipes.glutenFree,
  sugarFree: recipes.sugarFree,
  allergen: recipes.allergen,
  updatedAt: recipes.updatedAt,
};

interface SummaryRow {
  id: number; name: string; description: string; image: string | null; serves: number; categoryName: string; verified: boolean;
  vegetarian: boolean; vegan: boolean; dairyFree: boolean; glutenFree: boolean; sugarFree: boolean; allergen: boolean; updatedAt: Date;
}

export function toSummary(row: SummaryRow): RecipeSummary {
  return {
    recipe_id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    serves: row.serves,
    category: { name: row.categoryName },
    verified: row.verified,
    tags: {
      allergen: row.allergen,
      vegetarian: row.vegetarian,
      vegan: row.vegan,
      dairy_free: row.dairyFree,
      gluten_free: row.glutenFree,
      sugar_free: row.sugarFree,
    },
    updated_at: row.updatedAt.toISOString(),
  };
}

/** SPEC §3 paging: past the last page the data is empty, from and to are null, current_page echoes the request. */
export function toPage<T>(data: T[], page: number, total: number, size = RECIPE_PAGE_SIZE): Paged<T> {
  const offset = (page - 1) * size;
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / size)),
    from: data.length ? offset + 1 : null,
    to: data.length ? offset + data.length : null,
    total,
  };
}

export interface RecipeQuery {
  page: number;
  /** normalised: '' means no search (SPEC §5) */
  search: string;
  filters: readonly FilterItemBody[];
}

const publicRecipe = eq(recipes.verified, true);

/**
 * The statements of a paged list: its total, and its page. A ranked search reads every match to sort them, so
 * its page carries the total too (one statement, not two); the total statement is then only for a page past
 * the last. Exported so a test can EXPLAIN them.
 */
export function recipeListQueries(db: Db, { page, search, filters }: RecipeQuery) {
  const where = and(publicRecipe, ...filterConditions(filters), ...(search ? [searchMatches(search)] : []));
  const order: SQL[] = [...(search ? searchOrder(search) : []), asc(recipes.name), asc(recipes.id)];
  const columns = search ? { ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) } : summaryColumns;
  return {
    total: db.select({ total: count() }).from(recipes).where(where),
    page: db.select(columns).from(recipes)
      .innerJoin(categories, eq(categories.id, recipes.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(RECIPE_PAGE_SIZE)
      .offset((page - 1) * RECIPE_PAGE_SIZE),
  };
}

async function findInOneStatement(db: Db, query: RecipeQuery): Promise<RecipeListResponse> {
  const statements = recipeListQueries(db, query);
  const rows: (SummaryRow & { total?: number })[] = await statements.page;
  const total = rows[0]?.total ?? (await statements.total)[0]?.total ?? 0;
  return toPage(rows.map(toSummary), query.page, total);
}

/**
 * The statement that ranks a search: the id of every match in page order (the order of recipeListQueries), with
 * the catalogue version it was read at, in one row. Exported so a test can EXPLAIN it.
 */
export function searchRankingQuery(db: Db, { search, filters }: { search: SearchText; filters: readonly FilterItemBody[] }) {
  const ranked = db.select({ id: recipes.id }).from(recipes)
    .where(and(publicRecipe, ...filterConditions(filters), searchMatches(search)))
    .orderBy(...searchOrder(search), asc(recipes.name), asc(recipes.id));
  return db.select({ version: catalogueVersion.version, ids: sql<number[]>`array(${ranked})` }).from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
}

/** The statement of a ranked page: its recipes by id, with the catalogue version they were read at. Exported so a test can EXPLAIN it. */
export function rankedPageQuery(db: Db, ids: number[]) {
  const version = sql<number>`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`.mapWith(Number);
  return db.select({ ...summaryColumns, version }).from(recipes)
    .innerJoin(categories, eq(categories.id, recipes.categoryId))
    .where(and(inArray(recipes.id, ids), publicRecipe));
}

/**
 * ours: searches whose ranking is kept, per database. Ranking a search costs a similarity and a text rank per
 * match (on the embedded database ~10 ms for 500 matches); a page of a kept ranking reads its 12 rows by id.
 */
export const KEPT_RANKINGS = 100;

interface Ranking {
  version: number;
  ids: number[];
}

/** per database (tests open several in one process), in least recently used order */
const rankings = new WeakMap<Db, Map<string, Promise<Ranking>>>();

/** A search's key: its words and its filters as a set. */
function rankingKey({ search, filters }: RecipeQuery): string {
  return JSON.stringify([search, filterSet(filters)]);
}

/**
 * The ranking of a search without filters (most searches), as a prepared statement: on PostgreSQL each connection
 * plans it once, not per search (planning was ~2 of a new search's ~5 ms); PGlite prepares nothing and runs it as is.
 */
const plainRankings = new WeakMap<Db, ReturnType<typeof preparePlainRanking>>();
const preparePlainRanking = (db: Db) => searchRankingQuery(db, { search: sql.placeholder('search'), filters: [] }).prepare('recipe_search_ranking');

function plainRanking(db: Db) {
  let prepared = plainRankings.get(db);
  if (!prepared) plainRankings.set(db, (prepared = preparePlainRanking(db)));
  return prepared;
}

/** The ids of a search's matches in page order, with the catalogue version they were read at. */
async function readRanking(db: Db, query: RecipeQuery): Promise<Ranking> {
  const [row] = await (query.filters.length ? searchRankingQuery(db, query) : plainRanking(db).execute({ search: query.search }));
  return { version: Number(row?.version ?? 0), ids: row?.ids ?? [] };
}

function rankingOf(db: Db, query: RecipeQuery): Promise<Ranking> {
  let kept = rankings.get(db);
  if (!kept) rankings.set(db, (kept = new Map()));
  const key = rankingKey(query);
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const read = readRanking(db, query).then(async (ranking) => {
    if (ranking.ids.length) return ranking;
    // nothing matched: perhaps a typo (services/searchCorrection.ts)
    const corrected = await correctedSearch(db, query.search, ranking.version);
    return corrected ? readRanking(db, { ...query, search: corrected }) : ranking;
  });
  kept.set(key, read);
  read.catch(() => { if (kept.get(key) === read) kept.delete(key); });
  while (kept.size > KEPT_RANKINGS) kept.delete(kept.keys().next().value as string);
  return read;
}

function forgetRanking(db: Db, query: RecipeQuery, ranking: Promise<Ranking>) {
  const kept = rankings.get(db);
  const key = rankingKey(query);
  if (kept?.get(key) === ranking) kept.delete(key);
}

/**
 * ours: recipe summaries kept per database, for the catalogue version they were read at. A page of a kept
 * ranking whose recipes are all kept reads nothing from the database (PGlite spends ~2 ms on 12 rows by id).
 */
export const KEPT_SUMMARIES = 10_000;

interface Summaries {
  version: number;
  byId: Map<number, RecipeSummary>;
}

const summaries = new WeakMap<Db, Summaries>();

function summariesAt(db: Db, version: number): Summaries {
  let kept = summaries.get(db);
  if (kept?.version !== version) summaries.set(db, (kept = { version, byId: new Map() }));
  return kept;
}

function keepSummaries(kept: Summaries, found: Map<number, RecipeSummary>) {
  for (const [id, summary] of found) kept.byId.set(id, summary);
  for (const id of kept.byId.keys()) {
    if (kept.byId.size <= KEPT_SUMMARIES) break;
    kept.byId.delete(id);
  }
}

/**
 * A page of a ranked search: the search's ranking (kept while the catalogue is unchanged), then the page's rows by
 * id. The rows carry the catalogue version they were read at: a ranking older than them is read again. A ranking
 * read at the version the caller knows is current takes the page's recipes from the kept summaries where it can.
 */
async function findRanked(db: Db, query: RecipeQuery, current?: number): Promise<RecipeListResponse> {
  const offset = (query.page - 1) * RECIPE_PAGE_SIZE;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const pending = rankingOf(db, query);
    const ranking = await pending;
    const ids = ranking.ids.slice(offset, offset + RECIPE_PAGE_SIZE);
    const kept = ranking.version === current ? summariesAt(db, current) : null;
    const missing = kept ? ids.filter((id) => !kept.byId.has(id)) : ids;
    const rows = missing.length ? await rankedPageQuery(db, missing) : [];
    const version = rows.length ? rows[0]!.version : kept ? kept.version : await readCatalogueVersion(db);
    if (version === ranking.version && rows.length === missing.length) {
      const found = new Map(rows.map((row) => [row.id, toSummary(row)]));
      if (kept) keepSummaries(kept, found);
      return toPage(ids.map((id) => found.get(id) ?? kept!.byId.get(id)!), query.page, ranking.ids.length);
    }
    forgetRanking(db, query, pending);
  }
  // the catalogue changed twice while this page was read: the page and its total in one statement
  return findInOneStatement(db, query);
}

/** `current`: the catalogue version the caller knows is current (the catalogue cache's), if it knows one. */
export async function findRecipes(db: Db, query: RecipeQuery, current?: number): Promise<RecipeListResponse> {
  return query.search ? findRanked(db, query, current) : findInOneStatement(db, query);
}

/** SPEC §3 category options: the recipe categories, by name (/home-beta and /form-options/categories). */
export async function recipeCategoryOptions(db: Db): Promise<CategoryOption[]> {
  return db.select({ value: categories.id, name: categories.name }).from(categories)
    .where(eq(categories.kind, 'recipe')).orderBy(asc(categories.name));
}

/** The statement of latestRecipes. Exported so a test can EXPLAIN it. */
export function latestRecipesQuery(db: Db, limit: number) {
  return db.select(summaryColumns).from(recipes)
    .innerJoin(categories, eq(categories.id, recipes.categoryId))
    .where(publicRecipe)
    .orderBy(desc(recipes.updatedAt), desc(recipes.id))
    .limit(limit);
}

/** /home-beta: the most recently updated verified recipes. */
export async function latestRecipes(db: Db, limit: number): Promise<RecipeSummary[]> {
  const rows = await latestRecipesQuery(db, limit);
  return rows.map(toSummary);
}

// A recipe's ingredient lines and steps as JSON built by the database (in the shape of RecipeIngredient and
// RecipeStep), so a recipe is one statement: on the embedded database each statement costs a round trip.
const ingredientLines = sql<RecipeIngredient[]>`coalesce((
  select json_agg(json_build_object(
    'recipe_ingredient_id', ri.id, 'quantity', ri.quantity, 'measurement', ri.measurement, 'treatment', ri.treatment,
    'ingredient', json_build_object(
      'ingredient_id', i.id, 'name', i.name, 'category_id', i.category_id, 'allergen', cardinality(i.allergens) > 0,
      'vegan', i.vegan, 'vegetarian', i.vegetarian, 'sugar_free', i.sugar_free, 'gluten_free', i.gluten_free, 'dairy_free', i.dairy_free)
  ) order by ri.position, ri.id)
  from ${recipeIngredients} ri join ${ingredients} i on i.id = ri.ingredient_id
  where ri.recipe_id = ${recipes.id}), '[]'::json)`;

const steps = sql<RecipeStep[]>`coalesce((
  select json_agg(json_build_object(
    'recipe_step_id', s.id, 'step_order', s.step_order, 'name', s.name, 'description', s.description,
    'image', s.image, 'timer', s.timer, 'ingredients', s.ingredients
  ) order by s.step_order, s.id)
  from ${recipeSteps} s
  where s.recipe_id = ${recipes.id}), '[]'::json)`;

/** The statement of one recipe in full, verified or taken out of the catalogue. Exported so a test can EXPLAIN it. */
export function recipeQuery(db: Db, id: number) {
  return db.select({ ...summaryColumns, ingredientLines, steps }).from(recipes)
    .innerJoin(categories, eq(categories.id, recipes.categoryId))
    .where(eq(recipes.id, id));
}

/** One recipe with its ingredients (in position order) and steps (in step order), or null. */
export async function findRecipe(db: Db, id: number): Promise<Recipe | null> {
  const [row] = await recipeQuery(db, id);
  if (!row) return null;
  // the seed and the publish flow write only SPEC §3 units and descriptors
  return { ...toSummary(row), recipe_ingredients: row.ingredientLines, recipe_steps: row.steps };
}
