// Publication of own recipes (SPEC §4 publish request, §7 /publish-requests, §8 messages): a user asks,
// the operator approves or rejects (services/publishing.ts, behind `npm run admin -- publish ...`), and an
// approved recipe is in the catalogue as verified until it is unpublished or edited.
import type { PublishResponse, UserRecipeSaveResponse } from '../../contract/api';
import type { PublishRequest, Recipe, RecipeSummary, UserRecipe } from '../../contract/entities';
import { MESSAGES } from '../../contract/rules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { approve, listPending, reject } from '../services/publishing';
import { createCatalogueTestApp } from '../test/catalogue';
import { type Auth, createRecipe, recipeBody, updateRecipe } from '../test/cookbook';
import { signUp, TEST_INVITES, type TestApp } from '../test/testApp';

let t: TestApp;
let a: Auth;
let b: Auth;
beforeAll(async () => {
  t = await createCatalogueTestApp();
  a = (await signUp(t, TEST_INVITES[0]!)).auth;
  b = (await signUp(t, TEST_INVITES[1]!)).auth;
  // seeding the catalogue takes long when the machine is busy
}, 120_000);
afterAll(() => t.close());

const publish = (auth: Auth, id: number) => t.app.inject({ method: 'POST', url: '/api/publish-requests/', headers: auth, payload: { entity_id: id, entity_type: 'UserRecipe' } });
const cancel = (auth: Auth, id: number) => t.app.inject({ url: `/api/publish-requests/${id}/cancel`, headers: auth });
const unpublish = (auth: Auth, id: number) => t.app.inject({ method: 'PUT', url: '/api/publish-requests/unpublish', headers: auth, payload: { user_recipe_id: id } });
const mine = async (auth: Auth, id: number) => (await t.app.inject({ url: `/api/user-recipe-creator/${id}`, headers: auth })).json<UserRecipe>();
const newRecipe = async (auth: Auth, overrides: Record<string, unknown> = {}) => (await createRecipe(t, auth, await recipeBody(t, overrides))).json<UserRecipeSaveResponse>();

/** The verified catalogue entry with this name, looked up the way Discover does: by search and by paging. */
async function inCatalogue(name: string): Promise<{ search: RecipeSummary | undefined; listed: RecipeSummary | undefined }> {
  const search = (await t.app.inject({ url: `/api/recipe-search?search=${encodeURIComponent(name)}` })).json<{ data: RecipeSummary[] }>().data.find((r) => r.name === name);
  let listed: RecipeSummary | undefined;
  for (let page = 1, last = 1; page <= last && !listed; page += 1) {
    const res = (await t.app.inject({ url: `/api/recipes?page=${page}` })).json<{ data: RecipeSummary[]; last_page: number }>();
    last = res.last_page;
    listed = res.data.find((r) => r.name === name);
  }
  return { search, listed };
}

test('signed out, every call is a 401', async () => {
  expect((await t.app.inject({ url: '/api/publish-requests/' })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'POST', url: '/api/publish-requests', payload: {} })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'PUT', url: '/api/publish-requests/unpublish', payload: {} })).statusCode).toBe(401);
  expect((await t.app.inject({ url: '/api/publish-requests/1/cancel' })).statusCode).toBe(401);
});

test('a request is created pending, shown with the recipe and in the list; asking again returns it', async () => {
  const recipe = await newRecipe(a);
  const res = await publish(a, recipe.user_recipe_id);
  expect(res.statusCode).toBe(201);
  const request = res.json<PublishResponse>().data!;
  expect(request).toMatchObject({ entity_id: recipe.user_recipe_id, entity_type: 'UserRecipe', status: 'pending' });
  expect((await mine(a, recipe.user_recipe_id)).publish_request).toEqual(request);
  const listed = (await t.app.inject({ url: '/api/publish-requests/', headers: a })).json<PublishRequest[]>();
  expect(listed[0]).toEqual(request);
  expect((await t.app.inject({ url: '/api/publish-requests', headers: b })).json()).toEqual([]);
  const again = await publish(a, recipe.user_recipe_id);
  expect(again.statusCode).toBe(200);
  expect(again.json<PublishResponse>().data!.id).toBe(request.id);
});

test('cancel clears a pending request; it cannot be cancelled twice, nor by someone else', async () => {
  const recipe = await newRecipe(a);
  const request = (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!;
  expect((await cancel(b, request.id)).statusCode).toBe(404);
  const res = await cancel(a, request.id);
  expect(res.statusCode).toBe(200);
  expect(res.json<{ data: PublishRequest }>().data).toMatchObject({ id: request.id, status: 'cancelled' });
  expect((await mine(a, recipe.user_recipe_id)).publish_request).toBeNull();
  const twice = await cancel(a, request.id);
  expect(twice.statusCode).toBe(409);
  expect(twice.json()).toMatchObject({ message: MESSAGES.publishCancelError });
});

test('another user\'s recipe cannot be put forward', async () => {
  const recipe = await newRecipe(a);
  expect((await publish(b, recipe.user_recipe_id)).statusCode).toBe(404);
  expect((await unpublish(b, recipe.user_recipe_id)).statusCode).toBe(404);
});

test('SPEC §8: a recipe with custom ingredients is saved but cannot be published', async () => {
  const body = await recipeBody(t);
  const custom = { value: 'CUSTOM-q1w2e3', name: 'wild garlic', quantity: 1, measurement: 'unit', treatment: null };
  const recipe = (await createRecipe(t, a, { ...body, ingredients: [...body.ingredients, custom] })).json<UserRecipe>();
  const res = await publish(a, recipe.user_recipe_id);
  expect(res.statusCode).toBe(200);
  const refused = res.json<PublishResponse>();
  expect(refused.error).toBe(MESSAGES.publishUnknownIngredients);
  expect(refused.request).toMatchObject({ entity_id: recipe.user_recipe_id, status: 'rejected' });
  // the wizard's publish box: the recipe is saved, with the message that it stays private
  const viaWizard = await createRecipe(t, a, { ...body, name: `${body.name} 2`, ingredients: [custom], publish: true });
  expect(viaWizard.statusCode).toBe(201);
  expect(viaWizard.json<UserRecipeSaveResponse>()).toMatchObject({ published: false, publish_error: MESSAGES.publishCustomOnly });
  // the refused request can be dismissed
  expect((await cancel(a, refused.request!.id)).statusCode).toBe(200);
});

test('a recipe named as a catalogue recipe is saved, but publishing it is refused with why', async () => {
  const body = await recipeBody(t);
  const recipe = (await createRecipe(t, a, { ...body, name: 'Shakshuka' }));
  expect(recipe.statusCode).toBe(201);
  const res = await publish(a, recipe.json<UserRecipe>().user_recipe_id);
  expect(res.json<PublishResponse>()).toMatchObject({ error: SERVER_MESSAGES.publishNameTaken, request: { status: 'rejected' } });
  // the wizard's publish box: saved, with the reason it stays private
  const viaWizard = await createRecipe(t, a, { ...body, name: 'shakshuka', publish: true });
  expect(viaWizard.statusCode).toBe(409);
  const other = await createRecipe(t, b, { ...body, name: 'SHAKSHUKA', publish: true });
  expect(other.statusCode).toBe(201);
  expect(other.json<UserRecipeSaveResponse>()).toMatchObject({ published: false, publish_error: SERVER_MESSAGES.publishNameTaken });
});

test('approval puts the recipe in the catalogue as verified; unpublish takes it out', async () => {
  const recipe = await newRecipe(a);
  const request = (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!;
  expect((await listPending(t.db)).map((p) => p.id)).toContain(request.id);
  const recipeId = await approve(t.db, request.id);
  expect((await listPending(t.db)).map((p) => p.id)).not.toContain(request.id);
  expect(await mine(a, recipe.user_recipe_id)).toMatchObject({ published: true, publish_request: null });
  const found = await inCatalogue(recipe.name);
  expect(found.search).toMatchObject({ recipe_id: recipeId, name: recipe.name, verified: true });
  expect(found.listed).toMatchObject({ recipe_id: recipeId, verified: true });
  const full = (await t.app.inject({ url: `/api/recipes/${recipeId}` })).json<Recipe>();
  expect(full.recipe_ingredients).toHaveLength(2);
  expect(full.recipe_steps.map((s) => s.name)).toEqual(['Soften', 'Simmer']);
  // each step names what it uses, for cook mode: 'the leeks', 'the milk' (whole milk)
  const [leek, milk] = full.recipe_ingredients.map((ri) => ri.recipe_ingredient_id);
  expect(full.recipe_steps.map((s) => s.ingredients)).toEqual([[leek], [milk]]);
  // a published recipe cannot be put forward again
  expect((await publish(a, recipe.user_recipe_id)).statusCode).toBe(409);

  const res = await unpublish(a, recipe.user_recipe_id);
  expect(res.statusCode).toBe(200);
  expect(res.json<{ data: UserRecipe }>().data).toMatchObject({ published: false });
  expect(await inCatalogue(recipe.name)).toEqual({ search: undefined, listed: undefined });
  expect((await t.app.inject({ url: `/api/recipes/${recipeId}` })).statusCode).toBe(404);
  expect((await unpublish(a, recipe.user_recipe_id)).statusCode).toBe(409);
});

test('SPEC §4: editing a published recipe makes it private; editing cancels a pending request', async () => {
  const recipe = await newRecipe(a);
  await approve(t.db, (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!.id);
  expect((await inCatalogue(recipe.name)).search).toBeDefined();
  const edited = await updateRecipe(t, a, recipe.user_recipe_id, await recipeBody(t, { name: recipe.name, description: 'Changed.' }));
  expect(edited.json<UserRecipe>()).toMatchObject({ published: false, publish_request: null });
  expect((await inCatalogue(recipe.name)).search).toBeUndefined();

  const request = (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!;
  await updateRecipe(t, a, recipe.user_recipe_id, await recipeBody(t, { name: recipe.name, description: 'Changed again.' }));
  expect((await mine(a, recipe.user_recipe_id)).publish_request).toBeNull();
  const requests = (await t.app.inject({ url: '/api/publish-requests', headers: a })).json<PublishRequest[]>();
  expect(requests.find((r) => r.id === request.id)?.status).toBe('cancelled');
  // a cancelled request cannot be approved afterwards
  await expect(approve(t.db, request.id)).rejects.toThrow(/not pending/);
});

test('the review step can ask for publication with the save', async () => {
  const res = await createRecipe(t, a, await recipeBody(t, { publish: true }));
  expect(res.statusCode).toBe(201);
  expect(res.json<UserRecipe>().publish_request).toMatchObject({ status: 'pending' });
});

test('rejection leaves the recipe private with the rejected request to show', async () => {
  const recipe = await newRecipe(a);
  const request = (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!;
  await reject(t.db, request.id);
  expect(await mine(a, recipe.user_recipe_id)).toMatchObject({ published: false, publish_request: { id: request.id, status: 'rejected' } });
  expect((await inCatalogue(recipe.name)).search).toBeUndefined();
  await expect(reject(t.db, request.id)).rejects.toThrow(/not pending/);
});

test('deleting a published recipe removes its catalogue copy', async () => {
  const recipe = await newRecipe(a);
  await approve(t.db, (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!.id);
  await t.app.inject({ method: 'DELETE', url: `/api/user-recipe-creator/${recipe.user_recipe_id}`, headers: a });
  expect((await inCatalogue(recipe.name)).search).toBeUndefined();
});
