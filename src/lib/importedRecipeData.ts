// SPEC §3 imported recipe: `data` is JSON text (name, description, image, recipeCuisine, recipeYield,
// recipeIngredient, recipeInstructions, and ours: prepTime, cookTime, totalTime; or a message when only the link was kept). Read defensively: only
// strings and lists of strings are taken, so a stored value of another shape never reaches the screen.
import type { ImportedRecipe, ImportedRecipeData } from '../../contract/entities';

export interface ImportedRecipeView {
  name: string;
  description: string;
  cuisine: string;
  recipeYield: string;
  ingredients: string[];
  instructions: string[];
  /** the times the page gives, as ISO 8601 durations (read by contract/isoDuration.ts), in this order */
  times: { label: 'Prep' | 'Cook' | 'Total'; iso: string }[];
  /** the reason kept instead of a recipe, for a failed import */
  message: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const lines = (v: unknown): string[] => (Array.isArray(v) ? v.map(text).filter(Boolean) : []);
const TIMES = [['Prep', 'prepTime'], ['Cook', 'cookTime'], ['Total', 'totalTime']] as const;

/** An address's host ('www.' dropped) and path (no trailing '/'); null if it does not parse. */
function addressParts(url: string): { host: string; path: string } | null {
  try {
    const { hostname, pathname } = new URL(url);
    return { host: hostname.replace(/^www\./, ''), path: pathname.replace(/\/+$/, '') };
  } catch {
    return null;
  }
}

/** The host of an address, for where a recipe came from; the address itself if it does not parse. */
export const sourceHost = (url: string): string => addressParts(url)?.host ?? url;

/** The stored JSON text, read; null when it is not a JSON object. */
export function parseImportedData(data: string): ImportedRecipeView | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const d = parsed as Record<keyof ImportedRecipeData, unknown>;
  return {
    name: text(d.name),
    description: text(d.description),
    cuisine: text(d.recipeCuisine),
    recipeYield: text(d.recipeYield),
    ingredients: lines(d.recipeIngredient),
    instructions: lines(d.recipeInstructions),
    // an import from before times were kept has none
    times: TIMES.map(([label, key]) => ({ label, iso: text(d[key]) })).filter((time) => time.iso),
    message: text(d.message),
  };
}

/** A title for a recipe with no name: its address without the scheme and 'www.', path and all, so two pages of one site differ. */
export function addressTitle(url: string): string {
  const parts = addressParts(url);
  return parts ? `${parts.host}${parts.path}` : url;
}

/** The name a row shows: the recipe's name, else its address. */
export function importedRecipeName(recipe: ImportedRecipe): string {
  return parseImportedData(recipe.data)?.name || addressTitle(recipe.url);
}

/** Only an http(s) address becomes a link (the server checks too; a stored value is never trusted twice). */
export function safeSourceUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
