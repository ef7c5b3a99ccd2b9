// The recipe illustrations of the seed catalogue (server/data/images), served by routes/images.ts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const RECIPE_IMAGE_DIR = path.join(__dirname, '..', 'data', 'images');
/** Recipe.image on the wire is this prefix plus the file name, e.g. /api/images/recipes/shakshuka.svg */
export const RECIPE_IMAGE_PREFIX = '/api/images/recipes/';
/** a slug and .svg: no dots, slashes or anything else a path could be built from */
export const RECIPE_IMAGE_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;

export function recipeImagePath(slug: string): string {
  return `${RECIPE_IMAGE_PREFIX}${slug}.svg`;
}

export interface RecipeImage {
  body: Buffer;
  etag: string;
}

/** Reads every illustration once: they are small, few, and change only with a deploy. */
export function loadRecipeImages(dir = RECIPE_IMAGE_DIR): Map<string, RecipeImage> {
  const images = new Map<string, RecipeImage>();
  for (const file of fs.readdirSync(dir)) {
    if (!RECIPE_IMAGE_FILE.test(file)) continue;
    const body = fs.readFileSync(path.join(dir, file));
    images.set(file, { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` });
  }
  return images;
}
