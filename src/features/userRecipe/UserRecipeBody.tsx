// An own recipe's photo, description, ingredients (quantity, measurement, treatment; scaled to the servings asked
// for) and method (steps in order, each with its optional timer and photo), with the way into its cook mode.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { UserRecipe } from '../../../contract/entities';
import { Icon } from '../../components/Icon';
import { cookModeSearch, Servings, useServes } from '../../components/Servings';
import { formatAmount } from '../../../contract/ingredientsText';
import { ingredientName, scaleIngredients } from '../../../contract/recipeLines';
import { formatClock, formatDuration, parseTimer } from '../../../contract/timer';

export function UserRecipeBody({ recipe }: { recipe: UserRecipe }) {
  const [serves, setServes] = useServes(recipe.serves);
  const ingredients = useMemo(() => scaleIngredients(recipe.ingredients, recipe.serves, serves), [recipe, serves]);
  return (
    <>
      {recipe.image && <img className="user-recipe__image" src={recipe.image} alt="" width={1280} height={720} decoding="async" />}
      <p className="user-recipe__text">{recipe.description}</p>
      <section aria-labelledby="user-recipe-ingredients">
        <div className="section-head">
          <h2 id="user-recipe-ingredients">Ingredients</h2>
          <Servings serves={serves} written={recipe.serves} onChange={setServes} />
        </div>
        <ul className="user-recipe__ingredients">
          {ingredients.map((i) => (
            <li key={String(i.value)}>
              <span className="user-recipe__amount">{formatAmount(i)}</span> {ingredientName(i.name, i)}
              {i.treatment && <span>, {i.treatment}</span>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="user-recipe-method">
        <div className="section-head">
          <h2 id="user-recipe-method">Method</h2>
          {recipe.steps.length > 0 && (
            <Link to={cookModeSearch(serves, recipe.serves)} className="btn btn--primary">
              <Icon name="cook" size={18} /> Start cooking
            </Link>
          )}
        </div>
        <ol className="user-recipe__steps">
          {recipe.steps.map((step, index) => {
            const seconds = parseTimer(step.timer);
            return (
              // steps have no id of their own: their order is who they are
              <li key={index}>
                <h3>{step.title}</h3>
                <p className="user-recipe__text">{step.description}</p>
                {seconds !== null && (
                  <p className="user-recipe__timer">
                    <Icon name="timer" size={16} />
                    <span>Timer <time dateTime={`PT${seconds}S`}>{formatClock(seconds)}</time></span>
                    <span className="visually-hidden"> ({formatDuration(seconds)})</span>
                  </p>
                )}
                {step.step_image && <img className="user-recipe__image" src={step.step_image} alt="" width={1280} height={720} loading="lazy" />}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
