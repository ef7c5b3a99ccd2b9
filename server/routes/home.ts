// SPEC §7 GET /home-beta: news (newest first), recipe categories, the latest recipes, featured recipes.
// Public like the recipe list: it carries nothing personal (the client guards the screen, SPEC §2).
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HomeBetaResponse } from '../../contract/api';
import { news } from '../db/schema';
import { latestRecipes, recipeCategoryOptions } from '../services/recipeQueries';
import type { AppDeps } from './deps';

/** ours: how many recipes the Latest Recipes tab shows */
export const LATEST_RECIPES = 8;
/** ours: how many news items the News tab shows */
export const NEWS_ITEMS = 20;

const homeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get('/home-beta', {
    schema: { tags: ['home'], summary: 'News, recipe categories, the latest and the featured recipes' },
  }, async (): Promise<HomeBetaResponse> => {
    const newsRows = await db.select().from(news).orderBy(desc(news.createdAt), desc(news.id)).limit(NEWS_ITEMS);
    return {
      news: newsRows.map((n) => ({ title: n.title, HtmlContent: n.htmlContent, created_at: n.createdAt.toISOString() })),
      categories: await recipeCategoryOptions(db),
      recipes: await latestRecipes(db, LATEST_RECIPES),
      // SPEC §2: the Featured tab shows 'Coming Soon.'; nothing is featured yet
      featured: [],
    };
  });
};

export default homeRoutes;
