// A recipe page (/recipes/{id}) as the server sends it: the client's index.html with the recipe's structured
// data (SPEC §2) in its head, so a search engine that runs no script reads it too, and the page's first load
// needs no script to build it (src/features/recipes/RecipeJsonLd.tsx keeps it while the recipe is on show).
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
export function recipeJsonLdTag(id: number, data: object): string {
  return `<script type="application/ld+json" data-recipe-jsonld="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** index.html with the tag at the end of its head */
export function withHeadTag(html: string, tag: string): string {
  const end = html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}${tag}${html.slice(end)}`;
}

/** The tags of recipe pages, kept while the catalogue is unchanged (the catalogue cache's rule). */
export class RecipePageTags {
  private readonly cache: CatalogueCache;

  constructor(private readonly db: Db, private readonly appUrl: string) {
    this.cache = new CatalogueCache(db);
  }

  async tag(id: number): Promise<string | null> {
    const answer = await this.cache.get(JSON.stringify(['recipe-page', id]), async () => {
      const recipe = await findRecipe(this.db, id);
      return recipe && { tag: recipeJsonLdTag(id, buildRecipeJsonLd(recipe, `${this.appUrl}/recipes/${id}`)) };
    });
    return answer ? (JSON.parse(answer.body) as { tag: string }).tag : null;
  }

  close(): Promise<void> {
    return this.cache.close();
  }
}
