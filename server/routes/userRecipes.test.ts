// Own recipes (SPEC §7 /user-recipe-creator, /user-recipe-validate; §5 recipe rules) and their photos,
// re-encoded by the server and served as image/jpeg only.
import jpeg from 'jpeg-js';
import type { UserRecipeValidateResponse } from '../../contract/api';
import type { Mealplan, Recipe, UserRecipe, UserRecipeIngredient, UserRecipeStep } from '../../contract/entities';
import { RECIPES_FULL, USER_RECIPES_MAX } from '../../contract/cookbookLimits';
import { IMAGE_UNKNOWN } from '../../contract/cookbookSchemas';
import { NAME_MAX } from '../../contract/rules';
import { RECIPE_MESSAGES } from '../../contract/recipeRules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { userRecipes } from '../db/schema';
import { createCatalogueTestApp, recipeIdByName, seedRecipe } from '../test/catalogue';
import { type Auth, createRecipe, ingredientId, jpegDataUrl, recipeBody, updateRecipe } from '../test/cookbook';
import { signUp, TEST_INVITES, type TestApp } from '../test/testApp';
import { UPLOAD_CSP } from './uploads';
import { RECIPE_DELETED } from './userRecipes';

let t: TestApp;
let a: Auth;
let b: Auth;
let aEmail: string;
let bEmail: string;
beforeAll(async () => {
  t = await createCatalogueTestApp();
  ({ auth: a, email: aEmail } = await signUp(t, TEST_INVITES[0]!));
  ({ auth: b, email: bEmail } = await signUp(t, TEST_INVITES[1]!));
  // seeding the catalogue takes long when the machine is busy
}, 120_000);
afterAll(() => t.close());

const list = async (auth: Auth) => (await t.app.inject({ url: '/api/user-recipe-creator', headers: auth })).json<UserRecipe[]>();
const validate = (auth: Auth, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/user-recipe-validate', headers: auth, payload });

test('signed out, every call is a 401', async () => {
  for (const [method, url] of [['GET', '/api/user-recipe-creator'], ['POST', '/api/user-recipe-creator'], ['PUT', '/api/user-recipe-creator/1'],
    ['DELETE', '/api/user-recipe-creator/1'], ['POST', '/api/user-recipe-validate']] as const) {
    expect([url, (await t.app.inject({ method, url, payload: {} })).statusCode]).toEqual([url, 401]);
  }
});

describe('create, read, update, delete', () => {
  test('a recipe is created with the fields of SPEC §3, listed, and read back', async () => {
    const body = await recipeBody(t);
    const res = await createRecipe(t, a, body);
    expect(res.statusCode).toBe(201);
    const created = res.json<UserRecipe>();
    expect(created).toMatchObject({
      name: body.name, description: body.description, serves: 4, image: null, published: false, publish_request: null,
      ingredients: body.ingredients,
      steps: [{ title: 'Soften', description: body.steps[0]!.description, timer: '00:10:00', step_image: null }, { title: 'Simmer', timer: null }],
    });
    expect(created.user_recipe_id).toEqual(expect.any(Number));
    expect((await list(a)).map((r) => r.user_recipe_id)).toContain(created.user_recipe_id);
    const read = await t.app.inject({ url: `/api/user-recipe-creator/${created.user_recipe_id}`, headers: a });
    expect(read.json()).toEqual(created);
  });

  test('SPEC §5: name, description, an ingredient and a step, each step with a title and a description', async () => {
    const res = await createRecipe(t, a, await recipeBody(t, {
      name: ' ', description: '', ingredients: [], steps: [{ title: '', description: '', timer: null, step_image: null }],
    }));
    expect(res.statusCode).toBe(400);
    const { errors } = res.json<{ errors: Record<string, string[]> }>();
    expect(Object.values(errors).flat()).toEqual(expect.arrayContaining([
      RECIPE_MESSAGES.recipeNameRequired, RECIPE_MESSAGES.recipeDescriptionRequired, 'At least one ingredient is required', 'Step 1 title is required', 'Step 1 description is required',
    ]));
    const noSteps = await createRecipe(t, a, await recipeBody(t, { steps: [] }));
    expect(noSteps.json<{ errors: Record<string, string[]> }>().errors.steps).toEqual(['At least one step is required']);
  });

  test('a name, description, step title or step description past its bound is refused with the wizard\'s words, on its field (QA newcomer D4)', async () => {
    const body = await recipeBody(t);
    const long = await createRecipe(t, a, {
      ...body, name: 'n'.repeat(201), description: 'd'.repeat(5001), steps: [body.steps[0]!, { ...body.steps[0]!, title: 't'.repeat(201), description: 's'.repeat(5001) }],
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      name: [RECIPE_MESSAGES.recipeNameTooLong],
      description: [RECIPE_MESSAGES.recipeDescriptionTooLong],
      'steps.1.title': [RECIPE_MESSAGES.stepTitleTooLong(2)],
      'steps.1.description': [RECIPE_MESSAGES.stepDescriptionTooLong(2)],
    });
    const atTheBounds = await createRecipe(t, a, { ...body, name: `At the bounds ${'n'.repeat(NAME_MAX - 14)}`, description: 'd'.repeat(5000), steps: [{ ...body.steps[0]!, title: 't'.repeat(200), description: 's'.repeat(5000) }] });
    expect(atTheBounds.statusCode).toBe(201);
  });

  test('a timer has at most two digits a field', async () => {
    const body = await recipeBody(t);
    const bad = await createRecipe(t, a, { ...body, steps: [{ ...body.steps[0], timer: '100:00:00' }] });
    expect(bad.statusCode).toBe(400);
    const short = await createRecipe(t, a, { ...body, steps: [{ ...body.steps[0], timer: '1:5:0' }] });
    expect(short.json<UserRecipe>().steps[0]!.timer).toBe('01:05:00');
  });

  test('the name is unique per user, case-insensitively; a banned word is refused on save', async () => {
    const body = await recipeBody(t);
    expect((await createRecipe(t, a, body)).statusCode).toBe(201);
    const again = await createRecipe(t, a, { ...body, name: body.name.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: RECIPE_MESSAGES.nameTaken, errors: { name: [RECIPE_MESSAGES.nameTaken] } });
    // another user may use the same name for a private recipe
    expect((await createRecipe(t, b, body)).statusCode).toBe(201);
    const banned = await createRecipe(t, a, { ...body, name: 'Shit soup' });
    expect(banned.statusCode).toBe(400);
    expect(banned.json()).toMatchObject({ message: RECIPE_MESSAGES.bannedWords });
  });

  test('an unknown catalogue ingredient is refused; a custom one (a CUSTOM id) is kept', async () => {
    const body = await recipeBody(t);
    const unknown = await createRecipe(t, a, { ...body, ingredients: [{ ...body.ingredients[0], value: 999999 }] });
    expect(unknown.statusCode).toBe(400);
    const custom = await createRecipe(t, a, { ...body, ingredients: [...body.ingredients, { value: 'CUSTOM-abc123', name: 'wild garlic', quantity: 1, measurement: 'unit', treatment: null }] });
    expect(custom.statusCode).toBe(201);
    expect(custom.json<UserRecipe>().ingredients[2]).toMatchObject({ value: 'CUSTOM-abc123', name: 'wild garlic' });
  });

  test('an update replaces the content; the recipe keeps its own name', async () => {
    const created = (await createRecipe(t, a, await recipeBody(t))).json<UserRecipe>();
    const body = await recipeBody(t, { name: created.name, description: 'Now with more pepper.', serves: 2 });
    const res = await updateRecipe(t, a, created.user_recipe_id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json<UserRecipe>()).toMatchObject({ user_recipe_id: created.user_recipe_id, name: created.name, description: 'Now with more pepper.', serves: 2 });
  });

  test('another user\'s recipe is a 404 for reading, updating and deleting', async () => {
    const created = (await createRecipe(t, a, await recipeBody(t))).json<UserRecipe>();
    const url = `/api/user-recipe-creator/${created.user_recipe_id}`;
    expect((await t.app.inject({ url, headers: b })).statusCode).toBe(404);
    expect((await updateRecipe(t, b, created.user_recipe_id, await recipeBody(t))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: b })).statusCode).toBe(404);
    expect((await list(b)).map((r) => r.user_recipe_id)).not.toContain(created.user_recipe_id);
    expect((await t.app.inject({ url, headers: a })).statusCode).toBe(200);
  });

  test('delete removes the recipe', async () => {
    const created = (await createRecipe(t, a, await recipeBody(t))).json<UserRecipe>();
    const url = `/api/user-recipe-creator/${created.user_recipe_id}`;
    const res = await t.app.inject({ method: 'DELETE', url, headers: a });
    expect(res.json()).toEqual({ message: RECIPE_DELETED });
    expect((await t.app.inject({ url, headers: a })).statusCode).toBe(404);
  });

  test('a deleted recipe stays in the plans that name it as a custom entry with its name, linking to nothing gone', async () => {
    const created = (await createRecipe(t, a, await recipeBody(t, { name: 'Gone soup' }))).json<UserRecipe>();
    const entry = (type: string, value: number | null, name: string) => ({ name, value, image: null, type, checked: false });
    const days = [{ date: '', day: 0, recipes: [entry('USER', created.user_recipe_id, 'Gone soup'), entry('CUSTOM', null, 'Leftovers')] }];
    const made = await t.app.inject({ method: 'POST', url: '/api/user-mealplans/', headers: a, payload: { name: 'Week', recipes: days, days: 1 } });
    expect(made.statusCode).toBe(201);
    const planUrl = `/api/user-mealplans/${made.json<{ data: { user_mealplan_id: number } }>().data.user_mealplan_id}`;
    const before = (await t.app.inject({ url: planUrl, headers: a })).json<{ data: Mealplan }>().data;

    await t.app.inject({ method: 'DELETE', url: `/api/user-recipe-creator/${created.user_recipe_id}`, headers: a });
    const after = (await t.app.inject({ url: planUrl, headers: a })).json<{ data: Mealplan }>().data;
    expect(after.recipes[0]!.recipes).toEqual([entry('CUSTOM', null, 'Gone soup'), entry('CUSTOM', null, 'Leftovers')]);
    // an editor open on the plan is told of the change rather than writing the old entry back
    expect(after.version).toBe(before.version! + 1);
  });

  test('a renamed recipe goes by its new name in every plan that names it, own or shared, each such plan getting a new version', async () => {
    const body = await recipeBody(t, { name: "Nonna's Ragù 🍝" });
    const created = (await createRecipe(t, a, body)).json<UserRecipe>();
    const entry = (type: string, value: number | null, name: string) => ({ name, value, image: null, type, checked: false });
    const makePlan = async (auth: Auth, recipes: ReturnType<typeof entry>[]) => {
      const made = await t.app.inject({ method: 'POST', url: '/api/user-mealplans/', headers: auth, payload: { name: 'Fortnight one', recipes: [{ date: '', day: 0, recipes }], days: 1 } });
      return `/api/user-mealplans/${made.json<{ data: { user_mealplan_id: number } }>().data.user_mealplan_id}`;
    };
    const read = async (auth: Auth, url: string) => (await t.app.inject({ url, headers: auth })).json<{ data: Mealplan }>().data;
    const share = (auth: Auth, url: string, email: string) => t.app.inject({
      method: 'PUT', url: '/api/share', headers: auth,
      payload: { shared_with: [{ email, canEdit: true }], entity_id: Number(url.split('/').pop()), type: 'UserMealplan' },
    });
    // a's plan, shared with b; b's plan, shared with a, where a planned the recipe; a plan without it
    const mine = await makePlan(a, [entry('USER', created.user_recipe_id, "Nonna's Ragù 🍝"), entry('CUSTOM', null, 'Leftovers')]);
    const theirs = await makePlan(b, [entry('A9', 1, 'Catalogue soup'), entry('USER', created.user_recipe_id, "Nonna's Ragù 🍝")]);
    const other = await makePlan(a, [entry('CUSTOM', null, "Nonna's Ragù 🍝")]);
    expect((await share(a, mine, bEmail)).statusCode).toBe(200);
    expect((await share(b, theirs, aEmail)).statusCode).toBe(200);
    const before = { mine: await read(a, mine), theirs: await read(b, theirs), other: await read(a, other) };

    expect((await updateRecipe(t, a, created.user_recipe_id, { ...body, name: "Nonna's Sunday Ragù" })).statusCode).toBe(200);
    const after = { mine: await read(b, mine), theirs: await read(a, theirs), other: await read(a, other) };
    expect(after.mine.recipes[0]!.recipes).toEqual([entry('USER', created.user_recipe_id, "Nonna's Sunday Ragù"), entry('CUSTOM', null, 'Leftovers')]);
    expect(after.theirs.recipes[0]!.recipes).toEqual([entry('A9', 1, 'Catalogue soup'), entry('USER', created.user_recipe_id, "Nonna's Sunday Ragù")]);
    // an editor open on a plan is told of the change rather than writing the old name back
    expect([after.mine.version, after.theirs.version]).toEqual([before.mine.version! + 1, before.theirs.version! + 1]);
    expect(after.other).toEqual(before.other);
    // as are the plans listed, which the dashboard and the diary read
    expect((await t.app.inject({ url: '/api/user-mealplans', headers: a })).json<Mealplan[]>()
      .find((p) => p.user_mealplan_id === after.mine.user_mealplan_id)?.recipes[0]!.recipes[0]!.name).toBe("Nonna's Sunday Ragù");

    // a save that keeps the name leaves the plans as they are
    await updateRecipe(t, a, created.user_recipe_id, { ...body, name: "Nonna's Sunday Ragù", description: 'Slow, on a Sunday.' });
    expect((await read(a, mine)).version).toBe(after.mine.version);
  });

  test(`a user keeps up to ${USER_RECIPES_MAX} recipes, all of them listed; one more is a 409 saying why, and a delete makes room`, async () => {
    const { auth } = await signUp(t, TEST_INVITES[2]!);
    const userId = (await t.app.inject({ url: '/api/account', headers: auth })).json<{ id: number }>().id;
    const { ingredients, steps } = await recipeBody(t) as { ingredients: UserRecipeIngredient[]; steps: UserRecipeStep[] };
    await t.db.insert(userRecipes).values(Array.from({ length: USER_RECIPES_MAX }, (_, i) => ({ userId, name: `Kept ${i}`, description: 'Kept.', ingredients, steps })));
    const over = await createRecipe(t, auth, await recipeBody(t, { name: 'One too many' }));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: RECIPES_FULL });
    expect(RECIPES_FULL).toBe('You can keep up to 1,000 recipes of your own. Delete one to create another.');
    const held = await list(auth);
    expect(held).toHaveLength(USER_RECIPES_MAX);
    await t.app.inject({ method: 'DELETE', url: `/api/user-recipe-creator/${held[0]!.user_recipe_id}`, headers: auth });
    expect((await createRecipe(t, auth, await recipeBody(t, { name: 'Room again' }))).statusCode).toBe(201);
  }, 60_000);
});

describe('POST /user-recipe-validate', () => {
  test('a clean, free name: no errors, dietary tags from the ingredients', async () => {
    const leek = await ingredientId(t, 'leek');
    const res = await validate(a, { name: 'Roast leeks', ingredients: [{ value: leek, name: 'leek' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      errors: {}, banned_words: [], name_taken: false, custom_ingredients: [],
      tags: { allergen: false, vegetarian: true, vegan: true, dairy_free: true, gluten_free: true, sugar_free: true },
      allergen_ingredients: [],
    });
    const milk = await ingredientId(t, 'whole milk');
    const tags = (await validate(a, { name: 'x', ingredients: [{ value: leek, name: 'leek' }, { value: milk, name: 'whole milk' }] })).json<UserRecipeValidateResponse>().tags;
    expect(tags).toMatchObject({ allergen: true, vegan: false, dairy_free: false, vegetarian: true });
  });

  test('allergen_ingredients: the ingredients with allergens, flagged as a catalogue recipe flags its lines (SPEC §2 dialog)', async () => {
    // the catalogue's shakshuka as an own recipe, with a custom ingredient, which carries no allergen information
    const shakshuka = (await t.app.inject({ url: `/api/recipes/${await recipeIdByName(t, seedRecipe('shakshuka').name)}` })).json<Recipe>();
    const lines = shakshuka.recipe_ingredients.map(({ ingredient }) => ({ value: ingredient.ingredient_id, name: ingredient.name }));
    const res = (await validate(a, { name: 'x', ingredients: [...lines, { value: 'CUSTOM-a1b2c3', name: 'rose harissa' }] })).json<UserRecipeValidateResponse>();
    const flagged = shakshuka.recipe_ingredients.filter((ri) => ri.ingredient.allergen).map((ri) => ri.ingredient.ingredient_id);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.length).toBeLessThan(lines.length);
    expect(res.allergen_ingredients).toEqual([...new Set(flagged)]);
    expect(res.tags.allergen).toBe(true);
  });

  test('errors.name, banned_words, name_taken and custom_ingredients', async () => {
    const created = (await createRecipe(t, a, await recipeBody(t))).json<UserRecipe>();
    const res = (await validate(a, {
      name: `${created.name.toLowerCase()} <b>`, ingredients: [{ value: 'CUSTOM-x1y2z3', name: 'wild garlic' }],
    })).json<UserRecipeValidateResponse>();
    expect(res.banned_words).toEqual(['<', '>']);
    expect(res.errors.name).toEqual([RECIPE_MESSAGES.bannedWords]);
    expect(res.custom_ingredients).toEqual(['wild garlic']);
    // a custom ingredient clears every dietary badge (SPEC §3: only if every ingredient has it)
    expect(res.tags.vegan).toBe(false);
    const taken = (await validate(a, { name: created.name.toUpperCase() })).json<UserRecipeValidateResponse>();
    expect(taken).toMatchObject({ name_taken: true, errors: { name: [RECIPE_MESSAGES.nameTaken] } });
    // the recipe being edited does not take its own name; another user's private recipe takes nothing
    expect((await validate(a, { name: created.name, user_recipe_id: created.user_recipe_id })).json()).toMatchObject({ name_taken: false, errors: {} });
    expect((await validate(b, { name: created.name })).json()).toMatchObject({ name_taken: false });
    expect((await validate(a, { name: '' })).json()).toMatchObject({ errors: { name: [RECIPE_MESSAGES.recipeNameRequired] } });
  });

  test('a verified catalogue recipe\'s name is free for a private recipe (publishing it is refused: publishRequests.test)', async () => {
    expect((await validate(a, { name: 'shakshuka' })).json()).toMatchObject({ name_taken: false, errors: {} });
  });
});

describe('photos', () => {
  test('a JPEG is re-encoded by the server, stored, and served as image/jpeg without its metadata', async () => {
    const photo = jpegDataUrl(64, 36, true);
    expect(Buffer.from(photo.split(',')[1]!, 'base64').includes(Buffer.from('GPS'))).toBe(true);
    const base = await recipeBody(t);
    const body = { ...base, image: photo, steps: [{ ...base.steps[0]!, step_image: jpegDataUrl(16, 9) }, base.steps[1]!] };
    const res = await createRecipe(t, a, body);
    expect(res.statusCode).toBe(201);
    const created = res.json<UserRecipe>();
    expect(created.image).toMatch(/^\/api\/images\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(created.steps[0]!.step_image).toMatch(/^\/api\/images\/uploads\/[a-f0-9]{32}\.jpg$/);
    const served = await t.app.inject({ url: created.image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(UPLOAD_CSP);
    expect(served.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    // the picture survives: same size, decodable
    const decoded = jpeg.decode(served.rawPayload);
    expect([decoded.width, decoded.height]).toEqual([64, 36]);
    // an edit may keep the stored path
    const kept = await updateRecipe(t, a, created.user_recipe_id, { ...body, name: created.name, image: created.image, steps: created.steps });
    expect(kept.json<UserRecipe>().image).toBe(created.image);
  });

  test('a non-image is refused with the SPEC §5 message, whatever it claims to be', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
    for (const image of [`data:image/png;base64,${png}`, `data:image/jpeg;base64,${png}`, `data:image/jpeg;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`]) {
      const res = await createRecipe(t, a, await recipeBody(t, { image }));
      expect([image.slice(0, 30), res.statusCode, res.json<{ message: string }>().message]).toEqual([image.slice(0, 30), 400, RECIPE_MESSAGES.imageTypes]);
    }
  });

  test('a JPEG that only looks like one (segments right, data broken) fails processing', async () => {
    const good = Buffer.from(jpegDataUrl(32, 18).split(',')[1]!, 'base64');
    const sos = good.lastIndexOf(Buffer.from([0xff, 0xda]));
    // keep the headers, replace the entropy-coded data by bytes no decoder accepts
    const broken = Buffer.concat([good.subarray(0, sos + 14), Buffer.alloc(64, 0x11), Buffer.from([0xff, 0xd9])]);
    const res = await createRecipe(t, a, await recipeBody(t, { image: `data:image/jpeg;base64,${broken.toString('base64')}` }));
    expect(res.statusCode).toBe(400);
    expect([SERVER_MESSAGES.imageProcess, RECIPE_MESSAGES.imageTypes]).toContain(res.json<{ message: string }>().message);
  });

  test('a photo wider than 1920 pixels is refused', async () => {
    const res = await createRecipe(t, a, await recipeBody(t, { image: jpegDataUrl(1928, 8) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: SERVER_MESSAGES.imageProcess });
  });

  test('another user\'s upload path cannot be borrowed, and an unknown upload is a 404', async () => {
    const mine = (await createRecipe(t, a, await recipeBody(t, { image: jpegDataUrl() }))).json<UserRecipe>();
    const res = await createRecipe(t, b, await recipeBody(t, { image: mine.image }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: IMAGE_UNKNOWN });
    expect((await t.app.inject({ url: `/api/images/uploads/${'0'.repeat(32)}.jpg` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/images/uploads/..%2f..%2fetc.jpg' })).statusCode).toBe(400);
  });

  test('replacing or deleting a recipe removes the photos it no longer uses', async () => {
    const created = (await createRecipe(t, a, await recipeBody(t, { image: jpegDataUrl() }))).json<UserRecipe>();
    const old = created.image!;
    const replaced = (await updateRecipe(t, a, created.user_recipe_id, await recipeBody(t, { name: created.name, image: jpegDataUrl(20, 10) }))).json<UserRecipe>();
    expect(replaced.image).not.toBe(old);
    expect((await t.app.inject({ url: old })).statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: `/api/user-recipe-creator/${created.user_recipe_id}`, headers: a });
    expect((await t.app.inject({ url: replaced.image! })).statusCode).toBe(404);
  });
});
