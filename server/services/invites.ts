// Invite codes for the closed beta: 8 characters, single use.
import { randomInt } from 'node:crypto';
import { desc, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { inviteCodes } from '../db/schema';

// no 0/O or 1/I/L, so a code read aloud or copied by hand survives
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newInviteCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The note of the invite a share mails to an address without an account: registering with it proves that address. */
export const shareInviteNote = (email: string) => `share:${email}`;

export async function createInvite(db: Db, note: string | null = null): Promise<string> {
  const code = newInviteCode();
  await db.insert(inviteCodes).values({ code, note });
  return code;
}

export async function addInvites(db: Db, codes: string[]): Promise<void> {
  if (codes.length) await db.insert(inviteCodes).values(codes.map((code) => ({ code, note: 'INVITE_CODES' }))).onConflictDoNothing();
}

export async function listInvites(db: Db) {
  return db.select().from(inviteCodes).orderBy(desc(inviteCodes.createdAt)).limit(100);
}

export async function unusedInvite(db: Db): Promise<string> {
  const [row] = await db.select({ code: inviteCodes.code }).from(inviteCodes).where(isNull(inviteCodes.usedAt)).limit(1);
  return row?.code ?? createInvite(db, 'start');
}
