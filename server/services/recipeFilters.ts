// The WHERE and ORDER BY pieces of recipe search and filtering. Every value reaches PostgreSQL as a bound
// parameter: search text goes through websearch_to_tsquery, which accepts any text without a syntax error.
import { eq, inArray, notInArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DietaryTag } from '../../contract/constants';
import type { FilterItemBody } from '../../contract/schemas';
import { ingredients, recipeIngredients, recipes } from '../db/schema';

/** the columns the recipe facts triggers keep (migration 0003) */
export const TAG_COLUMNS = {
  vegetarian: recipes.vegetarian,
  vegan: recipes.vegan,
  dairy_free: recipes.dairyFree,
  gluten_free: recipes.glutenFree,
  sugar_free: recipes.sugarFree,
} as const satisfies Record<DietaryTag, unknown>;

const chosen = (filters: readonly FilterItemBody[], type: FilterItemBody['type'], mode: 'include' | 'exclude') =>
  filters.filter((f) => f.type === type && f.includeExclude === mode).map((f) => f.value);

function ids(filters: readonly FilterItemBody[], type: 'ingredient' | 'category', mode: 'include' | 'exclude'): number[] {
  return [...new Set(chosen(filters, type, mode).filter((v): v is number => typeof v === 'number'))];
}

function tags(filters: readonly FilterItemBody[], mode: 'include' | 'exclude'): DietaryTag[] {
  return [...new Set(chosen(filters, 'preference', mode).filter((v): v is DietaryTag => typeof v === 'string'))];
}

const contains = (ingredientIds: number[] | SQL) => sql`exists (select 1 from ${recipeIngredients} where ${recipeIngredients.recipeId} = ${recipes.id} and ${inArray(recipeIngredients.ingredientId, ingredientIds)})`;

/** a name's words between spaces, lower case, for whole-word matching ('Peanut butter' is ' peanut butter ') */
const spacedWords = (name: SQL) => sql`(' ' || regexp_replace(lower(${name}), '[^[:alnum:]]+', ' ', 'g') || ' ')`;

/**
 * The ingredients an excluded one covers: itself, and every ingredient named after it (its name as whole words,
 * singular or plural) that is made of it, as far as the facts tell: it has at least its allergens and is free of
 * nothing it is not free of. A cook who leaves out peanut for an allergy expects the satay made with peanut butter
 * gone, and egg takes egg noodles, onion red onion; but milk leaves oat milk (dairy-free), butter peanut butter (no
 * milk in it) and nut nutmeg (another word).
 */
function coveredIngredients(excluded: number[]): SQL {
  const name = spacedWords(sql`i.name`);
  const leftOut = spacedWords(sql`x.name`);
  const noFreer = (['vegan', 'vegetarian', 'dairy_free', 'gluten_free', 'sugar_free'] as const).map((tag) => sql.raw(`(x.${tag} or not i.${tag})`));
  return sql`(select i.id from ${ingredients} i join ${ingredients} x on x.id in (${sql.join(excluded.map((id) => sql`${id}`), sql`, `)})
    where i.id = x.id or ((strpos(${name}, ${leftOut}) > 0 or strpos(${name}, rtrim(${leftOut}) || 's ') > 0 or strpos(${name}, rtrim(${leftOut}) || 'es ') > 0)
      and i.allergens @> x.allergens and ${sql.join(noFreer, sql` and `)}))`;
}

/** SPEC §3 filter items as conditions; each kind narrows the result (they combine with AND). */
export function filterConditions(filters: readonly FilterItemBody[]): SQL[] {
  const conditions: SQL[] = [];
  // include ingredient: the recipe contains every included ingredient
  for (const id of ids(filters, 'ingredient', 'include')) conditions.push(contains([id]));
  // exclude ingredient: the recipe contains none of them, nor an ingredient named after one (coveredIngredients)
  const withoutIngredients = ids(filters, 'ingredient', 'exclude');
  if (withoutIngredients.length) conditions.push(sql`not ${contains(coveredIngredients(withoutIngredients))}`);
  // include category: the recipe is in one of the included categories; exclude: in none of the excluded
  const inCategories = ids(filters, 'category', 'include');
  if (inCategories.length) conditions.push(inArray(recipes.categoryId, inCategories));
  const notInCategories = ids(filters, 'category', 'exclude');
  if (notInCategories.length) conditions.push(notInArray(recipes.categoryId, notInCategories));
  // include preference: the badge holds; exclude preference: it does not
  for (const tag of tags(filters, 'include')) conditions.push(eq(TAG_COLUMNS[tag], true));
  for (const tag of tags(filters, 'exclude')) conditions.push(eq(TAG_COLUMNS[tag], false));
  return conditions;
}

/** a search's text, or the placeholder a prepared statement fills with it */
export type SearchText = string | Placeholder;

/**
 * The search text folded as the documents are (search_fold, migration 0011: accents dropped, lower case), so
 * 'creme fraiche' finds 'crème fraîche' and the other way round. Only the search's own text is folded here: the
 * documents are folded when written (recipes.searchVector, recipes.searchName), so the GIN indexes answer as before.
 */
const folded = (search: SearchText) => sql`search_fold(${search}::text)`;

/**
 * The words searched for: commas, semicolons, slashes and pluses part words as a space does ('chicken,rice' was a
 * phrase of two neighbouring words to websearch_to_tsquery, and 'chicken/rice' one word: neither found anything).
 */
const words = (search: SearchText) => sql`regexp_replace(${folded(search)}, '[,;/+]+', ' ', 'g')`;

const tsQuery = (search: SearchText) => sql`websearch_to_tsquery('english', ${words(search)})`;

/** a word to leave out ('curry -chicken'), which only the full-text match understands */
const excludes = (search: SearchText) => sql`${words(search)} ~ '(^|[[:space:]])-[^[:space:]]'`;

/**
 * ours: how close a search must be to part of a name to match without sharing a word. pg_trgm's default (0.6,
 * which the index answers for `<%`) lets 'chicken' find 'chickpea' (0.63); typos such as 'lasagna' for
 * 'Lasagne' (0.75) and half-typed words such as 'shaks' (0.83) are above 0.7.
 */
export const NAME_SIMILARITY = 0.7;

/**
 * A recipe matches on its full-text document (name, description, ingredient names; GIN recipes_search_idx)
 * or, for typos and half-typed words, on trigram word similarity to its name (GIN recipes_search_name_trgm_idx).
 * Both sides accents folded.
 */
export function searchMatches(search: SearchText): SQL {
  // a search that leaves a word out matches on the full text only: a name's similarity reads '-chicken' as
  // 'chicken' and brought back the very recipes left out
  const similarName = sql`(not ${excludes(search)} and ${words(search)} <% ${recipes.searchName} and word_similarity(${words(search)}, ${recipes.searchName}) >= ${NAME_SIMILARITY})`;
  return sql`(${recipes.searchVector} @@ ${tsQuery(search)} or ${similarName})`;
}

/**
 * Exact name first (case and accents aside), then text rank (name A > description B > ingredients C) plus name
 * similarity.
 */
export function searchOrder(search: SearchText): SQL[] {
  return [
    sql`(${recipes.searchName} = ${folded(search)}) desc`,
    sql`ts_rank(${recipes.searchVector}, ${tsQuery(search)}) + word_similarity(${words(search)}, ${recipes.searchName}) desc`,
  ];
}
