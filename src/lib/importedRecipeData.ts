// SPEC §3 imported recipe: what a row, a picker or a link needs of one (its name, its address, where it came from);
// the recipe itself is read by its page (src/lib/importedRecipeView.ts). Read defensively: only
// text is taken, so a stored value of another shape never reaches the screen.
import type { ImportedRecipe } from '../../contract/entities';

/** a stored value as text: a string trimmed, anything else none */
export const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

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

/** The stored JSON text's name and failure message, as a row or a picker names an import; null when it is not a JSON object. */
export function importedSummary(data: string): { name: string; message: string } | null {
  const d = jsonObject(data);
  return d ? { name: text(d.name), message: text(d.message) } : null;
}

/** The stored JSON text, read as an object; null when it is not one. */
export function jsonObject(data: string): Record<string, unknown> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
}

/** A title for a recipe with no name: its address without the scheme and 'www.', path and all, so two pages of one site differ. */
export function addressTitle(url: string): string {
  const parts = addressParts(url);
  return parts ? `${parts.host}${parts.path}` : url;
}

/** The name a row shows: the recipe's name, else its address. */
export function importedRecipeName(recipe: ImportedRecipe): string {
  return importedSummary(recipe.data)?.name || addressTitle(recipe.url);
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
