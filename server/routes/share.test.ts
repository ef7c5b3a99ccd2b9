// The permission matrix of SPEC §6 for stores, and the /share calls: owner, editor, viewer, stranger.
import { eq, inArray } from 'drizzle-orm';
import { SHARED_LISTED_MAX, SHARED_TOTAL_COUNT_HEADERS } from '../../contract/api';
import { MESSAGES } from '../../contract/rules';
import { AUTH_MESSAGES } from '../../contract/authRules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { foodStores, inviteCodes, mealplans, shares, shoppingLists, users } from '../db/schema';
import { DEMO_LOGIN, ensureDemo } from '../seed';
import { storeItem } from '../test/items';
import { createTestApp, linkFrom, signUp, signUpFour, TEST_INVITES, type TestApp, verifyAddress } from '../test/testApp';
import { SHARE_WAITS_FOR_CONFIRMATION } from './share';

type Person = Awaited<ReturnType<typeof signUp>>;
let t: TestApp;
let owner: Person;
let editor: Person;
let viewer: Person;
let stranger: Person;
let storeId: number;

const call = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
const share = (who: Person, shared_with: { email: string; canEdit: boolean }[], unshared_with: string[] = [], entity_id = storeId) =>
  call(who, 'PUT', '/share', { shared_with, unshared_with, entity_id, type: 'UserFoodStore' });
const sharedWithMe = async (who: Person) => (await call(who, 'GET', '/share')).json() as { type: string; id: number; shared_with: unknown[]; default: boolean; owner_name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  [owner, editor, viewer, stranger] = await signUpFour(t);
  storeId = (await call(owner, 'POST', '/stores', { name: 'Fridge', description: '' })).json().id;
  await call(owner, 'PUT', `/stores/${storeId}`, { items: [storeItem()] });
});
afterAll(() => t.close());

test('the owner shares with an editor and a viewer (e-mails normalised); each recipient gets a mail with a link', async () => {
  const before = t.mails.length;
  const res = await share(owner, [{ email: editor.email.toUpperCase(), canEdit: true }, { email: viewer.email, canEdit: false }]);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: MESSAGES.shareSuccess, shared_with: [{ email: editor.email, canEdit: true }, { email: viewer.email, canEdit: false }] });
  const mails = t.mails.slice(before);
  expect(mails.map((m) => m.to).sort()).toEqual([editor.email, viewer.email].sort());
  expect(linkFrom(mails[0]).pathname).toBe(`/user-stores/${storeId}`);
  // the recipient asked for nothing: the mail says who gave the address, not 'if you did not ask for this'
  expect(mails[0]!.text).toContain(`You get this e-mail because ${owner.name} shared with this address.`);
  expect(mails[0]!.text).not.toContain('did not ask');
  // sharing again is idempotent and mails nobody twice
  await share(owner, [{ email: editor.email, canEdit: true }]);
  expect(t.mails.length).toBe(before + 2);
});

test('sharing with the owner\'s own address is a 400 with its message, and changes nothing', async () => {
  const before = t.mails.length;
  const res = await share(owner, [{ email: viewer.email, canEdit: true }, { email: ` ${owner.email.toUpperCase()} `, canEdit: false }]);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: MESSAGES.shareWithSelf });
  expect(t.mails.length).toBe(before);
  expect((await sharedWithMe(viewer))[0]?.shared_with).toEqual([{ email: viewer.email, canEdit: false }]);
});

test('recipients see the store under shared with me, with only their own entry; strangers see nothing', async () => {
  const forEditor = await sharedWithMe(editor);
  expect(forEditor).toEqual([expect.objectContaining({ type: 'UserFoodStore', id: storeId, owner_name: owner.name, shared_with: [{ email: editor.email, canEdit: true }] })]);
  expect((await sharedWithMe(viewer))[0]?.shared_with).toEqual([{ email: viewer.email, canEdit: false }]);
  expect(await sharedWithMe(stranger)).toEqual([]);
});

describe('the matrix', () => {
  const items = () => ({ items: [storeItem({ name: 'milk', value: 2, id: 2 })] });
  test.each([
    ['owner', 200], ['editor', 200], ['viewer', 403], ['stranger', 404],
  ] as const)('PUT /stores/{id} as %s → %i', async (who, status) => {
    const person = { owner, editor, viewer, stranger }[who];
    expect((await call(person, 'PUT', `/stores/${storeId}`, items())).statusCode).toBe(status);
  });

  test.each([['editor', 403], ['viewer', 403], ['stranger', 404]] as const)('DELETE /stores/{id} as %s → %i', async (who, status) => {
    expect((await call({ editor, viewer, stranger }[who], 'DELETE', `/stores/${storeId}`)).statusCode).toBe(status);
  });

  test.each([['editor', 403], ['viewer', 403], ['stranger', 404]] as const)('GET /stores/{id}/default (owned stores only) as %s → %i', async (who, status) => {
    expect((await call({ editor, viewer, stranger }[who], 'GET', `/stores/${storeId}/default`)).statusCode).toBe(status);
  });

  test.each([['editor', 403], ['viewer', 403], ['stranger', 404]] as const)('only the owner may share: PUT /share as %s → %i', async (who, status) => {
    const res = await share({ editor, viewer, stranger }[who], [{ email: 'someone@example.com', canEdit: true }]);
    expect(res.statusCode).toBe(status);
  });

  test.each([['editor', 200], ['viewer', 403], ['stranger', 404]] as const)('PUT /share/default as %s → %i', async (who, status) => {
    const res = await call({ editor, viewer, stranger }[who], 'PUT', '/share/default', { entity_id: storeId, entity_type: 'UserFoodStore' });
    expect(res.statusCode).toBe(status);
  });
});

test('an editor can make the shared store their default; it shows as default for them only', async () => {
  expect((await sharedWithMe(editor))[0]?.default).toBe(true);
  expect((await sharedWithMe(viewer))[0]?.default).toBe(false);
  expect((await call(owner, 'GET', '/stores')).json().find((s: { id: number }) => s.id === storeId).default).toBe(false);
});

test('the owner can grant edit, then unshare; a revoked share stops working at once', async () => {
  await share(owner, [{ email: viewer.email, canEdit: true }]);
  expect((await call(viewer, 'PUT', `/stores/${storeId}`, { items: [storeItem()] })).statusCode).toBe(200);
  await share(owner, [], [editor.email]);
  expect((await call(editor, 'PUT', `/stores/${storeId}`, { items: [] })).statusCode).toBe(404);
  expect(await sharedWithMe(editor)).toEqual([]);
});

test('past the cap of each type, GET /share keeps the latest, as one\'s own are kept, and says how many of each are shared in all', async () => {
  const reader = stranger;
  const [by] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
  const week = (i: number) => new Date(Date.UTC(2025, 0, 1 + 7 * i));
  const day = (i: number) => week(i).toISOString().slice(0, 10);
  // two years of a household's weekly lists and plans, the oldest first; a few stores
  const lists = await t.db.insert(shoppingLists).values(Array.from({ length: SHARED_LISTED_MAX + 1 }, (_, i) => ({
    userId: by!.id, name: `Week ${i + 1}`, updatedAt: week(i),
  }))).returning({ id: shoppingLists.id });
  const plans = await t.db.insert(mealplans).values(Array.from({ length: SHARED_LISTED_MAX + 2 }, (_, i) => ({
    userId: by!.id, name: `Plan ${i + 1}`, days: 7, startDate: day(i), endDate: day(i + 1),
  }))).returning({ id: mealplans.id });
  const stores = await t.db.insert(foodStores).values(['Cellar', 'Shed'].map((name) => ({ userId: by!.id, name, description: '' })))
    .returning({ id: foodStores.id });
  await t.db.insert(shares).values([
    ...lists.map(({ id }) => ({ entityType: 'UserShoppinglist', entityId: id, ownerId: by!.id, email: reader.email })),
    ...plans.map(({ id }) => ({ entityType: 'UserMealplan', entityId: id, ownerId: by!.id, email: reader.email })),
    ...stores.map(({ id }) => ({ entityType: 'UserFoodStore', entityId: id, ownerId: by!.id, email: reader.email })),
  ]);
  const res = await call(reader, 'GET', '/share');
  const said = (type: keyof typeof SHARED_TOTAL_COUNT_HEADERS) => res.headers[SHARED_TOTAL_COUNT_HEADERS[type].toLowerCase()];
  expect([said('UserShoppinglist'), said('UserMealplan'), said('UserFoodStore')]).toEqual([String(SHARED_LISTED_MAX + 1), String(SHARED_LISTED_MAX + 2), '2']);
  const body = res.json<{ type: string; name: string }[]>();
  const named = (type: string) => body.filter((s) => s.type === type).map((s) => s.name);
  expect(named('UserShoppinglist')).toHaveLength(SHARED_LISTED_MAX);
  expect(named('UserShoppinglist')).toContain('Week 101');
  expect(named('UserShoppinglist')).not.toContain('Week 1');
  expect(named('UserMealplan')).toHaveLength(SHARED_LISTED_MAX);
  expect(named('UserMealplan')).toContain('Plan 102');
  expect(named('UserMealplan')).not.toContain('Plan 2');
  expect(named('UserMealplan')).not.toContain('Plan 1');
  expect(named('UserFoodStore').sort()).toEqual(['Cellar', 'Shed']);
  // the tests after this one find the owner as they left them
  await t.db.delete(shares).where(eq(shares.email, reader.email));
  for (const [table, rows] of [[shoppingLists, lists], [mealplans, plans], [foodStores, stores]] as const) {
    await t.db.delete(table).where(inArray(table.id, rows.map((r) => r.id)));
  }
});

test('a recipient may leave a share; leaving twice is a 404', async () => {
  const res = await call(viewer, 'PUT', '/share/remove', { entity_id: storeId, entity_type: 'UserFoodStore' });
  expect(res.json()).toEqual({ message: MESSAGES.removedNamed('Fridge') });
  expect((await call(viewer, 'PUT', '/share/remove', { entity_id: storeId, entity_type: 'UserFoodStore' })).statusCode).toBe(404);
  expect((await call(viewer, 'PUT', `/stores/${storeId}`, { items: [] })).statusCode).toBe(404);
});

test('a change of rights only (rights_only) changes those shared with now: one who left is not shared with again, nor mailed', async () => {
  await share(owner, [{ email: viewer.email, canEdit: false }, { email: editor.email, canEdit: false }]);
  await call(viewer, 'PUT', '/share/remove', { entity_id: storeId, entity_type: 'UserFoodStore' });
  const before = t.mails.length;
  // an owner's dialog older than the viewer's leaving gives the viewer, and the editor, the edit right
  const res = await call(owner, 'PUT', '/share', {
    shared_with: [{ email: viewer.email, canEdit: true }, { email: editor.email, canEdit: true }], unshared_with: [], entity_id: storeId, type: 'UserFoodStore', rights_only: true,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json<{ shared_with: { email: string; canEdit: boolean }[] }>().shared_with).toEqual([{ email: editor.email, canEdit: true }]);
  expect(await sharedWithMe(viewer)).toEqual([]);
  expect((await sharedWithMe(editor)).map((s) => s.id)).toEqual([storeId]);
  expect(t.mails.length).toBe(before);
  await share(owner, [], [editor.email]);
});

test('sharing with an address that has no account mails a register link with a single-use invite', async () => {
  const before = t.mails.length;
  await share(owner, [{ email: 'new.friend@example.com', canEdit: false }]);
  const link = linkFrom(t.mails[before]);
  expect(link.pathname).toBe('/register');
  const code = link.searchParams.get('promo_code')!;
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  // the address it was sent to, for the form to fill in: what was shared is shared with it
  expect(link.searchParams.get('email')).toBe('new.friend@example.com');
  // sharing something else with the same person reuses the unused invite
  const listStore = (await call(owner, 'POST', '/stores', { name: 'Cellar', description: '' })).json().id;
  await share(owner, [{ email: 'new.friend@example.com', canEdit: false }], [], listStore);
  expect(linkFrom(t.mails.at(-1)).searchParams.get('promo_code')).toBe(code);
  const reg = await t.app.inject({
    method: 'POST', url: '/api/register-beta',
    payload: { name: 'new_friend', email: 'new.friend@example.com', password: 'friend-pass', password_confirmation: 'friend-pass', beta_code: code },
  });
  expect(reg.statusCode).toBe(201);
  // the invitation reached that mailbox: what was shared with it shows at once, with no verify link to open first
  expect(t.mails.some((m) => m.to === 'new.friend@example.com' && m.link?.includes('/verify'))).toBe(false);
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'new.friend@example.com', password: 'friend-pass' } });
  const friend = { auth: { authorization: `Bearer ${login.json().token}` } } as Person;
  expect((await sharedWithMe(friend)).map((s) => s.id).sort()).toEqual([storeId, listStore].sort());
});

test('unsharing the last thing shared with an address that has no account withdraws its invitation', async () => {
  const before = t.mails.length;
  await share(owner, [{ email: 'mistyped@exmaple.com', canEdit: false }]);
  const code = linkFrom(t.mails[before]).searchParams.get('promo_code')!;
  await share(owner, [], ['mistyped@exmaple.com']);
  const reg = await t.app.inject({
    method: 'POST', url: '/api/register-beta',
    payload: { name: 'mistyped', email: 'mistyped@exmaple.com', password: 'typo-pass-1', password_confirmation: 'typo-pass-1', beta_code: code },
  });
  expect(reg.statusCode).toBe(422);
});

test('the demo account (its password is public) shares with an account, but mails no invitation: one to an address without an account is a 403 with why', async () => {
  await ensureDemo(t.db);
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password } });
  const demo = { ...DEMO_LOGIN, token: login.json().token as string, auth: { authorization: `Bearer ${login.json().token}` } };
  const pantry = (await call(demo, 'GET', '/stores')).json()[0].id as number;
  const refused = async () => {
    const before = t.mails.length;
    const res = await share(demo, [{ email: editor.email, canEdit: false }, { email: 'stranger@evil.test', canEdit: false }], [], pantry);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SERVER_MESSAGES.demoSharesWithAccountsOnly });
    expect(t.mails.length).toBe(before);
    expect(await t.db.select().from(inviteCodes).where(eq(inviteCodes.note, 'share:stranger@evil.test'))).toEqual([]);
  };
  await refused();
  // with an account it shares as anyone does
  expect((await share(demo, [{ email: editor.email, canEdit: false }], [], pantry)).statusCode).toBe(200);
  expect((await sharedWithMe(editor)).map((s) => s.id)).toContain(pantry);
  // the demo is the account, not its address: given and proved another, it still mints no invitation
  await call(demo, 'PUT', '/account/update', { email: 'mine@evil.test', name: 'Demo Cook' });
  await verifyAddress(t, 'mine@evil.test');
  await refused();
});

test('share bodies are validated: bad e-mails, wrong types and type confusion are 400', async () => {
  for (const body of [
    { shared_with: [{ email: 'not-an-email', canEdit: true }], unshared_with: [], entity_id: storeId, type: 'UserFoodStore' },
    { shared_with: [{ email: 'a@b.co', canEdit: 'false' }], unshared_with: [], entity_id: storeId, type: 'UserFoodStore' },
    { shared_with: [], unshared_with: [], entity_id: storeId, type: 'UserRecipe' },
    { shared_with: [], unshared_with: [], entity_id: '1', type: 'UserFoodStore' },
  ]) {
    expect((await call(owner, 'PUT', '/share', body)).statusCode).toBe(400);
  }
});

// SPEC §4: one store is the default, so a share that ends must not leave its recipient without one
describe('a recipient whose default was the shared store gets their own first store back when the share ends', () => {
  test.each([
    ['the owner unshares them', (id: number) => share(owner, [], [editor.email], id)],
    // SPEC §6: a shared store may be a default only for someone who can edit it
    ['the owner takes the edit right away', (id: number) => share(owner, [{ email: editor.email, canEdit: false }], [], id)],
    ['they leave the share', (id: number) => call(editor, 'PUT', '/share/remove', { entity_id: id, entity_type: 'UserFoodStore' })],
    ['the owner deletes the store', (id: number) => call(owner, 'DELETE', `/stores/${id}`)],
  ])('%s', async (_, end) => {
    const id = (await call(owner, 'POST', '/stores', { name: 'Spare Fridge', description: '' })).json().id;
    await share(owner, [{ email: editor.email, canEdit: true }], [], id);
    expect((await call(editor, 'PUT', '/share/default', { entity_id: id, entity_type: 'UserFoodStore' })).statusCode).toBe(200);
    expect((await end(id)).statusCode).toBe(200);
    expect((await call(editor, 'GET', '/stores')).json()).toEqual([expect.objectContaining({ name: 'Pantry', default: true })]);
  });

  test('unsharing one recipient leaves the default of another alone', async () => {
    const id = (await call(owner, 'POST', '/stores', { name: 'Spare Freezer', description: '' })).json().id;
    await share(owner, [{ email: editor.email, canEdit: true }, { email: viewer.email, canEdit: true }], [], id);
    for (const who of [editor, viewer]) await call(who, 'PUT', '/share/default', { entity_id: id, entity_type: 'UserFoodStore' });
    await share(owner, [{ email: viewer.email, canEdit: true }], [editor.email], id);
    expect((await sharedWithMe(viewer)).find((s) => s.id === id)?.default).toBe(true);
    expect((await call(viewer, 'GET', '/stores')).json()).toEqual([expect.objectContaining({ name: 'Pantry', default: false })]);
  });
});

// Sharing is by e-mail address, and anyone can type any address into their account: a share reaches the person who
// proved they own the address (its verify link, or the invitation the share mailed), and follows them when they
// prove a new one.
describe('a share reaches only an address its user has proved', () => {
  const seesStore = async (who: Person) => (await sharedWithMe(who)).some((s) => s.id === storeId);
  const setEmail = (who: Person, email: string) => call(who, 'PUT', '/account/update', { name: who.name, email });

  let taker: Person;

  test('taking an address something is shared with, without its verify link, gets nothing', async () => {
    taker = await signUp(t, TEST_INVITES[4]!);
    await share(owner, [{ email: 'claimed@example.com', canEdit: true }]);
    expect((await setEmail(taker, 'claimed@example.com')).statusCode).toBe(200);
    expect(await sharedWithMe(taker)).toEqual([]);
    expect((await call(taker, 'PUT', `/stores/${storeId}`, { items: [] })).statusCode).toBe(404);
    // its owner opens the link: now it is theirs
    await verifyAddress(t, 'claimed@example.com');
    expect(await seesStore(taker)).toBe(true);
  });

  test('a new address keeps the old one\'s shares until it is proved, then they follow it', async () => {
    await share(owner, [{ email: viewer.email, canEdit: false }]);
    const moved = `moved.${viewer.email}`;
    expect((await setEmail(viewer, moved)).statusCode).toBe(200);
    expect(await seesStore(viewer)).toBe(true);
    await verifyAddress(t, moved);
    expect(await seesStore(viewer)).toBe(true);
    const recipients = (await call(owner, 'GET', '/stores')).json().find((s: { id: number }) => s.id === storeId).shared_with as { email: string }[];
    expect(recipients.map((r) => r.email)).toContain(moved);
    expect(recipients.map((r) => r.email)).not.toContain(viewer.email);
  });

  test('a verify link mailed before a later change of address proves nothing about the later one', async () => {
    expect((await setEmail(taker, 'first.try@example.com')).statusCode).toBe(200);
    const first = t.mails.findLast((m) => m.to === 'first.try@example.com')!;
    expect((await setEmail(taker, 'second.try@example.com')).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token: linkFrom(first).searchParams.get('token') } });
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.linkInvalid });
    expect((await call(taker, 'GET', '/account')).json()).toMatchObject({ email: 'second.try@example.com', email_verified: false });
  });

  // QA household 3: the mail is what the recipient will find: an unconfirmed account was mailed 'Open the …' alone,
  // and the link opened 'not found'
  const mailTo = (mails: typeof t.mails, email: string) => mails.find((m) => m.to === email);

  test('an account whose address is not confirmed yet is mailed the link with what to do first', async () => {
    const newcomer = await signUp(t, TEST_INVITES[5]!, undefined, { verify: false });
    const before = t.mails.length;
    await share(owner, [{ email: newcomer.email, canEdit: false }]);
    const mail = mailTo(t.mails.slice(before), newcomer.email);
    expect(mail?.subject).toBe(`${owner.name} shared "Fridge" with you`);
    expect(linkFrom(mail).pathname).toBe(`/user-stores/${storeId}`);
    expect(mail?.text).toContain(SHARE_WAITS_FOR_CONFIRMATION);
    expect(await sharedWithMe(newcomer)).toEqual([]);
    // once confirmed, it is there
    await verifyAddress(t, newcomer.email);
    expect(await seesStore(newcomer)).toBe(true);
  });

  test('the address an account proved is mailed the link, not an invitation, while a newer one waits to be confirmed', async () => {
    // taker proved claimed@example.com, and has given second.try@example.com since, not confirmed
    const jar = (await call(owner, 'POST', '/stores', { name: 'Jar', description: '' })).json().id as number;
    const before = t.mails.length;
    await share(owner, [{ email: 'claimed@example.com', canEdit: false }, { email: 'second.try@example.com', canEdit: false }], [], jar);
    const mails = t.mails.slice(before);
    const proved = mailTo(mails, 'claimed@example.com');
    expect(proved?.subject).toBe(`${owner.name} shared "Jar" with you`);
    expect(linkFrom(proved).pathname).toBe(`/user-stores/${jar}`);
    expect(proved?.text).not.toContain(SHARE_WAITS_FOR_CONFIRMATION);
    expect(linkFrom(mailTo(mails, 'second.try@example.com')).pathname).toBe(`/user-stores/${jar}`);
    expect(mailTo(mails, 'second.try@example.com')?.text).toContain(SHARE_WAITS_FOR_CONFIRMATION);
    // as the mails say: it reaches the account through the address it proved
    expect((await sharedWithMe(taker)).some((s) => s.id === jar)).toBe(true);
  });
});
