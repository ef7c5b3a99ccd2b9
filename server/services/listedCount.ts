// A listing cut at a cap (contract/api.ts MEALPLANS_LISTED_MAX, SHOPPINGLISTS_LISTED_MAX, SHARED_LISTED_MAX) says how
// many rows the user has in all (TOTAL_COUNT_HEADER; GET /share one header per type), so the app says how many it
// leaves out rather than losing them without a word.
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { TOTAL_COUNT_HEADER } from '../../contract/api';
import type { Db } from '../db';

/** Sets `header` (TOTAL_COUNT_HEADER) on an answer of `listed` rows, at most `max`, out of those `of` selects. */
export async function sayListedCount(
  reply: FastifyReply, db: Db, listed: number, max: number, of: { table: PgTable; where: SQL | undefined }, header: string = TOTAL_COUNT_HEADER,
): Promise<void> {
  // counted only when the answer is full: below the cap it holds them all
  const total = listed < max ? listed : (await db.select({ n: count() }).from(of.table).where(of.where))[0]?.n ?? listed;
  reply.header(header, String(total));
}

/** The OpenAPI description of such a listing: which rows it keeps, and the header. */
export const listedCountDescription = (max: number, kept: string, rows: string) =>
  `At most ${max}: ${kept}. ${TOTAL_COUNT_HEADER} says how many ${rows} the user has in all.`;
