// SPEC §7 GET/POST /publish-requests/, PUT /publish-requests/unpublish, GET /publish-requests/{id}/cancel.
// Approval and rejection are the operator's (`npm run admin -- publish ...`, services/publishing.ts).
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublishCancelResponse, PublishResponse, UnpublishResponse } from '../../contract/api';
import { publishCreateSchema, unpublishSchema } from '../../contract/cookbookSchemas';
import type { PublishRequest } from '../../contract/entities';
import { idParamSchema } from '../../contract/itemSchemas';
import { RECIPE_MESSAGES } from '../../contract/recipeRules';
import { publishRequests } from '../db/schema';
import { conflict, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import { requestPublication, setRequestStatus, withdraw, NOT_PUBLISHED } from '../services/publishing';
import { ownRecipe, requestView, viewUserRecipe } from '../services/userRecipes';
import type { AppDeps } from './deps';

/** SPEC §4: cancel clears a request; a pending one is withdrawn, a rejected one dismissed */
const CANCELLABLE = new Set(['pending', 'rejected']);
/** ours: a user sees their latest requests, one page */
const MAX_REQUESTS = 100;

const publishRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  app.addHook('onRequest', app.authenticate);
  const tags = ['publishing'];

  for (const url of ['/publish-requests', '/publish-requests/']) {
    // SPEC §7 writes the trailing slash; the document lists the plain path once
    const hide = url.endsWith('/') ? { hide: true } : {};

    app.get(url, {
      schema: { tags, summary: 'My publish requests, newest first (a rejected one with its reason, or null)', ...hide },
    }, async (request): Promise<PublishRequest[]> => {
      const rows = await db.select().from(publishRequests).where(eq(publishRequests.userId, currentUser(request).id))
        .orderBy(desc(publishRequests.createdAt), desc(publishRequests.id)).limit(MAX_REQUESTS);
      return rows.map(requestView);
    });

    app.post(url, {
      schema: {
        tags,
        summary: 'Ask for my recipe to be published: 201 { data } (200 with the pending one if asked twice); 200 { error, request } when refused (custom ingredients, a name the catalogue has), the request rejected with the error as its reason',
        body: publishCreateSchema,
        ...hide,
      },
    }, async (request, reply): Promise<PublishResponse> => {
      const me = currentUser(request);
      const outcome = await db.transaction(async (tx) => requestPublication(tx, await ownRecipe(tx, request.body.entity_id, me.id)));
      if (outcome.kind === 'refused') return { error: outcome.error, request: requestView(outcome.request) };
      if (outcome.kind === 'created') reply.code(201);
      return { data: requestView(outcome.request) };
    });
  }

  app.put('/publish-requests/unpublish', {
    schema: { tags, summary: 'Take my published recipe out of the catalogue (its public copy stays readable by its id for those who saved or planned it)', body: unpublishSchema },
  }, async (request): Promise<UnpublishResponse> => {
    const me = currentUser(request);
    const data = await db.transaction(async (tx) => {
      const recipe = await ownRecipe(tx, request.body.user_recipe_id, me.id);
      if (!recipe.published) throw conflict(NOT_PUBLISHED);
      await withdraw(tx, recipe.id);
      return viewUserRecipe(tx, { ...recipe, published: false });
    });
    return { data };
  });

  app.get('/publish-requests/:id/cancel', {
    schema: { tags, summary: 'Cancel my pending request, or clear a rejected one', params: idParamSchema },
  }, async (request): Promise<PublishCancelResponse> => {
    const me = currentUser(request);
    const data = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(publishRequests)
        .where(and(eq(publishRequests.id, request.params.id), eq(publishRequests.userId, me.id)));
      if (!row) throw notFound('Publish request not found.');
      if (!CANCELLABLE.has(row.status)) throw conflict(RECIPE_MESSAGES.publishCancelError);
      return requestView(await setRequestStatus(tx, row.id, 'cancelled'));
    });
    return { data };
  });
};

export default publishRoutes;
