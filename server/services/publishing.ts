// Publication of own recipes (SPEC §4 publish request): a user asks, an operator approves or rejects with
// `npm run admin -- publish ...`, and an approved recipe is copied into the verified catalogue, where the
// recipe facts triggers (migration 0003) compute its badges from its ingredients.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Id } from '../../contract/entities';
import { MESSAGES } from '../../contract/rules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { ingredientsOfSteps } from '../../contract/stepIngredients';
import type { Db } from '../db';
import { categories, publishRequests, recipeIngredients, recipes, recipeSteps, userRecipes, users } from '../db/schema';
import { conflict, notFound } from '../errors';
import { linkMail, type MailMessage } from './mail';
import type { Tx } from './userImages';
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
 * custom ingredients is refused, and the refusal is kept as a rejected request the client can show.
 */
export async function requestPublication(tx: Tx, recipe: UserRecipeRow): Promise<PublishOutcome> {
  if (recipe.published) throw conflict(ALREADY_PUBLISHED);
  const [pending] = await tx.select().from(publishRequests)
    .where(and(eq(publishRequests.entityId, recipe.id), eq(publishRequests.status, 'pending'))).limit(1);
  if (pending) return { kind: 'existing', request: pending };
  const refusal = recipe.ingredients.some(isCustomIngredient) ? MESSAGES.publishUnknownIngredients
    : await isCatalogueName(tx, recipe.name, recipe.id) ? SERVER_MESSAGES.publishNameTaken : null;
  const [request] = await tx.insert(publishRequests)
    .values({ entityId: recipe.id, userId: recipe.userId, status: refusal ? 'rejected' : 'pending' }).returning();
  return refusal ? { kind: 'refused', error: refusal, request: request! } : { kind: 'created', request: request! };
}

/** Takes a recipe out of the catalogue: its public copy goes (saved copies with it), the flag clears. Returns the copies' ids. */
export async function withdraw(tx: Tx, recipeId: Id): Promise<Id[]> {
  const copies = await tx.delete(recipes).where(eq(recipes.userRecipeId, recipeId)).returning({ id: recipes.id });
  await tx.update(userRecipes).set({ published: false }).where(eq(userRecipes.id, recipeId));
  return copies.map((c) => c.id);
}

/** SPEC §4: editing a published recipe makes it private until approved again; a pending request is cancelled. */
export async function onEdited(tx: Tx, recipe: UserRecipeRow): Promise<void> {
  if (recipe.published) await withdraw(tx, recipe.id);
  await tx.update(publishRequests).set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(publishRequests.entityId, recipe.id), eq(publishRequests.status, 'pending')));
}

export async function setRequestStatus(tx: Tx, id: Id, status: 'approved' | 'rejected' | 'cancelled'): Promise<PublishRequestRow> {
  const [row] = await tx.update(publishRequests).set({ status, updatedAt: new Date() }).where(eq(publishRequests.id, id)).returning();
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

/** Approves a pending request: copies the recipe into the verified catalogue, in one transaction. Returns the new recipe id. */
export async function approve(db: Db, requestId: Id): Promise<Id> {
  return db.transaction(async (tx) => {
    const request = await pendingRequest(tx, requestId);
    const [recipe] = await tx.select().from(userRecipes).where(eq(userRecipes.id, request.entityId));
    if (!recipe) throw notFound(`The recipe of request ${requestId} no longer exists.`);
    if (recipe.ingredients.some(isCustomIngredient)) throw conflict(MESSAGES.publishUnknownIngredients);
    // a catalogue recipe may have taken the name since the request
    if (await isCatalogueName(tx, recipe.name, recipe.id)) throw conflict(SERVER_MESSAGES.publishNameTaken);
    await tx.delete(recipes).where(eq(recipes.userRecipeId, recipe.id));
    const [copy] = await tx.insert(recipes).values({
      slug: `user-recipe-${recipe.id}`,
      name: recipe.name,
      description: recipe.description,
      image: recipe.image,
      serves: recipe.serves,
      categoryId: await recipeCategoryId(tx, recipe.categoryId),
      verified: true,
      userRecipeId: recipe.id,
    }).returning({ id: recipes.id });
    const recipeId = copy!.id;
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
    await setRequestStatus(tx, requestId, 'approved');
    return recipeId;
  });
}

export async function reject(db: Db, requestId: Id): Promise<void> {
  await db.transaction(async (tx) => {
    await pendingRequest(tx, requestId);
    await setRequestStatus(tx, requestId, 'rejected');
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
