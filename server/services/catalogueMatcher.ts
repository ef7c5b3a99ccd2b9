// The catalogue's ingredient names as a matcher of imported lines (importedIngredients.ts createLineMatcher), read
// once a minute at most: for a plan's ingredient check of its imported recipes, and for an import copied into a
// recipe of the user's own.
import type { Db } from '../db';
import { ingredients } from '../db/schema';
import { createLineMatcher, type LineIngredient } from './importedIngredients';

/** ours: how long the catalogue's ingredient names are reused for matching imported lines */
export const CATALOGUE_TTL_MS = 60_000;

export type LineMatcher = (line: string) => LineIngredient | null;

/** The matcher over the catalogue as read at most CATALOGUE_TTL_MS ago; a failed read is not kept. */
export function createCatalogueMatcher(db: Db): () => Promise<LineMatcher> {
  let catalogue: { at: number; match: Promise<LineMatcher> } | null = null;
  return () => {
    if (!catalogue || Date.now() - catalogue.at > CATALOGUE_TTL_MS) {
      const match = db.select({ id: ingredients.id, name: ingredients.name }).from(ingredients).then(createLineMatcher);
      catalogue = { at: Date.now(), match };
      // a failed read is not kept: the next request tries again
      match.catch(() => { if (catalogue?.match === match) catalogue = null; });
    }
    return catalogue.match;
  };
}
