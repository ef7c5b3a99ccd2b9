// SPEC §2: structured recipe data for search engines. The CSP allows no inline script, but a
// <script type="application/ld+json"> is a data block the browser never runs, so CSP does not apply to
// it; it is built with textContent (no HTML parsing).
// A recipe page loaded from the server already has the data in its HTML (server/services/drawnPages.ts): the
// page keeps it, and takes it away when it goes. A recipe reached inside the app builds it here, with a builder
// that loads after the page has shown: nothing on screen waits for it.
import { useEffect } from 'react';
import type { Recipe } from '../../../contract/entities';

const dataBlock = (id: string) => document.head.querySelector<HTMLScriptElement>(`script[type="application/ld+json"][data-recipe-jsonld="${id}"]`);

/** the data of the recipe whose page went last: StrictMode's second mount, or a return to it, puts it back */
let lastGone: HTMLScriptElement | null = null;

export function RecipeJsonLd({ recipe }: { recipe: Recipe }) {
  const id = String(recipe.recipe_id);
  useEffect(() => {
    if (!dataBlock(id) && lastGone?.dataset.recipeJsonld === id) document.head.append(lastGone);
    // the recipe's data goes with its page, or when another recipe takes its place
    return () => {
      lastGone = dataBlock(id);
      lastGone?.remove();
    };
  }, [id]);
  useEffect(() => {
    if (dataBlock(id)) return undefined;
    let shown = true;
    void import(/* webpackChunkName: "recipe-jsonld" */ '../../../contract/recipeJsonLd').then(({ buildRecipeJsonLd }) => {
      if (!shown || dataBlock(id)) return;
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.recipeJsonld = id;
      script.textContent = JSON.stringify(buildRecipeJsonLd(recipe, `${window.location.origin}/recipes/${id}`));
      document.head.append(script);
    }, () => undefined);
    return () => { shown = false; };
  }, [id, recipe]);
  return null;
}
