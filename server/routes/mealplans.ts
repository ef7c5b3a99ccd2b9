// SPEC §7 meal plans: GET/POST /user-mealplans/ (with or without the trailing slash SPEC §7 writes), and
// GET/PUT/DELETE /user-mealplans/{id}. Access by SPEC §6: viewers read, editors change the plan (name,
// dates, days and recipes, which is how a plan is scheduled), only the owner deletes (and shares, through /share).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MEALPLANS_LISTED_MAX, type MealplanCreateResponse, type MealplanResponse, type MealplansResponse, type MealplanUpdateResponse,
} from '../../contract/api';
import { idParamSchema } from '../../contract/itemSchemas';
import { mealplanBodySchema } from '../../contract/mealplanSchemas';
import { MESSAGES } from '../../contract/rules';
import { planDatesErrors } from '../../contract/planRules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { mealplans, shares } from '../db/schema';
import { badRequest, notFound, preconditionFailed } from '../errors';
import { currentUser } from '../plugins/auth';
import { requireAccess } from '../services/access';
import { listedCountDescription, sayListedCount } from '../services/listedCount';
import { createPlanRecipeResolver, planViews } from '../services/mealplans';
import type { AppDeps } from './deps';

/**
 * Ours: a plan's dates are from 01/01/2000 to 31 December ten years after this year (contract planDateBounds, the
 * server's today in UTC), refused with 400 on the field (QA newcomer D5). A date the plan already has passes a PUT
 * as it is: a plan dated before the bound (0001-01-01 was taken) can still be edited, and scheduled to mend it.
 */
function refuseDatesOutOfRange(dates: { start_date: string | null; end_date: string | null }, had?: { startDate: string | null; endDate: string | null }) {
  const errors = planDatesErrors({
    start_date: had && dates.start_date === had.startDate ? null : dates.start_date,
    end_date: had && dates.end_date === had.endDate ? null : dates.end_date,
  }, new Date().toISOString().slice(0, 10));
  const messages = Object.values(errors);
  if (messages.length > 0) throw badRequest(messages[0]!, Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])));
}

const mealplanRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const resolvePlanRecipes = createPlanRecipeResolver(db);
  app.addHook('onRequest', app.authenticate);
  const tags = ['meal plans'];

  for (const url of ['/user-mealplans', '/user-mealplans/']) {
    // SPEC §7 writes the trailing slash; the document lists the plain path once
    const hide = url.endsWith('/') ? { hide: true } : {};

    app.get(url, {
      schema: {
        tags,
        summary: 'My own plans: by start date (undated last), then name',
        description: listedCountDescription(MEALPLANS_LISTED_MAX, 'the undated plans (the newest first), then the latest starts', 'plans'),
        ...hide,
      },
    }, async (request, reply): Promise<MealplansResponse> => {
      const me = currentUser(request);
      const mine = eq(mealplans.userId, me.id);
      // past the cap, the plans a planner needs now: the just created (undated), the current and coming ones. SPEC
      // §9's ascending order, cut, dropped those and kept the oldest
      const latest = db.select({ id: mealplans.id }).from(mealplans).where(mine)
        .orderBy(sql`${mealplans.startDate} desc nulls first`, desc(mealplans.id)).limit(MEALPLANS_LISTED_MAX);
      const rows = await db.select().from(mealplans).where(and(mine, inArray(mealplans.id, latest)))
        // SPEC §9: plans by start_date ascending
        .orderBy(sql`${mealplans.startDate} asc nulls last`, sql`lower(${mealplans.name})`, asc(mealplans.id));
      await sayListedCount(reply, db, rows.length, MEALPLANS_LISTED_MAX, { table: mealplans, where: mine });
      return planViews(db, rows, me);
    });

    app.post(url, {
      schema: { tags, summary: 'Create a plan (SPEC §4: usually with empty days, then edited)', body: mealplanBodySchema, ...hide },
      config: { idempotent: true },
    }, async (request, reply): Promise<MealplanCreateResponse> => {
      const me = currentUser(request);
      const { name, days, recipes, start_date, end_date } = request.body;
      refuseDatesOutOfRange({ start_date, end_date });
      const [row] = await db.insert(mealplans)
        .values({ userId: me.id, name, days, recipes, startDate: start_date, endDate: end_date }).returning({ id: mealplans.id });
      reply.code(201);
      return { data: { user_mealplan_id: row!.id } };
    });
  }

  app.get('/user-mealplans/:id', {
    schema: { tags, summary: 'One plan, with its recipes resolved to ingredients for the ingredient check', params: idParamSchema },
  }, async (request): Promise<MealplanResponse> => {
    const me = currentUser(request);
    const { id } = request.params;
    await requireAccess(db, 'UserMealplan', id, me, 'read');
    const [row] = await db.select().from(mealplans).where(eq(mealplans.id, id));
    if (!row) throw notFound();
    const [[data], recipes] = await Promise.all([planViews(db, [row], me), resolvePlanRecipes(row, me)]);
    return { data: data!, recipes };
  });

  app.put('/user-mealplans/:id', {
    schema: { tags, summary: 'Save the whole plan (the editor\'s autosave, and scheduling)', params: idParamSchema, body: mealplanBodySchema },
  }, async (request): Promise<MealplanUpdateResponse> => {
    const me = currentUser(request);
    const { id } = request.params;
    const { name, days, recipes, start_date, end_date, version } = request.body;
    const row = await db.transaction(async (tx) => {
      await requireAccess(tx, 'UserMealplan', id, me, 'write');
      const [before] = await tx.select().from(mealplans).where(eq(mealplans.id, id)).for('update');
      if (!before) throw notFound();
      // a write based on an older version would undo a change it never saw
      if (version !== undefined && version !== before.version) {
        throw preconditionFailed(SERVER_MESSAGES.stalePlan, (await planViews(tx, [before], me))[0]);
      }
      refuseDatesOutOfRange({ start_date, end_date }, before);
      const [updated] = await tx.update(mealplans)
        .set({ name, days, recipes, startDate: start_date, endDate: end_date, version: sql`${mealplans.version} + 1`, updatedAt: new Date() })
        .where(eq(mealplans.id, id)).returning();
      if (!updated) throw notFound();
      return updated;
    });
    return { data: (await planViews(db, [row], me))[0]! };
  });

  app.delete('/user-mealplans/:id', {
    schema: { tags, summary: 'Delete a plan and its shares (owner only)', params: idParamSchema },
  }, async (request) => {
    const me = currentUser(request);
    const { id } = request.params;
    await db.transaction(async (tx) => {
      await requireAccess(tx, 'UserMealplan', id, me, 'own');
      await tx.delete(shares).where(and(eq(shares.entityType, 'UserMealplan'), eq(shares.entityId, id)));
      await tx.delete(mealplans).where(eq(mealplans.id, id));
    });
    return { message: MESSAGES.mealPlanDeleted };
  });
};

export default mealplanRoutes;
