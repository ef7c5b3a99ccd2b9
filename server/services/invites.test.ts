// The start banner's invite code (QA selfhost 4): one made for anyone, never one made for someone.
import { eq, isNull } from 'drizzle-orm';
import { inviteCodes } from '../db/schema';
import { createTestApp, type TestApp } from '../test/testApp';
import { createInvite, listInvites, shareInviteNote, unusedInvite } from './invites';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const noteOf = async (code: string) => (await listInvites(t.db)).find((r) => r.code === code)?.note;

test('an unused code from INVITE_CODES is printed before anything is minted', async () => {
  await createInvite(t.db, shareInviteNote('friend@elsewhere.test'));
  expect(await noteOf(await unusedInvite(t.db))).toBe('INVITE_CODES');
});

test('with every general code used, the banner mints a new one rather than print a share\'s invitation or an operator\'s noted code', async () => {
  const grandmas = await createInvite(t.db, shareInviteNote('grandma@family.test'));
  const neighbours = await createInvite(t.db, 'for Bob next door');
  await t.db.update(inviteCodes).set({ usedAt: new Date() }).where(eq(inviteCodes.note, 'INVITE_CODES'));

  const code = await unusedInvite(t.db);
  expect([grandmas, neighbours]).not.toContain(code);
  expect(await noteOf(code)).toBe('start');
  // the same code on every start until it is used
  expect(await unusedInvite(t.db)).toBe(code);
  const unused = (await t.db.select().from(inviteCodes).where(isNull(inviteCodes.usedAt))).map((r) => r.code);
  expect(unused).toEqual(expect.arrayContaining([code, grandmas, neighbours]));
  expect(unused).toHaveLength(4);
});
