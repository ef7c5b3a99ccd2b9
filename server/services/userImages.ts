// Photos of own recipes: a JPEG data URL in a recipe body is re-encoded by the server and stored, and the
// body keeps its path; a path already in the body must be one of the user's own uploads. The server never fetches an image address.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { IMAGE_UNKNOWN, UPLOAD_PATH } from '../../contract/cookbookSchemas';
import { IMAGE_MAX_BYTES } from '../../contract/constants';
import { RECIPE_MESSAGES } from '../../contract/recipeRules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import type { Db } from '../db';
import { recipes, recipeSteps, userImages, userRecipes } from '../db/schema';
import { badRequest } from '../errors';
import { sanitiseJpeg } from './jpeg';
import { reencodeJpeg } from './jpegReencode';

export const UPLOAD_PREFIX = '/api/images/uploads/';
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const idOf = (path: string) => path.slice(UPLOAD_PREFIX.length, -'.jpg'.length);
export const uploadPath = (id: string) => `${UPLOAD_PREFIX}${id}.jpg`;

export interface RecipeImage {
  /** the body field, for the error */
  field: string;
  value: string | null;
  /** for a data URL: the photo as the server encoded it (reencodeImages) */
  jpeg?: Buffer;
}

/**
 * Decodes and re-encodes every new photo of a recipe body (a JPEG data URL): the cheap checks first (under
 * 2 MB, the JPEG segment structure), then the worker. Runs before the save's transaction, which it would
 * otherwise hold open for seconds.
 */
export async function reencodeImages(images: { field: string; value: string | null }[]): Promise<RecipeImage[]> {
  const out: RecipeImage[] = [];
  for (const { field, value } of images) {
    if (value === null || UPLOAD_PATH.test(value)) {
      out.push({ field, value });
      continue;
    }
    const bytes = Buffer.from(value.slice(value.indexOf(',') + 1), 'base64');
    // SPEC §5, §9: under 2 MB (2097152 bytes)
    if (bytes.length >= IMAGE_MAX_BYTES) throw badRequest(RECIPE_MESSAGES.imageSize, { [field]: [RECIPE_MESSAGES.imageSize] });
    if (!sanitiseJpeg(bytes)) throw badRequest(RECIPE_MESSAGES.imageTypes, { [field]: [RECIPE_MESSAGES.imageTypes] });
    const jpeg = await reencodeJpeg(bytes);
    if (!jpeg) throw badRequest(SERVER_MESSAGES.imageProcess, { [field]: [SERVER_MESSAGES.imageProcess] });
    out.push({ field, value, jpeg });
  }
  return out;
}

/**
 * Resolves every image of a recipe body to a stored path, in one transaction with the recipe itself: new
 * photos (already re-encoded) are stored, known paths are checked to be this user's.
 */
export async function resolveImages(tx: Tx, userId: number, images: RecipeImage[]): Promise<(string | null)[]> {
  const known = images.map((i) => i.value).filter((v): v is string => v !== null && UPLOAD_PATH.test(v));
  const owned = new Set(
    known.length
      ? (await tx.select({ id: userImages.id }).from(userImages).where(and(eq(userImages.userId, userId), inArray(userImages.id, known.map(idOf))))).map((r) => r.id)
      : [],
  );
  const out: (string | null)[] = [];
  for (const { field, value, jpeg } of images) {
    if (value === null) {
      out.push(null);
    } else if (UPLOAD_PATH.test(value)) {
      if (!owned.has(idOf(value))) throw badRequest(IMAGE_UNKNOWN, { [field]: [IMAGE_UNKNOWN] });
      out.push(value);
    } else {
      if (!jpeg) throw new Error(`${field}: a new photo must pass reencodeImages before it is stored`);
      const id = randomBytes(16).toString('hex');
      await tx.insert(userImages).values({ id, userId, body: jpeg });
      out.push(uploadPath(id));
    }
  }
  return out;
}

/**
 * Deletes the user's uploads that no longer appear in `stillUsed` among `previous` (after an edit or a delete),
 * nor in a public copy of one of the user's recipes: a copy taken out of the catalogue by an edit keeps showing
 * the photos of the version that was approved, to those who saved it.
 */
export async function releaseImages(tx: Tx, userId: number, previous: (string | null)[], stillUsed: (string | null)[]): Promise<void> {
  const used = new Set(stillUsed.filter((p): p is string => p !== null));
  const unused = [...new Set(previous.filter((p): p is string => p !== null && UPLOAD_PATH.test(p) && !used.has(p)))];
  if (!unused.length) return;
  const copies = tx.select({ id: recipes.id }).from(recipes).innerJoin(userRecipes, eq(userRecipes.id, recipes.userRecipeId))
    .where(eq(userRecipes.userId, userId));
  const shown = new Set([
    ...await tx.select({ image: recipes.image }).from(recipes).where(and(inArray(recipes.id, copies), inArray(recipes.image, unused))),
    ...await tx.select({ image: recipeSteps.image }).from(recipeSteps).where(and(inArray(recipeSteps.recipeId, copies), inArray(recipeSteps.image, unused))),
  ].map((r) => r.image));
  const gone = unused.filter((p) => !shown.has(p)).map(idOf);
  if (!gone.length) return;
  await tx.delete(userImages).where(and(eq(userImages.userId, userId), inArray(userImages.id, gone)));
}

export async function findImage(db: Db, id: string): Promise<Buffer | null> {
  const [row] = await db.select({ body: userImages.body }).from(userImages).where(eq(userImages.id, id));
  return row?.body ?? null;
}
