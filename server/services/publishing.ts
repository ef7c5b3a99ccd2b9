// Publication of own recipes (SPEC §4 publish request): a user asks, an operator approves or rejects with
// `npm run admin -- publish ...`, and an approved recipe is copied into the verified catalogue, where the
// recipe facts triggers (migration 0003) compute its badges from its ingredients. An edit or an unpublish takes
// the copy out of the catalogue without deleting it (verified false), and an approval afterwards writes the new
// version over it: its id stays, so the saves and meal plans that name it follow the recipe.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Id, UserRecipeIngredient } from '../../contract/entities';
import { RECIPE_MESSAGES } from '../../contract/recipeRules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { ingredientsOfSteps } from '../../contract/stepIngredients';
import type { Db } from '../db';
import { categories, publishRequests, recipeIngredients, recipes, recipeSteps, userRecipes, users } from '../db/schema';
import { conflict, notFound } from '../errors';
import { linkMail, type MailMessage } from './mail';
import { forgetPlannedRecipes, renamePlannedRecipes } from './mealplans';
import { releaseImages, type Tx } from './userImages';
import { isCatalogueName, isCustomIngredient, type PublishRequestRow, type UserRecipeRow } from './userRecipes';

export const ALREADY_PUBLISHED = 'This recipe is already published.';
export const NOT_PUBLISHED = 'This recipe is not published.';
/** ours: the category of a published recipe whose author chose none */
export const FALLBACK_CATEGORY = 'Mains';

export type PublishOutcome =
  | { kind: 'created' | 'existing'; request: PublishRequestRow }
  | { kind: 'refused'; error: string; request: PublishRequestRow };

/**
 * Asks for publication (SPEC §4): one pending request at a time (asking again returns it); a recipe with
 * custom ingredients, or a catalogue recipe's name, is refused, and the refusal is kept as a rejected request
 * whose reason is the refusal's text, for the app to show later and on other devices.
 */
export async function requestPublication(tx: Tx, recipe: UserRecipeRow): Promise<PublishOutcome> {
  if (recipe.published) throw conflict(ALREADY_PUBLISHED);
  const [pending] = await tx.select().from(publishRequests)
    .where(and(eq(publishRequests.entityId, recipe.id), eq(publishRequests.status, 'pending'))).limit(1);
  if (pending) return { kind: 'existing', request: pending };
  const refusal = await publishRefusal(tx, recipe);
  const [request] = await tx.insert(publishRequests)
    .values({ entityId: recipe.id, userId: recipe.userId, status: refusal ? 'rejected' : 'pending', reason: refusal }).returning();
  return refusal ? { kind: 'refused', error: refusal, request: request! } : { kind: 'created', request: request! };
}

/**
 * Why a publish request for the recipe would be refused, or null: custom ingredients (SPEC §4), or a name a catalogue
 * recipe other than its own copy has (ours). POST /user-recipe-validate says it too, for the wizard to say before a save.
 */
export async function publishRefusal(
  db: Db | Tx, recipe: { id: Id | null; name: string; ingredients: Pick<UserRecipeIngredient, 'value'>[] },
): Promise<string | null> {
  if (recipe.ingredients.some(isCustomIngredient)) return RECIPE_MESSAGES.publishUnknownIngredients;
  return recipe.name.trim() && await isCatalogueName(db, recipe.name, recipe.id) ? SERVER_MESSAGES.publishNameTaken : null;
}

/**
 * Takes a recipe out of the catalogue (an edit, an unpublish): its public copy is kept but no longer verified, so
 * no list, search or picker shows it, while those who saved it or planned it still open it by its id. The flag clears.
 */
export async function withdraw(tx: Tx, recipeId: Id): Promise<void> {
  await tx.update(recipes).set({ verified: false }).where(eq(recipes.userRecipeId, recipeId));
  await tx.update(userRecipes).set({ published: false }).where(eq(userRecipes.id, recipeId));
}

/** The photos the public copies show, their own and their steps'. */
async function copyImages(tx: Tx, copyIds: Id[]): Promise<(string | null)[]> {
  if (!copyIds.length) return [];
  const copies = await tx.select({ image: recipes.image }).from(recipes).where(inArray(recipes.id, copyIds));
  const steps = await tx.select({ image: recipeSteps.image }).from(recipeSteps).where(inArray(recipeSteps.recipeId, copyIds));
  return [...copies, ...steps].map((r) => r.image);
}

/**
 * Deletes own recipes with everything that hangs off them (the recipe route deletes one, an account's deletion all
 * of its own): their public copies, withdrawn or not, and the saves of those; their publish requests (they cascade);
 * their photos. The plans that name a recipe or its copy, anyone's, keep its name as a custom entry.
 */
export async function deleteUserRecipes(tx: Tx, userId: Id, rows: UserRecipeRow[]): Promise<void> {
  if (!rows.length) return;
  const ids = rows.map((r) => r.id);
  const copies = (await tx.select({ id: recipes.id }).from(recipes).where(inArray(recipes.userRecipeId, ids))).map((c) => c.id);
  const shown = await copyImages(tx, copies);
  if (copies.length) await tx.delete(recipes).where(inArray(recipes.id, copies));
  await tx.delete(userRecipes).where(inArray(userRecipes.id, ids));
  await forgetPlannedRecipes(tx, [...ids.map((id) => ({ type: 'USER' as const, id })), ...copies.map((id) => ({ type: 'A9' as const, id }))]);
  await releaseImages(tx, userId, [...rows.flatMap((r) => [r.image, ...r.steps.map((s) => s.step_image)]), ...shown], []);
}

/** SPEC §4: editing a published recipe makes it private until approved again; a pending request is cancelled. */
export async function onEdited(tx: Tx, recipe: UserRecipeRow): Promise<void> {
  if (recipe.published) await withdraw(tx, recipe.id);
  await tx.update(publishRequests).set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(publishRequests.entityId, recipe.id), eq(publishRequests.status, 'pending')));
}

/** Settles a request; a reason given is stored with it (a rejection's), else the one it has is kept. */
export async function setRequestStatus(tx: Tx, id: Id, status: 'approved' | 'rejected' | 'cancelled', reason?: string | null): Promise<PublishRequestRow> {
  const [row] = await tx.update(publishRequests).set({ status, reason, updatedAt: new Date() }).where(eq(publishRequests.id, id)).returning();
  return row!;
}

async function pendingRequest(tx: Tx, id: Id): Promise<PublishRequestRow> {
  const [request] = await tx.select().from(publishRequests).where(eq(publishRequests.id, id));
  if (!request) throw notFound(`No publish request ${id}.`);
  if (request.status !== 'pending') throw conflict(`Publish request ${id} is ${request.status}, not pending.`);
  return request;
}

async function recipeCategoryId(tx: Tx, wanted: Id | null): Promise<Id> {
  const rows = await tx.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.kind, 'recipe'));
  const chosen = rows.find((c) => c.id === wanted) ?? rows.find((c) => c.name === FALLBACK_CATEGORY) ?? rows[0];
  if (!chosen) throw new Error('the catalogue has no recipe categories: seed it first');
  return chosen.id;
}

/**
 * Approves a pending request: copies the recipe into the verified catalogue, in one transaction. A recipe approved
 * before keeps its copy's id (the copy is written over). Returns the copy's id.
 */
export async function approve(db: Db, requestId: Id): Promise<Id> {
  return db.transaction(async (tx) => {
    const request = await pendingRequest(tx, requestId);
    const [recipe] = await tx.select().from(userRecipes).where(eq(userRecipes.id, request.entityId));
    if (!recipe) throw notFound(`The recipe of request ${requestId} no longer exists.`);
    if (recipe.ingredients.some(isCustomIngredient)) throw conflict(RECIPE_MESSAGES.publishUnknownIngredients);
    // a catalogue recipe may have taken the name since the request
    if (await isCatalogueName(tx, recipe.name, recipe.id)) throw conflict(SERVER_MESSAGES.publishNameTaken);
    const [previous] = await tx.select({ id: recipes.id, name: recipes.name }).from(recipes).where(eq(recipes.userRecipeId, recipe.id));
    const shown = previous ? await copyImages(tx, [previous.id]) : [];
    const version = {
      name: recipe.name,
      description: recipe.description,
      image: recipe.image,
      serves: recipe.serves,
      categoryId: await recipeCategoryId(tx, recipe.categoryId),
      verified: true,
    };
    const [copy] = await tx.insert(recipes).values({ ...version, slug: `user-recipe-${recipe.id}`, userRecipeId: recipe.id })
      .onConflictDoUpdate({ target: recipes.userRecipeId, set: { ...version, updatedAt: new Date() } })
      .returning({ id: recipes.id });
    const recipeId = copy!.id;
    // plans name the copy by the name it was approved under
    if (previous && previous.name !== recipe.name) await renamePlannedRecipes(tx, [{ type: 'A9', id: recipeId, name: recipe.name }]);
    await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId));
    await tx.delete(recipeSteps).where(eq(recipeSteps.recipeId, recipeId));
    const lines = recipe.ingredients.length
      ? await tx.insert(recipeIngredients).values(recipe.ingredients.map((i, index) => ({
        recipeId, ingredientId: i.value as number, position: index + 1, quantity: i.quantity, measurement: i.measurement, treatment: i.treatment,
      }))).returning({ id: recipeIngredients.id, position: recipeIngredients.position })
      : [];
    if (recipe.steps.length) {
      // each step names the ingredients it uses, for cook mode (the wizard asks for none)
      const lineIds = new Map(lines.map((line) => [line.position, line.id]));
      const uses = ingredientsOfSteps(recipe.steps.map((s) => `${s.title}\n${s.description}`), recipe.ingredients.map((i) => i.name));
      await tx.insert(recipeSteps).values(recipe.steps.map((s, index) => ({
        recipeId, stepOrder: index + 1, name: s.title, description: s.description, image: s.step_image, timer: s.timer,
        ingredients: uses[index]!.map((i) => lineIds.get(i + 1)!),
      })));
    }
    await tx.update(userRecipes).set({ published: true }).where(eq(userRecipes.id, recipe.id));
    // the photos of the version it replaced that the recipe no longer has
    await releaseImages(tx, recipe.userId, shown, [recipe.image, ...recipe.steps.map((s) => s.step_image)]);
    await setRequestStatus(tx, requestId, 'approved');
    return recipeId;
  });
}

/** Rejects a pending request with the operator's reason (null when none was given), which the cook's app shows. */
export async function reject(db: Db, requestId: Id, reason: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await pendingRequest(tx, requestId);
    await setRequestStatus(tx, requestId, 'rejected', reason);
  });
}

export interface PendingListing {
  id: Id;
  recipeId: Id;
  name: string;
  email: string;
  createdAt: Date;
}

/** The pending requests, oldest first (at most 100): what the operator reviews. */
export async function listPending(db: Db): Promise<PendingListing[]> {
  return db.select({ id: publishRequests.id, recipeId: userRecipes.id, name: userRecipes.name, email: users.email, createdAt: publishRequests.createdAt })
    .from(publishRequests)
    .innerJoin(userRecipes, eq(userRecipes.id, publishRequests.entityId))
    .innerJoin(users, eq(users.id, publishRequests.userId))
    .where(inArray(publishRequests.status, ['pending']))
    .orderBy(asc(publishRequests.createdAt), asc(publishRequests.id))
    .limit(100);
}

/**
 * Ours: the mail that tells a cook how their request ended, approved (with the catalogue's page of the recipe) or
 * rejected (with the operator's reason, when given); null when the recipe or its cook is gone.
 */
export async function publicationNotice(db: Db, requestId: Id, outcome: { approved: Id } | { rejected: string | null }, appUrl: string): Promise<MailMessage | null> {
  const [row] = await db.select({ email: users.email, name: userRecipes.name, id: userRecipes.id }).from(publishRequests)
    .innerJoin(userRecipes, eq(userRecipes.id, publishRequests.entityId)).innerJoin(users, eq(users.id, userRecipes.userId))
    .where(eq(publishRequests.id, requestId));
  if (!row) return null;
  if ('approved' in outcome) {
    return linkMail(row.email, `${row.name} is in the Larder catalogue`, `Your recipe "${row.name}" was approved: everyone can find it in Discover now.`,
      'See it in the catalogue', `${appUrl}/recipes/${outcome.approved}`, 'Editing it makes it private again until it is approved anew.');
  }
  const why = outcome.rejected ? ` The reason given: ${outcome.rejected}` : '';
  return linkMail(row.email, `${row.name} was not published`, `Your request to publish "${row.name}" was rejected.${why}`,
    'Open your recipe', `${appUrl}/user-recipes/${row.id}`, 'You can change it and ask again.');
}
