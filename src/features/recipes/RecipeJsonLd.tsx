// SPEC §2: structured recipe data for search engines. The CSP allows no inline script, but a
// <script type="application/ld+json"> is a data block the browser never runs, so CSP does not apply to
// it; it is built with textContent (no HTML parsing). The page title follows the recipe too. The data's
// builder loads after the page has shown: nothing on screen waits for it, and the recipe page's first load
// is at its budget (issue 10).
import { useEffect } from 'react';
import type { Recipe } from '../../../contract/entities';

export function RecipeJsonLd({ recipe }: { recipe: Recipe }) {
  useEffect(() => {
    let script: HTMLScriptElement | null = null;
    let shown = true;
    void import(/* webpackChunkName: "recipe-jsonld" */ '../../lib/recipeJsonLd').then(({ buildRecipeJsonLd }) => {
      if (!shown) return;
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.recipeJsonld = String(recipe.recipe_id);
      script.textContent = JSON.stringify(buildRecipeJsonLd(recipe, `${window.location.origin}/recipes/${recipe.recipe_id}`));
      document.head.append(script);
    }, () => undefined);
    const previousTitle = document.title;
    document.title = `${recipe.name} · Larder`;
    return () => {
      shown = false;
      script?.remove();
      document.title = previousTitle;
    };
  }, [recipe]);
  return null;
}
