// GET/POST /user-saved-recipes and DELETE /user-saved-recipes/{id}: signed in only, idempotent saving, and
// each user's list is their own.
import { SAVED_RECIPES_MAX } from '../../contract/api';
import type { SavedRecipe } from '../../contract/entities';
import { categories, recipes, savedRecipes } from '../db/schema';
import { createCatalogueTestApp, recipeIdByName, seedRecipe } from '../test/catalogue';
import { signUp, TEST_INVITES, type TestApp } from '../test/testApp';
import { NOT_SAVED, SAVED_LIMIT_REACHED } from './savedRecipes';

let t: TestApp;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createCatalogueTestApp();
  a = await signUp(t, TEST_INVITES[0]!);
  b = await signUp(t, TEST_INVITES[1]!);
});
afterAll(() => t.close());

const save = (auth: Record<string, string>, recipe_id: unknown) => t.app.inject({ method: 'POST', url: '/api/user-saved-recipes', headers: auth, payload: { recipe_id } });
const saved = async (auth: Record<string, string>) => (await t.app.inject({ url: '/api/user-saved-recipes', headers: auth })).json<SavedRecipe[]>();
const unsave = (auth: Record<string, string>, id: number | string) => t.app.inject({ method: 'DELETE', url: `/api/user-saved-recipes/${id}`, headers: auth });

test('signed out, every call is a 401', async () => {
  expect((await t.app.inject({ url: '/api/user-saved-recipes' })).statusCode).toBe(401);
  expect((await save({}, 1)).statusCode).toBe(401);
  expect((await unsave({}, 1)).statusCode).toBe(401);
  expect((await save({ authorization: 'Bearer not-a-real-token-at-all-xxxxxxxx' }, 1)).statusCode).toBe(401);
});

test('saving returns the saved recipe in the shape of SPEC §3, and saving again changes nothing', async () => {
  const seed = seedRecipe('shakshuka');
  const id = await recipeIdByName(t, seed.name);
  const first = await save(a.auth, id);
  expect(first.statusCode).toBe(201);
  const item = { recipe_id: id, name: seed.name, image: '/api/images/recipes/shakshuka.svg', category: { name: seed.category }, description: seed.description, serves: seed.serves };
  expect(first.json()).toEqual(item);
  const again = await save(a.auth, id);
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual(item);
  expect(await saved(a.auth)).toEqual([item]);
});

test('the list is newest first', async () => {
  const id = await recipeIdByName(t, 'Greek Salad');
  await save(a.auth, id);
  expect((await saved(a.auth)).map((r) => r.name)).toEqual(['Greek Salad', 'Shakshuka']);
});

test('saving an unknown recipe is a 404; a malformed id is a 400', async () => {
  expect((await save(a.auth, 999999)).statusCode).toBe(404);
  for (const bad of ['1', 0, -1, 1.5, null, 2 ** 40]) expect([bad, (await save(a.auth, bad)).statusCode]).toEqual([bad, 400]);
  expect((await t.app.inject({ method: 'POST', url: '/api/user-saved-recipes', headers: a.auth, payload: {} })).statusCode).toBe(400);
});

test('one user cannot see or remove another user\'s saved recipes', async () => {
  const id = await recipeIdByName(t, 'Shakshuka');
  expect(await saved(b.auth)).toEqual([]);
  const res = await unsave(b.auth, id);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: NOT_SAVED });
  expect((await saved(a.auth)).map((r) => r.recipe_id)).toContain(id);
  // B saving the same recipe is B's own row
  expect((await save(b.auth, id)).statusCode).toBe(201);
  expect((await unsave(b.auth, id)).statusCode).toBe(200);
  expect((await saved(a.auth)).map((r) => r.recipe_id)).toContain(id);
});

test('removing a saved recipe; removing it twice is a 404; a malformed id is a 400', async () => {
  const id = await recipeIdByName(t, 'Greek Salad');
  expect((await unsave(a.auth, id)).statusCode).toBe(200);
  expect((await saved(a.auth)).map((r) => r.name)).toEqual(['Shakshuka']);
  expect((await unsave(a.auth, id)).statusCode).toBe(404);
  expect((await unsave(a.auth, 'abc')).statusCode).toBe(400);
});

/** A new user with `savedCount` of `count` new catalogue recipes saved; all of them, in order */
async function userWithSaved(invite: string, count: number, savedCount: number) {
  const user = await signUp(t, invite);
  const [category] = await t.db.select().from(categories).limit(1);
  const extra = await t.db.insert(recipes)
    .values(Array.from({ length: count }, (_, i) => ({ slug: `${invite}-${i}`, name: `${invite} ${i}`, description: 'x', categoryId: category!.id })))
    .returning({ id: recipes.id });
  const userId = (await t.app.inject({ url: '/api/account', headers: user.auth })).json<{ id: number }>().id;
  await t.db.insert(savedRecipes).values(extra.slice(0, savedCount).map((r) => ({ userId, recipeId: r.id })));
  return { auth: user.auth, extra };
}

test(`a user keeps at most ${SAVED_RECIPES_MAX} saved recipes`, async () => {
  const { auth, extra } = await userWithSaved(TEST_INVITES[2]!, SAVED_RECIPES_MAX + 1, SAVED_RECIPES_MAX);
  const over = await save(auth, extra[SAVED_RECIPES_MAX]!.id);
  expect(over.statusCode).toBe(422);
  expect(over.json().message).toBe(SAVED_LIMIT_REACHED);
  // saving one already saved is still fine at the limit
  expect((await save(auth, extra[0]!.id)).statusCode).toBe(200);
  expect(await saved(auth)).toHaveLength(SAVED_RECIPES_MAX);
});

test(`saves at once with room for one: one is saved, the others refused, and ${SAVED_RECIPES_MAX} are kept`, async () => {
  const { auth, extra } = await userWithSaved(TEST_INVITES[3]!, SAVED_RECIPES_MAX + 9, SAVED_RECIPES_MAX - 1);
  const answers = await Promise.all(extra.slice(SAVED_RECIPES_MAX - 1).map((r) => save(auth, r.id)));
  expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(422)]);
  expect(await saved(auth)).toHaveLength(SAVED_RECIPES_MAX);
});
