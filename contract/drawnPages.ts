// Pages the server sends drawn (issue 10): what the client's build hands the server, and what a page carries for
// the app that takes it over. The client's build writes the renderer (webpack.config.js PrerenderPlugin:
// dist/ssr/pages.cjs, the app's own components) and each page's template; the server reads the state a page
// shows, draws the page with the renderer, and the app hydrates it from the state it carries.
import type { RecipeListResponse } from './api';
import type { Recipe } from './entities';

/** where the renderer is, under the built client's folder */
export const PAGE_RENDERER = 'ssr/pages.cjs';

/** the id of the page's JSON data block carrying the state it was drawn from */
export const PAGE_STATE_ID = 'page-state';

/**
 * What a drawn page shows: a recipe page (/recipes/{id}) or a page of the catalogue (/recipes?page&search); or the
 * visitor's shell alone, with the loading wheel where the screen goes, painted while a screen's code loads (/login,
 * /register), which the app draws the screen over rather than take over.
 */
export interface PageState {
  recipe?: Recipe;
  /** a page of the catalogue, with no filters: its page, the search it ran ('' for none), and the answer */
  catalogue?: { page: number; search: string; list: RecipeListResponse };
  shell?: true;
}

/**
 * The markup of the app's root at `url` (a path and query) as the app draws it for a visitor whose state holds
 * `state`; null where the app draws something else there (cook mode).
 */
export type DrawPage = (state: PageState, url: string) => Promise<string | null>;
