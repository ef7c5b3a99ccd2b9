// SPEC §2: structured recipe data for search engines. The CSP allows no inline script, but a
// <script type="application/ld+json"> is a data block the browser never runs, so CSP does not apply to
// it; it is built with textContent (no HTML parsing). The page title follows the recipe too.
import { useEffect } from 'react';
import type { Recipe } from '../../../contract/entities';
import { buildRecipeJsonLd } from '../../lib/recipeJsonLd';

export function RecipeJsonLd({ recipe }: { recipe: Recipe }) {
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.recipeJsonld = String(recipe.recipe_id);
    script.textContent = JSON.stringify(buildRecipeJsonLd(recipe, `${window.location.origin}/recipes/${recipe.recipe_id}`));
    document.head.append(script);
    const previousTitle = document.title;
    document.title = `${recipe.name} · Larder`;
    return () => {
      script.remove();
      document.title = previousTitle;
    };
  }, [recipe]);
  return null;
}
