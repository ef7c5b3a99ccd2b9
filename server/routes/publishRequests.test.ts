// Publication of own recipes (SPEC §4 publish request, §7 /publish-requests, §8 messages): a user asks,
// the operator approves or rejects (services/publishing.ts, behind `npm run admin -- publish ...`), and an
// approved recipe is in the catalogue as verified until it is unpublished or edited; then its copy is out of every
// list but kept for those who saved it or planned it, and an approval afterwards writes the new version over it.
import type { HomeBetaResponse, MealplanResponse, PublishResponse, UserRecipeSaveResponse } from '../../contract/api';
import type { PublishRequest, Recipe, RecipeSummary, SavedRecipe, UserRecipe } from '../../contract/entities';
import { RECIPE_MESSAGES } from '../../contract/recipeRules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { approve, listPending, reject } from '../services/publishing';
import { createCatalogueTestApp } from '../test/catalogue';
import { type Auth, createRecipe, jpegDataUrl, recipeBody, updateRecipe } from '../test/cookbook';
import { signUp, TEST_INVITES, type TestApp } from '../test/testApp';
import { NOT_IN_CATALOGUE } from './savedRecipes';

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
const validate = (auth: Auth, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/user-recipe-validate', headers: auth, payload });
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
  expect(request).toMatchObject({ entity_id: recipe.user_recipe_id, entity_type: 'UserRecipe', status: 'pending', reason: null });
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
  expect(twice.json()).toMatchObject({ message: RECIPE_MESSAGES.publishCancelError });
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
  expect(refused.error).toBe(RECIPE_MESSAGES.publishUnknownIngredients);
  expect(refused.request).toMatchObject({ entity_id: recipe.user_recipe_id, status: 'rejected', reason: RECIPE_MESSAGES.publishUnknownIngredients });
  // the refusal is kept as the request's reason, for the app to show later and on another device
  expect((await mine(a, recipe.user_recipe_id)).publish_request).toMatchObject({ status: 'rejected', reason: RECIPE_MESSAGES.publishUnknownIngredients });
  // the wizard's publish box: the recipe is saved, with the message that it stays private
  const viaWizard = await createRecipe(t, a, { ...body, name: `${body.name} 2`, ingredients: [custom], publish: true });
  expect(viaWizard.statusCode).toBe(201);
  expect(viaWizard.json<UserRecipeSaveResponse>()).toMatchObject({
    published: false, publish_error: RECIPE_MESSAGES.publishCustomOnly, publish_request: { status: 'rejected', reason: RECIPE_MESSAGES.publishUnknownIngredients },
  });
  // the refused request can be dismissed
  expect((await cancel(a, refused.request!.id)).statusCode).toBe(200);
});

test('a recipe named as a catalogue recipe is saved, but publishing it is refused with why', async () => {
  // the wizard's name check says so before the save (QA author 3), in the refusal's words; a custom ingredient first
  expect((await validate(a, { name: 'SHAKSHUKA ' })).json()).toMatchObject({ name_taken: false, publish_error: SERVER_MESSAGES.publishNameTaken });
  expect((await validate(a, { name: 'Shakshuka', ingredients: [{ value: 'CUSTOM-ab12cd', name: 'rose harissa' }] })).json())
    .toMatchObject({ publish_error: RECIPE_MESSAGES.publishUnknownIngredients });
  expect((await validate(a, { name: 'Shakshuka for two' })).json()).not.toHaveProperty('publish_error');
  const body = await recipeBody(t);
  const recipe = (await createRecipe(t, a, { ...body, name: 'Shakshuka' }));
  expect(recipe.statusCode).toBe(201);
  const res = await publish(a, recipe.json<UserRecipe>().user_recipe_id);
  expect(res.json<PublishResponse>()).toMatchObject({ error: SERVER_MESSAGES.publishNameTaken, request: { status: 'rejected', reason: SERVER_MESSAGES.publishNameTaken } });
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
  expect(await mine(a, recipe.user_recipe_id)).toMatchObject({ catalogue_copy: false });
  const recipeId = await approve(t.db, request.id);
  expect((await listPending(t.db)).map((p) => p.id)).not.toContain(request.id);
  expect(await mine(a, recipe.user_recipe_id)).toMatchObject({ published: true, publish_request: null, catalogue_copy: true });
  // its own copy does not clash with it; another recipe by its name would
  expect((await validate(a, { name: recipe.name, user_recipe_id: recipe.user_recipe_id })).json()).not.toHaveProperty('publish_error');
  expect((await validate(b, { name: recipe.name })).json()).toMatchObject({ publish_error: SERVER_MESSAGES.publishNameTaken });
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
  // its copy stays, for those who saved it or planned it, whom deleting the recipe would take it from (QA author 7)
  expect(res.json<{ data: UserRecipe }>().data).toMatchObject({ published: false, catalogue_copy: true });
  const listedMine = (await t.app.inject({ url: '/api/user-recipe-creator', headers: a })).json<UserRecipe[]>();
  expect(listedMine.find((r) => r.user_recipe_id === recipe.user_recipe_id)).toMatchObject({ published: false, catalogue_copy: true });
  expect(listedMine.filter((r) => r.user_recipe_id !== recipe.user_recipe_id).map((r) => r.catalogue_copy)).not.toContain(true);
  expect(await inCatalogue(recipe.name)).toEqual({ search: undefined, listed: undefined });
  // out of the catalogue, its copy is still read by its id, saying so
  expect((await t.app.inject({ url: `/api/recipes/${recipeId}` })).json<Recipe>()).toMatchObject({ recipe_id: recipeId, verified: false });
  expect((await unpublish(a, recipe.user_recipe_id)).statusCode).toBe(409);
});

describe('a published recipe edited or unpublished by its cook, then approved again', () => {
  const savedBy = async (auth: Auth) => (await t.app.inject({ url: '/api/user-saved-recipes', headers: auth })).json<SavedRecipe[]>();
  const catalogueRecipe = async (id: number) => (await t.app.inject({ url: `/api/recipes/${id}` })).json<Recipe>();

  /** b's plan naming the catalogue copy, and how it resolves for the ingredient check */
  async function planOf(auth: Auth, id: number, name: string) {
    const days = [{ date: '', day: 0, recipes: [{ name, value: id, image: null, type: 'A9', checked: false }] }];
    const made = await t.app.inject({ method: 'POST', url: '/api/user-mealplans/', headers: auth, payload: { name: 'Week', recipes: days, days: 1 } });
    const url = `/api/user-mealplans/${made.json<{ data: { user_mealplan_id: number } }>().data.user_mealplan_id}`;
    return async () => (await t.app.inject({ url, headers: auth })).json<MealplanResponse>();
  }

  /** everywhere the catalogue lists recipes: Discover's list and search, the latest recipes, the recipe picker */
  async function listedAnywhere(id: number, name: string): Promise<boolean[]> {
    const found = await inCatalogue(name);
    const filtered = (await t.app.inject({ method: 'POST', url: '/api/recipe-filter', payload: { pageToRequest: 1, searchString: name, filters: [] } }))
      .json<{ data: RecipeSummary[] }>().data;
    const latest = (await t.app.inject({ url: '/api/home-beta' })).json<HomeBetaResponse>().recipes;
    const options = (await t.app.inject({ url: '/api/form-options/recipes' })).json<{ data: { value: number }[] }>().data;
    return [found.search, found.listed, filtered.find((r) => r.recipe_id === id), latest.find((r) => r.recipe_id === id), options.find((o) => o.value === id)]
      .map((hit) => hit !== undefined);
  }

  test('others keep it saved and planned, open it by its id, and get the new version, under the same id, once it is approved', async () => {
    const body = await recipeBody(t);
    const recipe = (await createRecipe(t, a, body)).json<UserRecipe>();
    const recipeId = await approve(t.db, (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!.id);
    expect((await t.app.inject({ method: 'POST', url: '/api/user-saved-recipes', headers: b, payload: { recipe_id: recipeId } })).statusCode).toBe(201);
    const plan = await planOf(b, recipeId, recipe.name);
    expect(await listedAnywhere(recipeId, recipe.name)).toEqual([true, true, true, true, true]);

    // a typo fixed: the recipe is private until approved again (SPEC §4)
    await updateRecipe(t, a, recipe.user_recipe_id, { ...body, description: 'A green soup for a cold night.' });
    expect(await listedAnywhere(recipeId, recipe.name)).toEqual([false, false, false, false, false]);
    expect((await savedBy(b)).map((r) => r.recipe_id)).toContain(recipeId);
    expect(await catalogueRecipe(recipeId)).toMatchObject({ verified: false, description: 'A green soup for a cold evening.' });
    const planned = await plan();
    expect(planned.data.recipes[0]!.recipes[0]).toMatchObject({ type: 'A9', value: recipeId });
    expect(planned.recipes).toEqual([expect.objectContaining({ type: 'A9', recipe_id: recipeId, name: recipe.name })]);
    expect(planned.recipes[0]!.recipe_ingredients).toHaveLength(2);
    // nobody saves it anew; saving it again where it is saved changes nothing
    const anew = await t.app.inject({ method: 'POST', url: '/api/user-saved-recipes', headers: a, payload: { recipe_id: recipeId } });
    expect(anew.statusCode).toBe(409);
    expect(anew.json()).toMatchObject({ message: NOT_IN_CATALOGUE });
    expect((await t.app.inject({ method: 'POST', url: '/api/user-saved-recipes', headers: b, payload: { recipe_id: recipeId } })).statusCode).toBe(200);

    // approved again, with a step and an ingredient fewer: the same copy, written over
    await updateRecipe(t, a, recipe.user_recipe_id, {
      ...body, name: `${recipe.name} II`, description: 'Now with chives.', ingredients: body.ingredients.slice(0, 1), steps: body.steps.slice(0, 1),
    });
    expect(await approve(t.db, (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!.id)).toBe(recipeId);
    const approved = await catalogueRecipe(recipeId);
    expect(approved).toMatchObject({ verified: true, name: `${recipe.name} II`, description: 'Now with chives.' });
    expect(approved.recipe_ingredients.map((i) => i.ingredient.name)).toEqual(['leek']);
    expect(approved.recipe_steps.map((s) => [s.name, s.ingredients])).toEqual([['Soften', [approved.recipe_ingredients[0]!.recipe_ingredient_id]]]);
    expect(await listedAnywhere(recipeId, `${recipe.name} II`)).toEqual([true, true, true, true, true]);
    expect((await savedBy(b)).find((r) => r.recipe_id === recipeId)).toMatchObject({ name: `${recipe.name} II`, description: 'Now with chives.' });
    expect((await plan()).recipes).toEqual([{ type: 'A9', recipe_id: recipeId, name: `${recipe.name} II`, recipe_ingredients: [expect.objectContaining({ quantity: 2 })] }]);

    // unpublished: the same as an edit
    expect((await unpublish(a, recipe.user_recipe_id)).statusCode).toBe(200);
    expect(await listedAnywhere(recipeId, `${recipe.name} II`)).toEqual([false, false, false, false, false]);
    expect((await savedBy(b)).map((r) => r.recipe_id)).toContain(recipeId);
    expect((await plan()).recipes.map((r) => r.recipe_id)).toEqual([recipeId]);
    expect(await catalogueRecipe(recipeId)).toMatchObject({ verified: false, name: `${recipe.name} II` });
    // its name is free again in the catalogue: a withdrawn copy is no catalogue recipe
    const namesake = await createRecipe(t, b, await recipeBody(t, { name: `${recipe.name} II`, publish: true }));
    expect(namesake.json<UserRecipeSaveResponse>()).toMatchObject({ publish_request: { status: 'pending' } });
  });

  test('plans name the copy by the name it was approved under: renamed, they follow once the new name is approved', async () => {
    const body = await recipeBody(t);
    const recipe = (await createRecipe(t, a, body)).json<UserRecipe>();
    const recipeId = await approve(t.db, (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!.id);
    const plan = await planOf(b, recipeId, recipe.name);
    const before = (await plan()).data;

    // the withdrawn copy keeps its name, which its page still shows
    await updateRecipe(t, a, recipe.user_recipe_id, { ...body, name: `${recipe.name} renamed` });
    expect((await plan()).data).toEqual(before);
    await approve(t.db, (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!.id);
    const after = (await plan()).data;
    expect(after.recipes[0]!.recipes).toEqual([{ name: `${recipe.name} renamed`, value: recipeId, image: null, type: 'A9', checked: false }]);
    expect(after.version).toBe(before.version! + 1);
  });

  test('a photo the recipe no longer has stays while the withdrawn copy shows it, and goes when the new version is approved', async () => {
    const body = await recipeBody(t, { image: jpegDataUrl() });
    const recipe = (await createRecipe(t, a, body)).json<UserRecipe>();
    const recipeId = await approve(t.db, (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!.id);
    const photo = recipe.image!;
    expect((await catalogueRecipe(recipeId)).image).toBe(photo);
    const edited = (await updateRecipe(t, a, recipe.user_recipe_id, { ...body, image: jpegDataUrl(40, 20) })).json<UserRecipe>();
    expect(edited.image).not.toBe(photo);
    expect((await t.app.inject({ url: photo })).statusCode).toBe(200);
    await approve(t.db, (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!.id);
    expect((await catalogueRecipe(recipeId)).image).toBe(edited.image);
    expect((await t.app.inject({ url: photo })).statusCode).toBe(404);
    expect((await t.app.inject({ url: edited.image! })).statusCode).toBe(200);
  });

  test('deleting the recipe deletes its withdrawn copy too: saves go, plans keep its name as a custom entry, its photos go', async () => {
    const body = await recipeBody(t, { image: jpegDataUrl() });
    const recipe = (await createRecipe(t, a, body)).json<UserRecipe>();
    const recipeId = await approve(t.db, (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!.id);
    await t.app.inject({ method: 'POST', url: '/api/user-saved-recipes', headers: b, payload: { recipe_id: recipeId } });
    const plan = await planOf(b, recipeId, recipe.name);
    await updateRecipe(t, a, recipe.user_recipe_id, { ...body, image: null });
    expect((await t.app.inject({ url: recipe.image! })).statusCode).toBe(200);

    await t.app.inject({ method: 'DELETE', url: `/api/user-recipe-creator/${recipe.user_recipe_id}`, headers: a });
    expect((await t.app.inject({ url: `/api/recipes/${recipeId}` })).statusCode).toBe(404);
    expect((await savedBy(b)).map((r) => r.recipe_id)).not.toContain(recipeId);
    expect((await plan()).data.recipes[0]!.recipes[0]).toMatchObject({ type: 'CUSTOM', value: null, name: recipe.name });
    expect((await t.app.inject({ url: recipe.image! })).statusCode).toBe(404);
  });

  test('deleting the account deletes its recipes\' copies as deleting each recipe does, and its pending request', async () => {
    const leaver = await signUp(t, TEST_INVITES[2]!);
    const body = await recipeBody(t, { image: jpegDataUrl() });
    const recipe = (await createRecipe(t, leaver.auth, body)).json<UserRecipe>();
    const recipeId = await approve(t.db, (await publish(leaver.auth, recipe.user_recipe_id)).json<PublishResponse>().data!.id);
    await t.app.inject({ method: 'POST', url: '/api/user-saved-recipes', headers: b, payload: { recipe_id: recipeId } });
    const plan = await planOf(b, recipeId, recipe.name);
    // another approved, then withdrawn by an edit
    const withdrawn = await newRecipe(leaver.auth);
    const withdrawnId = await approve(t.db, (await publish(leaver.auth, withdrawn.user_recipe_id)).json<PublishResponse>().data!.id);
    await updateRecipe(t, leaver.auth, withdrawn.user_recipe_id, await recipeBody(t, { name: withdrawn.name, description: 'Changed.' }));
    const pending = (await publish(leaver.auth, (await newRecipe(leaver.auth)).user_recipe_id)).json<PublishResponse>().data!;
    expect(await listedAnywhere(recipeId, recipe.name)).toEqual([true, true, true, true, true]);

    const done = await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: leaver.auth, payload: { current_password: leaver.password } });
    expect(done.statusCode).toBe(200);
    expect(await listedAnywhere(recipeId, recipe.name)).toEqual([false, false, false, false, false]);
    expect((await t.app.inject({ url: `/api/recipes/${recipeId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/recipes/${withdrawnId}` })).statusCode).toBe(404);
    expect((await savedBy(b)).map((r) => r.recipe_id)).not.toContain(recipeId);
    expect((await plan()).data.recipes[0]!.recipes[0]).toMatchObject({ type: 'CUSTOM', value: null, name: recipe.name });
    expect((await t.app.inject({ url: recipe.image! })).statusCode).toBe(404);
    expect((await listPending(t.db)).map((p) => p.id)).not.toContain(pending.id);
    await expect(approve(t.db, pending.id)).rejects.toThrow(/No publish request/);
  });
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

test("rejection leaves the recipe private with the rejected request to show, and the operator's reason", async () => {
  const recipe = await newRecipe(a);
  const request = (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!;
  await reject(t.db, request.id, 'Please add a photo of the finished dish.');
  const rejected = { id: request.id, status: 'rejected', reason: 'Please add a photo of the finished dish.' };
  expect(await mine(a, recipe.user_recipe_id)).toMatchObject({ published: false, publish_request: rejected });
  expect((await t.app.inject({ url: '/api/publish-requests', headers: a })).json<PublishRequest[]>()[0]).toMatchObject(rejected);
  expect((await inCatalogue(recipe.name)).search).toBeUndefined();
  await expect(reject(t.db, request.id, null)).rejects.toThrow(/not pending/);
  // dismissed, the request keeps its reason in the list of requests
  await cancel(a, request.id);
  expect((await t.app.inject({ url: '/api/publish-requests', headers: a })).json<PublishRequest[]>()[0]).toMatchObject({ ...rejected, status: 'cancelled' });

  // rejected without a reason
  const again = (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!;
  await reject(t.db, again.id, null);
  expect((await mine(a, recipe.user_recipe_id)).publish_request).toMatchObject({ id: again.id, status: 'rejected', reason: null });
});

test('deleting a published recipe removes its catalogue copy', async () => {
  const recipe = await newRecipe(a);
  await approve(t.db, (await publish(a, recipe.user_recipe_id)).json<PublishResponse>().data!.id);
  await t.app.inject({ method: 'DELETE', url: `/api/user-recipe-creator/${recipe.user_recipe_id}`, headers: a });
  expect((await inCatalogue(recipe.name)).search).toBeUndefined();
});
