// The recipe as read: title and actions, meta, badges and allergen warning, image, description,
// ingredients and method. On paper (print) only the recipe itself remains.
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Link } from '../../lib/router';
import type { Recipe } from '../../../contract/entities';
import { scaleIngredients } from '../../../contract/recipeLines';
import { AllergenWarning } from '../../components/AllergenWarning';
import { DietaryBadges } from '../../components/DietaryBadges';
import { Icon } from '../../components/Icon';
import { RecipeOptions } from '../../components/RecipeOptions';
import { cookModeSearch, Servings, useServes } from '../../components/Servings';
import { selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../../app/hooks';
import { allergenIngredientNames } from '../../lib/dietary';
import { importWithRetry } from '../../lib/lazyWithRetry';
import { IngredientList, StepList } from './RecipeSections';
import { RecipeJsonLd } from './RecipeJsonLd';

// signed-in users only: a visitor's recipe page does not carry it (issue 10); its place is kept while it loads
const SaveHeartButton = lazy(() => importWithRetry(() => import('./SaveHeartButton')).then((module) => ({ default: module.SaveHeartButton })));

/** `note`: whether what is shown may be out of date (a recipe read earlier, components/Freshness) */
export function RecipeView({ recipe, note }: { recipe: Recipe; note?: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [serves, setServes] = useServes(recipe.serves);
  const shown = useMemo(() => ({ ...recipe, serves, recipe_ingredients: scaleIngredients(recipe.recipe_ingredients, recipe.serves, serves) }), [recipe, serves]);
  const cookMode = cookModeSearch(serves, recipe.serves);
  return (
    <article className="recipe" aria-labelledby="recipe-title">
      <RecipeJsonLd recipe={recipe} />
      <header className="recipe__header">
        <div className="recipe__title-row">
          <h1 id="recipe-title" className="recipe__title">{recipe.name}</h1>
          <div className="recipe__actions">
            {isLoggedIn && (
              <Suspense fallback={<span className="icon-btn" aria-hidden="true" />}>
                <SaveHeartButton recipe={recipe} />
              </Suspense>
            )}
            <RecipeOptions recipe={shown} path={`/recipes/${recipe.recipe_id}`} cookMode={cookMode} />
          </div>
        </div>
        <p className="recipe__meta">
          <span>{recipe.category.name}</span>
          {/* the spaces outside the hidden dot: a screen reader hears two words, not 'BakingServes' */}
          {' '}<span aria-hidden="true">·</span>{' '}
          <span>Serves {recipe.serves}</span>
        </p>
        {note}
        <div className="recipe__tags">
          {recipe.tags.allergen && <AllergenWarning names={allergenIngredientNames(recipe)} />}
          <DietaryBadges tags={recipe.tags} />
        </div>
        {!recipe.verified && (
          <p className="recipe__withdrawn" role="note">
            This recipe is no longer in the catalogue: its author took it out or is changing it. It stays here for those who saved it or planned it.
          </p>
        )}
      </header>

      <div className="recipe__media">
        {/* the page's largest paint (issue 10): asked for first, shown as soon as it arrives */}
        {recipe.image && <img src={recipe.image} alt="" width={1280} height={720} fetchPriority="high" />}
      </div>
      <p className="recipe__description">{recipe.description}</p>

      <div className="recipe__columns">
        <section className="recipe__section recipe__ingredients" aria-labelledby="ingredients-title">
          <div className="section-head">
            <h2 id="ingredients-title">Ingredients</h2>
            <Servings serves={serves} written={recipe.serves} onChange={setServes} />
          </div>
          <IngredientList ingredients={shown.recipe_ingredients} />
        </section>
        <section className="recipe__section recipe__method" aria-labelledby="method-title">
          <div className="section-head">
            <h2 id="method-title">Method</h2>
            {recipe.recipe_steps.length > 0 && (
              <Link to={cookMode} className="btn btn--primary recipe__cook">
                <Icon name="cook" size={18} /> Start cooking
              </Link>
            )}
          </div>
          <StepList steps={recipe.recipe_steps} />
        </section>
      </div>
    </article>
  );
}
