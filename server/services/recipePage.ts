// A recipe page (/recipes/{id}) as the server sends it: the client's index.html with the recipe's structured
// data (SPEC §2) in its head, so a search engine that runs no script reads it too, and the page's first load
// needs no script to build it (src/features/recipes/RecipeJsonLd.tsx keeps it while the recipe is on show); and
// a preload of the recipe's image, the page's largest paint. Where the build wrote a recipe page renderer
// (contract/recipePage.ts), the page is drawn too: the recipe is in the HTML, and the app takes it over.
import fs from 'node:fs';
import path from 'node:path';
import type { Recipe } from '../../contract/entities';
import { PAGE_RECIPE_ID, RECIPE_PAGE_RENDERER, type RenderRecipePage } from '../../contract/recipePage';
import { buildRecipeJsonLd } from '../../contract/recipeJsonLd';
import type { Db } from '../db';
import { CatalogueCache } from './catalogueCache';
import { findRecipe } from './recipeQueries';

const RECIPE_PAGE = /^\/recipes\/(\d{1,15})$/;

/** The verified recipe a page path shows, or null for any other path. */
export function recipePageId(pathname: string): number | null {
  const id = Number(RECIPE_PAGE.exec(pathname)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** JSON in a data block: a block ends at the first '</script', and JSON may write '<' as \u003c */
const dataBlockJson = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What a recipe page adds to the head: its structured data, and unless the page is drawn (the image is on it), the
 * preload of its image (as the page's <img> asks for it).
 */
function recipePageHead(recipe: Recipe, pageUrl: string, drawn: boolean): string {
  const image = recipe.image && !drawn ? `<link rel="preload" as="image" href="${attribute(recipe.image)}" fetchpriority="high">` : '';
  const jsonLd = `<script type="application/ld+json" data-recipe-jsonld="${recipe.recipe_id}">${dataBlockJson(buildRecipeJsonLd(recipe, pageUrl))}</script>`;
  return jsonLd + image;
}

/** html with `tags` at the end of its head */
export function withHeadTags(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

const EMPTY_ROOT = '<div id=root></div>';

/** The built client's recipe page renderer and the page it draws into, or null if the build wrote none. */
function loadRenderer(clientDir: string): { render: RenderRecipePage; template: string } | null {
  const file = path.join(clientDir, RECIPE_PAGE_RENDERER);
  const templateFile = path.join(clientDir, 'recipe.html');
  if (!fs.existsSync(file) || !fs.existsSync(templateFile)) return null;
  const template = fs.readFileSync(templateFile, 'utf8');
  if (!template.includes(EMPTY_ROOT)) return null;
  // the build's own file, as index.html is: loaded as the server starts
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderRecipePage } = require(file) as { renderRecipePage: RenderRecipePage };
  return { render: renderRecipePage, template };
}

/** What a recipe page adds to the page it is sent in: its head, and where drawn, its root and the recipe it shows. */
interface RecipePageParts {
  head: string;
  root: string | null;
}

/** Each recipe page as sent, kept while the catalogue is unchanged (the catalogue cache's rule). */
export class RecipePages {
  private readonly cache: CatalogueCache;
  private readonly renderer: ReturnType<typeof loadRenderer>;

  constructor(private readonly db: Db, private readonly appUrl: string, private readonly clientDir: string) {
    this.cache = new CatalogueCache(db);
    this.renderer = loadRenderer(clientDir);
  }

  /**
   * The page for `url` (its path and query) showing verified recipe `id`, or null when there is no such recipe.
   * A page the renderer fails to draw is sent as the app draws it, with its head (`onDrawFailed` hears why).
   */
  async page(id: number, url: string, onDrawFailed: (err: unknown) => void): Promise<string | null> {
    const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    const answer = await this.cache.get(JSON.stringify(['recipe-page', id, this.renderer ? search : '']), async () => {
      const recipe = await findRecipe(this.db, id);
      if (!recipe) return null;
      const root = await this.renderer?.render(recipe, `/recipes/${id}${search}`).catch((err: unknown) => {
        onDrawFailed(err);
        return null;
      });
      const head = recipePageHead(recipe, `${this.appUrl}/recipes/${id}`, Boolean(root));
      const parts: RecipePageParts = root ? { head: `${head}<script type="application/json" id="${PAGE_RECIPE_ID}">${dataBlockJson(recipe)}</script>`, root } : { head, root: null };
      return parts;
    });
    if (!answer) return null;
    const { head, root } = JSON.parse(answer.body) as RecipePageParts;
    if (root && this.renderer) return withHeadTags(this.renderer.template.replace(EMPTY_ROOT, `<div id=root>${root}</div>`), head);
    return withHeadTags(await fs.promises.readFile(path.join(this.clientDir, 'index.html'), 'utf8'), head);
  }

  close(): Promise<void> {
    return this.cache.close();
  }
}
