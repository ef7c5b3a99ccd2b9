// XSS at the server (issue 11; the rendering is asserted in a browser by tests/e2e/xss.test.ts): the payloads
// of OWASP's cheat sheet are stored as plain text wherever free text is allowed, refused (400, nothing stored)
// where a field allows only letters and digits, answered only as JSON, and escaped in mail. Uploaded images
// are rewritten as bare JPEG and served with a fixed type, nosniff and a sandboxing policy.
import { createTestApp, signUp, TEST_INVITES, type TestApp } from '../../server/test/testApp';
import {
  app1Segment, caller, commentSegment, createList, createPlan, createRecipe, createStore, entry, expectRefused, jpegDataUrl, listItem, plan,
  recipeBody, SLOW_SETUP_MS, storeItem, tinyJpeg, type Person,
} from './helpers';
import { XSS_PAYLOADS } from './payloads';

let t: TestApp;
let call: ReturnType<typeof caller>;
let me: Person;
let friend: Person;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [me, friend] = [await signUp(t, TEST_INVITES[0]!), await signUp(t, TEST_INVITES[1]!)];
}, SLOW_SETUP_MS);
afterAll(() => t.close());

const expectJson = (res: { headers: Record<string, unknown> }) => {
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
};

describe('stored as text where free text is allowed', () => {
  test('shopping list item names', async () => {
    const id = await createList(t, me, 'Payload list', XSS_PAYLOADS.map((name, i) => listItem({ id: i + 1, value: `CUSTOM${i}`, name })));
    const res = await call(me, 'GET', `/user-shoppinglists/${id}`);
    expectJson(res);
    expect(res.json<{ shopping_list: { ingredients: { name: string }[] } }>().shopping_list.ingredients.map((i) => i.name)).toEqual(XSS_PAYLOADS.map((p) => p.trim()));
  });

  test('store item names', async () => {
    const id = await createStore(t, me, 'Payload store');
    const items = XSS_PAYLOADS.map((name, i) => storeItem({ id: i + 1, value: `CUSTOM${i}`, name }));
    const res = await call(me, 'PUT', `/stores/${id}`, { items });
    expect(res.statusCode).toBe(200);
    expectJson(res);
    expect(res.json<{ items: { name: string }[] }>().items.map((i) => i.name)).toEqual(XSS_PAYLOADS.map((p) => p.trim()));
  });

  test('meal plan entries', async () => {
    const recipes = [{ date: '', day: 0, recipes: XSS_PAYLOADS.slice(0, 10).map((name) => entry({ name })) }];
    const id = await createPlan(t, me, plan({ name: 'Payload plan', days: 1, recipes }));
    const res = await call(me, 'GET', `/user-mealplans/${id}`);
    expectJson(res);
    expect(res.json<{ data: { recipes: { recipes: { name: string }[] }[] } }>().data.recipes[0]!.recipes.map((r) => r.name)).toEqual(XSS_PAYLOADS.slice(0, 10));
  });

  test('own recipe description, ingredient names and steps (the name refuses symbols: 400, nothing stored)', async () => {
    const [description, ...rest] = XSS_PAYLOADS;
    const id = await createRecipe(t, me, recipeBody({
      name: 'Payload recipe', description,
      ingredients: [{ value: 'CUSTOM1', name: rest[0], quantity: 1, measurement: 'g', treatment: null }],
      steps: rest.slice(1, 6).map((p) => ({ title: p, description: p, timer: null, step_image: null })),
    }));
    const res = await call(me, 'GET', `/user-recipe-creator/${id}`);
    expectJson(res);
    const body = res.json<{ description: string; ingredients: { name: string }[]; steps: { title: string; description: string }[] }>();
    expect([body.description, body.ingredients[0]!.name, ...body.steps.map((s) => s.title)]).toEqual([description, rest[0], ...rest.slice(1, 6)]);
    expect(body.steps.map((s) => s.description)).toEqual(rest.slice(1, 6));
    await expectRefused(t, 400, () => call(me, 'POST', '/user-recipe-creator', recipeBody({ name: XSS_PAYLOADS[1] })));
  });

  test('an imported page full of payloads keeps text only, as JSON text', async () => {
    const recipe = {
      '@context': 'https://schema.org', '@type': 'Recipe', name: XSS_PAYLOADS[13], description: XSS_PAYLOADS[1],
      recipeIngredient: XSS_PAYLOADS.slice(0, 8), recipeInstructions: XSS_PAYLOADS.slice(8, 16).map((text) => ({ '@type': 'HowToStep', text })),
      image: 'javascript:alert(1)',
    };
    // as a real page embeds JSON-LD: "<" escaped, so no payload can close the script element early
    const jsonLd = JSON.stringify(recipe).replace(/</g, '\\u003c');
    const html = `<html><head><script type="application/ld+json">${jsonLd}</script></head><body>${XSS_PAYLOADS.join('\n')}</body></html>`;
    const res = await call(me, 'POST', '/user-imported-recipes/html', { url: 'https://example.com/xss', html });
    expect(res.statusCode).toBe(201);
    expectJson(res);
    expect(res.json<{ import_failed: boolean }>().import_failed).toBe(false);
    const data = JSON.parse(res.json<{ data: string }>().data) as { name?: string; image?: string; recipeIngredient?: string[] };
    // the data is JSON of strings: whatever markup was in the page is at most text to be escaped
    expect(data.recipeIngredient?.length).toBeGreaterThan(0);
    for (const value of [data.name, ...(data.recipeIngredient ?? [])]) expect(typeof value).toBe('string');
    // an image address that is not http(s) is never kept for the app to load
    expect(data.image ?? '').not.toMatch(/^\s*javascript:/i);
  });

  test('an account name full of markup is escaped in the share mail', async () => {
    expect((await call(me, 'PUT', '/account/update', { name: '<img src=x onerror=alert(1)> Cook', email: me.email })).statusCode).toBe(200);
    const list = await createList(t, me, 'Shared payloads');
    const before = t.mails.length;
    expect((await call(me, 'PUT', '/share', { shared_with: [{ email: friend.email, canEdit: false }], entity_id: list, type: 'UserShoppinglist' })).statusCode).toBe(200);
    const mail = t.mails[before]!;
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; Cook');
  });
});

describe('refused where only letters, digits and spaces are allowed', () => {
  test.each(XSS_PAYLOADS.slice(0, 8).map((p) => [p]))('list, store and plan names: %s → 400, nothing stored', async (payload) => {
    await expectRefused(t, 400, () => call(me, 'POST', '/user-shoppinglists', { name: payload, ingredients: [] }));
    await expectRefused(t, 400, () => call(me, 'POST', '/stores', { name: payload, description: '' }));
    await expectRefused(t, 400, () => call(me, 'POST', '/stores', { name: 'Fine', description: payload }));
    await expectRefused(t, 400, () => call(me, 'POST', '/user-mealplans', plan({ name: payload })));
  });

  // markup, and the header characters a mailer reads as a comment, a display name or a second recipient
  test.each([
    '<script>alert(1)</script>@example.com', '"><svg onload=alert(1)>@x.io', 'a@b.c<img src=x onerror=alert(1)>', 'javascript:alert(1)//@x.io',
    '(x)victim@example.com', 'attacker,victim@example.com', 'a;b@example.com', '"quoted"@example.com', 'a@example.com>',
  ])(
    'share e-mail %s → 400, nothing stored, no mail',
    async (email) => {
      const list = await createList(t, me, 'Share target');
      const mailed = t.mails.length;
      await expectRefused(t, 400, () => call(me, 'PUT', '/share', { shared_with: [{ email, canEdit: true }], entity_id: list, type: 'UserShoppinglist' }));
      await expectRefused(t, 400, () => call(null, 'POST', '/register-beta', { name: 'Mallory', email, password: 'secret-pass-1', password_confirmation: 'secret-pass-1', beta_code: TEST_INVITES[4] }));
      expect(t.mails.length).toBe(mailed);
    },
  );
});

describe('uploaded images', () => {
  let uploads = 0;
  const upload = async (image: string) => {
    uploads += 1;
    return call(me, 'POST', '/user-recipe-creator', recipeBody({
      name: `Photo ${uploads}`, image, ingredients: [{ value: 'CUSTOM1', name: 'oats', quantity: 1, measurement: 'g', treatment: null }],
    }));
  };

  test('markup hidden in a JPEG (comment, EXIF, after the end) is dropped; served as image/jpeg, nosniff, sandboxed', async () => {
    const hostile = tinyJpeg([commentSegment('<script>alert(1)</script>'), app1Segment('<html><body onload=alert(2)>')], '<html><script>alert(3)</script>');
    const res = await upload(jpegDataUrl(hostile));
    expect(res.statusCode).toBe(201);
    const path = res.json<{ image: string }>().image;
    const served = await t.app.inject({ url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(served.rawPayload.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    const text = served.rawPayload.toString('latin1');
    for (const marker of ['<script', '<html', 'onload', 'Exif']) expect(text).not.toContain(marker);
  });

  test.each([
    ['an HTML page labelled JPEG', Buffer.from('<html><script>alert(1)</script></html>')],
    ['an SVG labelled JPEG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a GIF labelled JPEG', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;<script>alert(1)</script>', 'latin1')],
    ['a JPEG header with HTML and no frame', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xfe, 0x00, 0x10]), Buffer.from('<script>alert(1)'), Buffer.from([0xff, 0xd9])])],
  ])('%s → 400, nothing stored', async (_name, bytes) => {
    await expectRefused(t, 400, () => upload(jpegDataUrl(bytes)));
  });

  test.each([
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'javascript:alert(1)',
    'https://evil.example/x.jpg',
    '/api/images/uploads/../../etc/passwd.jpg',
  ])('an image that is not a JPEG data URL or an own upload: %s → 400, nothing stored', async (image) => {
    await expectRefused(t, 400, () => upload(image));
  });

  test('upload names that walk or guess are refused', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'x.jpg', `${'a'.repeat(32)}.svg`, `${'a'.repeat(32)}.jpg%00.html`]) {
      const res = await t.app.inject({ url: `/api/images/uploads/${name}` });
      expect([400, 404]).toContain(res.statusCode);
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    }
  });
});
