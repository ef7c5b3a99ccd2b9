import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthResponse } from '../../contract/api';
import { version } from '../../package.json';
import type { AppDeps } from './deps';

const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/health', async (): Promise<HealthResponse> => {
    await deps.db.execute(sql`select 1`);
    return { status: 'ok', version };
  });
  // the floor of `npm run bench`: the least a request through this server can cost (no database, no auth)
  app.get('/hello', { schema: { hide: true } }, async () => ({ hello: 'world' }));
};

export default healthRoutes;
