// The pages the server sends for the app's routes. A recipe page (/recipes/{id}) is the client's index.html with
// the recipe's structured data (SPEC §2) in its head, so a search engine that runs no script reads it too (the
// page's first load needs no script to build it: src/features/recipes/RecipeJsonLd.tsx keeps it while the recipe
// is on show), and a preload of its image, the page's largest paint. Where the build wrote a renderer
// (contract/drawnPages.ts), a recipe page and a page of the catalogue (/recipes?page&search) come drawn: what
// they show is in the HTML, with the state it was drawn from, and the app takes the page over.
import fs from 'node:fs';
import path from 'node:path';
import type { Recipe } from '../../contract/entities';
import { PAGE_RENDERER, PAGE_STATE_ID, type DrawPage, type PageState } from '../../contract/drawnPages';
import { searchStringOf } from '../../contract/coreRules';
import { recipeQueryFromAddress } from '../../contract/recipeAddress';
import { buildRecipeJsonLd } from '../../contract/recipeJsonLd';
import { recipeSearchQuerySchema } from '../../contract/schemas';
import type { Db } from '../db';
import { CatalogueCache } from './catalogueCache';
import { findRecipe, findRecipes } from './recipeQueries';

const RECIPE_PAGE = /^\/recipes\/([1-9]\d{0,14})$/;

/**
 * The verified recipe a page path shows, or null for any other path. Only the recipe's own address: the app reads
 * /recipes/007 as recipe 7 too, but a page drawn for recipe 7 is drawn for /recipes/7.
 */
export function recipePageId(pathname: string): number | null {
  const id = Number(RECIPE_PAGE.exec(pathname)?.[1]);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The page and search of a catalogue address as the app reads them and asks for them (a search of fewer than 3
 * characters searches nothing); null where the API would refuse them.
 */
function catalogueQuery(query: string): { page: number; search: string; asked: { page: number; search: string } } | null {
  const { page, search: typed } = recipeQueryFromAddress(query);
  const search = searchStringOf(typed);
  const asked = recipeSearchQuerySchema.safeParse({ page: String(page), search });
  return asked.success ? { page, search, asked: asked.data } : null;
}

/** JSON in a data block: a block ends at the first '</script', and JSON may write '<' as \u003c */
const dataBlockJson = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What a recipe page adds to the head: its structured data, and unless the page is drawn (the image is on it), the
 * preload of its image (as the page's <img> asks for it). A recipe taken out of the catalogue asks search engines
 * to forget it: it is kept only for those who saved it or planned it.
 */
function recipePageHead(recipe: Recipe, pageUrl: string, drawn: boolean): string {
  const image = recipe.image && !drawn ? `<link rel="preload" as="image" href="${attribute(recipe.image)}" fetchpriority="high">` : '';
  const jsonLd = `<script type="application/ld+json" data-recipe-jsonld="${recipe.recipe_id}">${dataBlockJson(buildRecipeJsonLd(recipe, pageUrl))}</script>`;
  return (recipe.verified ? '' : '<meta name="robots" content="noindex">') + jsonLd + image;
}

/** html with `tags` at the end of its head */
export function withHeadTags(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

const EMPTY_ROOT = '<div id=root></div>';

/** the route templates the build writes beside index.html: index.html with the route's stylesheets linked */
const TEMPLATES = { recipe: 'recipe.html', catalogue: 'recipes.html' } as const;
type Route = keyof typeof TEMPLATES;

interface Renderer {
  draw: DrawPage;
  templates: Record<Route, string>;
}

/** The built client's renderer and the pages it draws into, or null if the build wrote none. */
function loadRenderer(clientDir: string): Renderer | null {
  const file = path.join(clientDir, PAGE_RENDERER);
  const files = Object.values(TEMPLATES).map((name) => path.join(clientDir, name));
  if (!fs.existsSync(file) || !files.every((template) => fs.existsSync(template))) return null;
  const templates = Object.fromEntries(Object.entries(TEMPLATES).map(([route, name]) => [route, fs.readFileSync(path.join(clientDir, name), 'utf8')])) as Record<Route, string>;
  if (!Object.values(templates).every((template) => template.includes(EMPTY_ROOT))) return null;
  // the build's own file, as index.html is: loaded as the server starts
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { drawPage } = require(file) as { drawPage: DrawPage };
  return { draw: drawPage, templates };
}

/** A page as sent: what it adds to its head, and where drawn, its root (the head then carries its state). */
interface PageParts {
  head: string;
  root: string | null;
}

/** Each page as sent, kept while the catalogue is unchanged (the catalogue cache's rule). */
export class DrawnPages {
  private readonly cache: CatalogueCache;
  private readonly renderer: Renderer | null;

  /** `onDrawFailed` hears why a page could not be drawn: it is then sent as the app draws it */
  constructor(private readonly db: Db, private readonly appUrl: string, private readonly clientDir: string, private readonly onDrawFailed: (err: unknown) => void) {
    this.cache = new CatalogueCache(db);
    this.renderer = loadRenderer(clientDir);
  }

  /** The page for `url` (its path and query) showing recipe `id`, or null when there is no such recipe. */
  async recipePage(id: number, url: string): Promise<string | null> {
    const search = queryOf(url);
    const answer = await this.cache.get(JSON.stringify(['recipe-page', id, this.renderer ? search : '']), async () => {
      const recipe = await findRecipe(this.db, id);
      if (!recipe) return null;
      const state = { recipe };
      const root = await this.draw(state, `/recipes/${id}${search}`);
      return this.parts(recipePageHead(recipe, `${this.appUrl}/recipes/${id}`, root !== null), root, state);
    });
    return answer && this.page('recipe', answer.body);
  }

  /** The catalogue's page for `url` (/recipes and its query) drawn, or null where it is not drawn. */
  async cataloguePage(url: string): Promise<string | null> {
    const query = catalogueQuery(queryOf(url));
    if (!this.renderer || !query) return null;
    // the address as it is: the search box shows its text as typed
    const answer = await this.cache.get(JSON.stringify(['catalogue-page', queryOf(url)]), async (version) => {
      const list = await findRecipes(this.db, { ...query.asked, filters: [] }, version);
      const state = { catalogue: { page: query.page, search: query.search, list } };
      const root = await this.draw(state, url);
      return root ? this.parts('', root, state) : null;
    });
    return answer && this.page('catalogue', answer.body);
  }

  private async draw(state: PageState, url: string): Promise<string | null> {
    if (!this.renderer) return null;
    return this.renderer.draw(state, url).catch((err: unknown) => {
      this.onDrawFailed(err);
      return null;
    });
  }

  private parts(head: string, root: string | null, state: PageState): PageParts {
    return root ? { head: `${head}<script type="application/json" id="${PAGE_STATE_ID}">${dataBlockJson(state)}</script>`, root } : { head, root };
  }

  private async page(route: Route, body: string): Promise<string> {
    const { head, root } = JSON.parse(body) as PageParts;
    if (root && this.renderer) return withHeadTags(this.renderer.templates[route].replace(EMPTY_ROOT, `<div id=root>${root}</div>`), head);
    return withHeadTags(await fs.promises.readFile(path.join(this.clientDir, 'index.html'), 'utf8'), head);
  }

  close(): Promise<void> {
    return this.cache.close();
  }
}

const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');
