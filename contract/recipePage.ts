// A recipe page drawn by the server (issue 10): what the client's build hands the server, and what the page
// carries for the app that takes it over. The client's build writes the renderer (webpack.config.js
// PrerenderPlugin: dist/ssr/recipe-page.cjs, the app's own components); the server draws a verified recipe's page
// with it, and the app hydrates the page from the recipe it carries.
import type { Recipe } from './entities';

/** where the renderer is, under the built client's folder */
export const RECIPE_PAGE_RENDERER = 'ssr/recipe-page.cjs';

/**
 * The markup of the app's root on the recipe page at `url` (a path and query), as the app draws it for a visitor
 * who has `recipe` in its state; null where the app draws something else there (cook mode).
 */
export type RenderRecipePage = (recipe: Recipe, url: string) => Promise<string | null>;

/** the id of the page's JSON data block carrying the recipe it was drawn from */
export const PAGE_RECIPE_ID = 'page-recipe';
