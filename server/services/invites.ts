// Invite codes for the closed beta: 8 characters, single use.
import { randomInt } from 'node:crypto';
import { and, asc, desc, inArray, isNull } from 'drizzle-orm';
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

/** the notes of codes made for whoever the operator hands them to: INVITE_CODES's, and the start banner's own */
const FROM_CONFIG = 'INVITE_CODES';
const FROM_START = 'start';

export async function addInvites(db: Db, codes: string[]): Promise<void> {
  if (codes.length) await db.insert(inviteCodes).values(codes.map((code) => ({ code, note: FROM_CONFIG }))).onConflictDoNothing();
}

export async function listInvites(db: Db) {
  return db.select().from(inviteCodes).orderBy(desc(inviteCodes.createdAt)).limit(100);
}

/**
 * The invite code the start banner prints: an unused one made for anyone (from INVITE_CODES, or one it made before), else
 * a new one. Never one made for someone: a share's invitation to an address (given to another, its owner could no
 * longer join) or one an operator made with a note (admin invite create <note>).
 */
export async function unusedInvite(db: Db): Promise<string> {
  const [row] = await db.select({ code: inviteCodes.code }).from(inviteCodes)
    .where(and(isNull(inviteCodes.usedAt), inArray(inviteCodes.note, [FROM_CONFIG, FROM_START])))
    .orderBy(asc(inviteCodes.createdAt), asc(inviteCodes.code)).limit(1);
  return row?.code ?? createInvite(db, FROM_START);
}
