// Meal plans as the viewer sees them, and the recipes of a plan resolved to their ingredients for the
// ingredient check (SPEC §3 meal plan recipe: recipe_id, name, recipe_ingredients).
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Unit } from '../../contract/constants';
import type { Mealplan, MealplanDay, MealplanDayRecipe, MealplanRecipeIngredients } from '../../contract/entities';
import type { Db } from '../db';
import { importedRecipes, mealplans, recipeIngredients, recipes, userRecipes } from '../db/schema';
import type { Viewer } from './access';
import { createCatalogueMatcher } from './catalogueMatcher';
import { importedLines, type LineIngredient } from './importedIngredients';
import type { Tx } from './userImages';
import { planView, viewContext } from './views';

export type PlanRow = typeof mealplans.$inferSelect;
type Kind = MealplanRecipeIngredients['type'];
export interface RecipeRef { type: Kind; id: number }

/** ours: at most this many distinct recipes of one plan are resolved (a week of three meals is 21) */
export const MAX_RESOLVED = 200;

/** Rows as the viewer sees them (shared_with and owner_name loaded once for all). */
export async function planViews(db: Db, rows: PlanRow[], viewer: Viewer): Promise<Mealplan[]> {
  const ctx = await viewContext(db, 'UserMealplan', rows, viewer);
  return rows.map((row) => planView(row, ctx));
}

/** The distinct recipes a plan names, in plan order; custom entries and external links name none. */
export function recipeRefs(days: MealplanDay[]): RecipeRef[] {
  const seen = new Map<string, RecipeRef>();
  for (const day of days) {
    for (const r of day.recipes) {
      if ((r.type === 'A9' || r.type === 'USER' || r.type === 'IMPORTED') && typeof r.value === 'number') {
        const key = `${r.type}:${r.value}`;
        if (!seen.has(key) && seen.size < MAX_RESOLVED) seen.set(key, { type: r.type, id: r.value });
      }
    }
  }
  return [...seen.values()];
}

/** A recipe that is gone, as plans name it; an import's address, which its entries keep. */
export interface GoneRecipe extends RecipeRef { url?: string }

/** A gone recipe's entry: its name kept, as a custom entry, or for an import a link to the page it came from. */
const keptEntry = (entry: MealplanDayRecipe, gone: GoneRecipe): MealplanDayRecipe =>
  (gone.url ? { ...entry, type: 'EXTERNAL_LINK', value: gone.url, image: null } : { ...entry, type: 'CUSTOM', value: null, image: null });

/**
 * Rewrites the entries of these recipes in every plan that names one (anyone's: a shared plan may hold another's
 * recipe). The plans are read for update (in id order, so two such rewrites cannot deadlock), so a save that lands
 * meanwhile is not written over; each plan changed gets a new version, so an editor open on it is told of the change
 * rather than writing the old entries back.
 * `rewrite` returns the entry itself to leave it as it is.
 */
async function rewritePlannedEntries<R extends RecipeRef>(tx: Tx, refs: R[], rewrite: (entry: MealplanDayRecipe, ref: R) => MealplanDayRecipe): Promise<void> {
  if (!refs.length) return;
  const naming = refs.map((r) => sql`${mealplans.recipes} @> ${JSON.stringify([{ recipes: [{ type: r.type, value: r.id }] }])}::jsonb`);
  const rows = await tx.select({ id: mealplans.id, recipes: mealplans.recipes }).from(mealplans).where(or(...naming))
    .orderBy(asc(mealplans.id)).for('update');
  for (const row of rows) {
    let changed = false;
    const days = row.recipes.map((day) => ({
      ...day,
      recipes: day.recipes.map((entry) => {
        const ref = refs.find((r) => r.type === entry.type && r.id === entry.value);
        const next = ref ? rewrite(entry, ref) : entry;
        if (next !== entry) changed = true;
        return next;
      }),
    }));
    if (changed) await tx.update(mealplans).set({ recipes: days, version: sql`${mealplans.version} + 1`, updatedAt: new Date() }).where(eq(mealplans.id, row.id));
  }
}

/**
 * Ours: the entries of deleted recipes, in every plan that names them, keep their name and day but link to no page
 * that is gone.
 */
export const forgetPlannedRecipes = (tx: Tx, gone: GoneRecipe[]): Promise<void> => rewritePlannedEntries(tx, gone, keptEntry);

/** A recipe as plans name it, and the name it has now. */
export interface RenamedRecipe extends RecipeRef { name: string }

/**
 * Ours: a recipe renamed (an own recipe saved under a new name, a catalogue recipe approved or seeded anew under one)
 * goes by its new name in every plan that names it, so each screen and offline copy of a plan, which show the
 * entry's name (SPEC §3 meal plan day recipe: name), says what the link opens.
 */
export const renamePlannedRecipes = (tx: Tx, renamed: RenamedRecipe[]): Promise<void> =>
  rewritePlannedEntries(tx, renamed, (entry, r) => (entry.name === r.name ? entry : { ...entry, name: r.name }));

/** An own recipe's ingredient names a catalogue ingredient by its id; custom ingredients carry a CUSTOM string. */
function catalogueId(value: number | string): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * Resolves plans for one app: catalogue recipes (published to everyone, and those their cook has taken out of
 * the catalogue since: the plan keeps the version it named), and own or imported recipes that
 * belong to the plan's owner or to the caller — never a third person's private recipe, whatever id a plan
 * holds. At most one query per kind of recipe, never one per recipe; imported lines are matched against the
 * catalogue's names, read once a minute.
 */
export function createPlanRecipeResolver(db: Db) {
  const matcher = createCatalogueMatcher(db);

  return async function resolvePlanRecipes(plan: PlanRow, viewer: Viewer): Promise<MealplanRecipeIngredients[]> {
    const refs = recipeRefs(plan.recipes);
    const idsOf = (type: Kind) => refs.filter((r) => r.type === type).map((r) => r.id);
    const [verifiedIds, ownIds, importIds] = [idsOf('A9'), idsOf('USER'), idsOf('IMPORTED')];
    const owners = [...new Set([plan.userId, viewer.id])];
    const [verifiedRows, ownRows, importRows] = await Promise.all([
      verifiedIds.length
        ? db.select({ id: recipes.id, name: recipes.name, ingredientId: recipeIngredients.ingredientId, quantity: recipeIngredients.quantity, measurement: recipeIngredients.measurement })
          .from(recipes).leftJoin(recipeIngredients, eq(recipeIngredients.recipeId, recipes.id))
          .where(inArray(recipes.id, verifiedIds))
          .orderBy(asc(recipes.id), asc(recipeIngredients.position))
        : [],
      ownIds.length
        ? db.select({ id: userRecipes.id, name: userRecipes.name, ingredients: userRecipes.ingredients }).from(userRecipes)
          .where(and(inArray(userRecipes.id, ownIds), inArray(userRecipes.userId, owners)))
        : [],
      importIds.length
        ? db.select({ id: importedRecipes.id, url: importedRecipes.url, data: importedRecipes.data }).from(importedRecipes)
          .where(and(inArray(importedRecipes.id, importIds), inArray(importedRecipes.userId, owners), eq(importedRecipes.importFailed, false)))
        : [],
    ]);

    const found = new Map<string, MealplanRecipeIngredients>();
    for (const row of verifiedRows) {
      const key = `A9:${row.id}`;
      const entry = found.get(key) ?? { type: 'A9', recipe_id: row.id, name: row.name, recipe_ingredients: [] };
      if (row.ingredientId !== null && row.quantity !== null) {
        // the seed writes only SPEC §3 units
        entry.recipe_ingredients.push({ ingredient_id: row.ingredientId, quantity: row.quantity, measurement: row.measurement as Unit });
      }
      found.set(key, entry);
    }
    for (const row of ownRows) {
      const list: MealplanRecipeIngredients['recipe_ingredients'] = [];
      const custom: NonNullable<MealplanRecipeIngredients['custom']> = [];
      for (const i of row.ingredients) {
        const id = catalogueId(i.value);
        if (id === null) custom.push({ name: i.name, quantity: i.quantity, measurement: i.measurement });
        else list.push({ ingredient_id: id, quantity: i.quantity, measurement: i.measurement });
      }
      found.set(`USER:${row.id}`, { type: 'USER', recipe_id: row.id, name: row.name, recipe_ingredients: list, custom });
    }
    if (importRows.length) {
      const match = await matcher();
      for (const row of importRows) {
        const { name, lines } = importedLines(row.data);
        const list: LineIngredient[] = [];
        const unmatched: string[] = [];
        for (const line of lines) {
          const matched = match(line);
          if (matched) list.push(matched);
          else unmatched.push(line);
        }
        found.set(`IMPORTED:${row.id}`, { type: 'IMPORTED', recipe_id: row.id, name: name ?? row.url, recipe_ingredients: list, unmatched });
      }
    }
    return refs.map((r) => found.get(`${r.type}:${r.id}`)).filter((r) => r !== undefined);
  };
}

export type PlanRecipeResolver = ReturnType<typeof createPlanRecipeResolver>;
