// Import from a web address (SPEC §3 imported recipe, ARCHITECTURE §4): fetch the page through safeFetch,
// extract its schema.org Recipe, and store the result as the JSON text of SPEC §3. A page without a recipe is
// kept as a failed import with its link; a page that could not be fetched is one error, with a code saying why.
import { and, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { IMPORTED_RECIPES_MAX } from '../../contract/cookbookLimits';
import type { Id, ImportedRecipe, ImportedRecipeData } from '../../contract/entities';
import { groupThousands, MESSAGES } from '../../contract/rules';
import type { Config } from '../config';
import type { Db } from '../db';
import { importedRecipes } from '../db/schema';
import { conflict, unprocessable } from '../errors';
import { extractRecipe } from './recipeExtract';
import { SafeFetchError, safeFetchHtml } from './safeFetch';

/** ours: what a failed import keeps instead of a recipe (SPEC §3: "a message when only an external link") */
export const NO_RECIPE_FOUND = 'No recipe was found on this page. The link is kept so you can open it.';
/** ours: the refusal of one more import (409) */
export const IMPORTS_FULL = `You can keep up to ${groupThousands(IMPORTED_RECIPES_MAX)} imported recipes. Delete one to import another.`;

type ImportRow = typeof importedRecipes.$inferSelect;

export function importView(row: ImportRow): ImportedRecipe {
  return {
    import_recipe_id: row.id,
    url: row.url,
    created_at: row.createdAt.toISOString(),
    import_failed: row.importFailed,
    data: row.data,
  };
}

export interface ImportContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

async function checkRoom(db: Db, userId: Id): Promise<void> {
  const [row] = await db.select({ n: count() }).from(importedRecipes).where(eq(importedRecipes.userId, userId));
  if ((row?.n ?? 0) >= IMPORTED_RECIPES_MAX) throw conflict(IMPORTS_FULL);
}

/** Extracts and stores: a recipe, or a failed import keeping the link. `base` resolves relative image addresses. */
async function store(db: Db, userId: Id, url: string, html: string, base = url): Promise<ImportedRecipe> {
  const recipe = extractRecipe(html, base);
  const data: ImportedRecipeData = recipe ?? { message: NO_RECIPE_FOUND };
  const [row] = await db.insert(importedRecipes)
    .values({ userId, url, data: JSON.stringify(data), importFailed: recipe === null }).returning();
  return importView(row!);
}

/**
 * An address as compared with those already imported: the same page however it is written, its scheme's and host's
 * case, a default port, a fragment and a trailing '/' aside ('HTTP://Site.example:80/soup/#top' is
 * 'http://site.example/soup'). The query stays: it may name another recipe.
 */
export function addressKey(url: string): string {
  try {
    const parsed = new URL(url.trim());
    parsed.hash = '';
    parsed.pathname = parsed.pathname.replace(/(?<=.)\/+$/, '');
    return parsed.href;
  } catch {
    return url.trim();
  }
}

/** The user's import of this address, however it is written (addressKey); there are at most IMPORTED_RECIPES_MAX. */
async function keptImport(db: Db, userId: Id, url: string): Promise<ImportRow | undefined> {
  const key = addressKey(url);
  const kept = (await db.select({ id: importedRecipes.id, url: importedRecipes.url }).from(importedRecipes).where(eq(importedRecipes.userId, userId)))
    .find((row) => addressKey(row.url) === key);
  if (!kept) return undefined;
  const [row] = await db.select().from(importedRecipes).where(and(eq(importedRecipes.id, kept.id), eq(importedRecipes.userId, userId)));
  return row;
}

/**
 * POST /user-imported-recipes: fetch and extract (`created`), or the import already kept for this address, with
 * nothing fetched. Any refusal or failure of the fetch is 422 'recipe import failed' with its code as errors.url.
 */
export async function importFromUrl(ctx: ImportContext, userId: Id, url: string): Promise<{ recipe: ImportedRecipe; created: boolean }> {
  const kept = await keptImport(ctx.db, userId, url);
  if (kept) return { recipe: importView(kept), created: false };
  await checkRoom(ctx.db, userId);
  let page: { url: string; html: string };
  try {
    page = await safeFetchHtml(url, { allowLoopback: ctx.config.importAllowLoopback });
  } catch (err) {
    // the detail stays in the log; the code tells the user what happened, never how the server's network looks
    const failure = err instanceof SafeFetchError ? err : new SafeFetchError(String(err));
    ctx.log.warn({ url, reason: failure.reason, code: failure.code }, 'recipe import failed');
    throw unprocessable(MESSAGES.recipeImportFailed, { url: [failure.code] });
  }
  // relative images resolve against the page that was read (after redirects); the row keeps the address the user gave
  return { recipe: await store(ctx.db, userId, url, page.html, page.url), created: true };
}

/** POST /user-imported-recipes/html: the same extraction on a page the user pasted; nothing is fetched. */
export async function importFromHtml(db: Db, userId: Id, url: string, html: string): Promise<ImportedRecipe> {
  await checkRoom(db, userId);
  return store(db, userId, url, html);
}
