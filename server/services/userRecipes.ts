// Own recipes (SPEC §3 user recipe): the wire shape, the checks of /user-recipe-validate (SPEC §5: unique
// name, banned words, custom ingredients, dietary tags), and saving with photos in one transaction.
import { and, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { UserRecipeBody } from '../../contract/cookbookSchemas';
import type { Id, PublishRequest, PublishStatus, UserRecipe, UserRecipeIngredient } from '../../contract/entities';
import { RECIPE_MESSAGES } from '../../contract/recipeRules';
import type { Db } from '../db';
import { ingredients, publishRequests, recipes, userRecipes } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { isUniqueViolation } from './users';
import { findBannedWords } from './bannedWords';
import { type RecipeImage, reencodeImages, releaseImages, resolveImages, type Tx } from './userImages';

export type UserRecipeRow = typeof userRecipes.$inferSelect;
export type PublishRequestRow = typeof publishRequests.$inferSelect;
export const UNKNOWN_INGREDIENT = 'Unknown ingredient: choose one from the list or add it as your own.';

export function requestView(row: PublishRequestRow): PublishRequest {
  return {
    id: row.id,
    entity_id: row.entityId,
    entity_type: 'UserRecipe',
    status: row.status as PublishStatus,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function userRecipeView(row: UserRecipeRow, request: PublishRequestRow | null, catalogueCopy: boolean): UserRecipe {
  return {
    user_recipe_id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    serves: row.serves,
    category_id: row.categoryId,
    ingredients: row.ingredients,
    steps: row.steps,
    published: row.published,
    publish_request: request ? requestView(request) : null,
    catalogue_copy: catalogueCopy,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The request shown with each recipe (SPEC §4): its latest pending or rejected one. An approved recipe shows
 * as published, and a cancelled request is cleared.
 */
export async function attachedRequests(db: Db | Tx, recipeIds: Id[]): Promise<Map<Id, PublishRequestRow>> {
  if (!recipeIds.length) return new Map();
  const rows = await db.select().from(publishRequests)
    .where(and(inArray(publishRequests.entityId, recipeIds), inArray(publishRequests.status, ['pending', 'rejected'])))
    .orderBy(desc(publishRequests.createdAt), desc(publishRequests.id));
  const latest = new Map<Id, PublishRequestRow>();
  for (const r of rows) if (!latest.has(r.entityId)) latest.set(r.entityId, r);
  return latest;
}

/**
 * The recipes with a copy in the catalogue, published or taken out since (an edit, an unpublish): others may have it
 * saved or planned, which deleting the recipe ends (the delete confirm says so).
 */
export async function withCatalogueCopy(db: Db | Tx, recipeIds: Id[]): Promise<Set<Id>> {
  if (!recipeIds.length) return new Set();
  const rows = await db.select({ id: recipes.userRecipeId }).from(recipes).where(inArray(recipes.userRecipeId, recipeIds));
  return new Set(rows.map((r) => r.id!));
}

export async function viewUserRecipe(db: Db | Tx, row: UserRecipeRow): Promise<UserRecipe> {
  const request = (await attachedRequests(db, [row.id])).get(row.id) ?? null;
  return userRecipeView(row, request, (await withCatalogueCopy(db, [row.id])).has(row.id));
}

/** The user's own recipe, or 404 for anyone else's (its existence is not revealed). */
export async function ownRecipe(db: Db | Tx, id: Id, userId: Id): Promise<UserRecipeRow> {
  const [row] = await db.select().from(userRecipes).where(and(eq(userRecipes.id, id), eq(userRecipes.userId, userId)));
  if (!row) throw notFound('Recipe not found.');
  return row;
}

const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SPEC §5 unique name: none of the user's other recipes (case-insensitive), nor a verified catalogue recipe. */
export async function isNameTaken(db: Db | Tx, userId: Id, name: string, exceptId: Id | null): Promise<boolean> {
  const trimmed = name.trim();
  if (!trimmed) return false;
  const [own] = await db.select({ id: userRecipes.id }).from(userRecipes)
    .where(and(eq(userRecipes.userId, userId), sql`lower(${userRecipes.name}) = lower(${trimmed})`, ...(exceptId ? [ne(userRecipes.id, exceptId)] : [])))
    .limit(1);
  return Boolean(own);
}

/**
 * Whether a verified catalogue recipe other than this one's own copy has the name (case aside): a private recipe
 * may be called 'Banana Bread' beside the catalogue's, a published one may not (services/publishing.ts).
 */
export async function isCatalogueName(db: Db | Tx, name: string, userRecipeId: Id | null): Promise<boolean> {
  // ILIKE without wildcards is a case-insensitive equality that the trigram index on the name serves
  const [verified] = await db.select({ id: recipes.id }).from(recipes)
    .where(and(
      ilike(recipes.name, likeLiteral(name.trim())), eq(recipes.verified, true),
      ...(userRecipeId === null ? [] : [or(isNull(recipes.userRecipeId), ne(recipes.userRecipeId, userRecipeId))]),
    ))
    .limit(1);
  return Boolean(verified);
}

/** SPEC §3: a custom ingredient has a string value (containing CUSTOM); a catalogue one, its numeric id. */
export const isCustomIngredient = (i: Pick<UserRecipeIngredient, 'value'>) => typeof i.value === 'string';

/**
 * SPEC §3 badges of the catalogue ingredients: a dietary tag only if every ingredient has it, so any custom one clears
 * them. The allergen flag, and the ingredients that raise it (SPEC §2: the dialog names them), by the catalogue
 * recipe's rule (an ingredient with any allergen listed: recipeQueries.ts ingredientLines, migration 0003).
 */
export async function recipeTags(db: Db | Tx, list: Pick<UserRecipeIngredient, 'value'>[]): Promise<{ tags: Record<string, boolean>; allergenIngredients: Id[] }> {
  const ids = [...new Set(list.filter((i) => !isCustomIngredient(i)).map((i) => i.value as number))];
  const rows = ids.length ? await db.select().from(ingredients).where(inArray(ingredients.id, ids)) : [];
  const known = rows.length === ids.length && list.length > 0 && !list.some(isCustomIngredient);
  const every = (key: 'vegetarian' | 'vegan' | 'dairyFree' | 'glutenFree' | 'sugarFree') => known && rows.every((r) => r[key]);
  const allergenIngredients = ids.filter((id) => rows.some((r) => r.id === id && r.allergens.length > 0));
  return {
    tags: {
      allergen: allergenIngredients.length > 0,
      vegetarian: every('vegetarian'),
      vegan: every('vegan'),
      dairy_free: every('dairyFree'),
      gluten_free: every('glutenFree'),
      sugar_free: every('sugarFree'),
    },
    allergenIngredients,
  };
}

/** Refuses catalogue ids that do not exist, so a published copy can point at every ingredient. */
async function checkIngredients(tx: Tx, list: UserRecipeIngredient[]): Promise<void> {
  const ids = [...new Set(list.filter((i) => !isCustomIngredient(i)).map((i) => i.value as number))];
  if (!ids.length) return;
  const found = await tx.select({ id: ingredients.id }).from(ingredients).where(inArray(ingredients.id, ids));
  if (found.length !== ids.length) throw badRequest(UNKNOWN_INGREDIENT, { ingredients: [UNKNOWN_INGREDIENT] });
}

/** The name rules the server enforces on save (SPEC §5): banned words, then uniqueness. */
async function checkName(tx: Tx, userId: Id, name: string, exceptId: Id | null): Promise<void> {
  if (findBannedWords(name).length) throw badRequest(RECIPE_MESSAGES.bannedWords, { name: [RECIPE_MESSAGES.bannedWords] });
  if (await isNameTaken(tx, userId, name, exceptId)) throw conflict(RECIPE_MESSAGES.nameTaken, { name: [RECIPE_MESSAGES.nameTaken] });
}

/** The photos of a recipe body, re-encoded: call before the save's transaction and pass the result to saveUserRecipe. */
export const prepareRecipeImages = (body: UserRecipeBody): Promise<RecipeImage[]> => reencodeImages([
  { field: 'image', value: body.image },
  ...body.steps.map((s, i) => ({ field: `steps.${i}.step_image`, value: s.step_image })),
]);

/** Writes a new recipe or replaces an existing one's content; photos are stored in the same transaction. */
export async function saveUserRecipe(tx: Tx, userId: Id, body: UserRecipeBody, images: RecipeImage[], existing: UserRecipeRow | null): Promise<UserRecipeRow> {
  await checkName(tx, userId, body.name, existing?.id ?? null);
  await checkIngredients(tx, body.ingredients);
  const [image = null, ...stepImages] = await resolveImages(tx, userId, images);
  const values = {
    name: body.name,
    description: body.description,
    categoryId: body.category_id,
    serves: body.serves,
    image,
    ingredients: body.ingredients,
    steps: body.steps.map((s, i) => ({ title: s.title.trim(), description: s.description.trim(), timer: s.timer, step_image: stepImages[i] ?? null })),
  };
  try {
    if (!existing) {
      const [row] = await tx.insert(userRecipes).values({ userId, ...values }).returning();
      return row!;
    }
    const [row] = await tx.update(userRecipes).set({ ...values, updatedAt: new Date() }).where(eq(userRecipes.id, existing.id)).returning();
    await releaseImages(tx, userId, [existing.image, ...existing.steps.map((s) => s.step_image)], [row!.image, ...row!.steps.map((s) => s.step_image)]);
    return row!;
  } catch (err) {
    // two saves racing for one name: the unique index decides
    if (isUniqueViolation(err)) throw conflict(RECIPE_MESSAGES.nameTaken, { name: [RECIPE_MESSAGES.nameTaken] });
    throw err;
  }
}
