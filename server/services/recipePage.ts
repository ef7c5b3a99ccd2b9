// A recipe page (/recipes/{id}) as the server sends it: the client's index.html with the recipe's structured
// data (SPEC §2) in its head, so a search engine that runs no script reads it too, and the page's first load
// needs no script to build it (src/features/recipes/RecipeJsonLd.tsx keeps it while the recipe is on show); and
// a preload of the recipe's image, the page's largest paint, which the browser would otherwise find only once
// the app has drawn the recipe.
import type { Recipe } from '../../contract/entities';
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

/**
 * A recipe's <script type="application/ld+json">. A data block ends at the first '</script', and JSON may write
 * '<' as \u003c: no text of the recipe can close it.
 */
function recipeJsonLdTag(id: number, data: object): string {
  return `<script type="application/ld+json" data-recipe-jsonld="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What a recipe page adds to the head: its data block, and the preload of its image (as the page's <img> asks for it). */
function recipePageHead(recipe: Recipe, pageUrl: string): string {
  const image = recipe.image ? `<link rel="preload" as="image" href="${attribute(recipe.image)}" fetchpriority="high">` : '';
  return recipeJsonLdTag(recipe.recipe_id, buildRecipeJsonLd(recipe, pageUrl)) + image;
}

/** index.html with `tags` at the end of its head */
export function withHeadTags(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

/** The head of each recipe page, kept while the catalogue is unchanged (the catalogue cache's rule). */
export class RecipePageHeads {
  private readonly cache: CatalogueCache;

  constructor(private readonly db: Db, private readonly appUrl: string) {
    this.cache = new CatalogueCache(db);
  }

  /** null when there is no such verified recipe */
  async head(id: number): Promise<string | null> {
    const answer = await this.cache.get(JSON.stringify(['recipe-page', id]), async () => {
      const recipe = await findRecipe(this.db, id);
      return recipe && { head: recipePageHead(recipe, `${this.appUrl}/recipes/${id}`) };
    });
    return answer ? (JSON.parse(answer.body) as { head: string }).head : null;
  }

  close(): Promise<void> {
    return this.cache.close();
  }
}
