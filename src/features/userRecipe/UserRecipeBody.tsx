// An own recipe's photo, description, ingredients (quantity, measurement, treatment; scaled to the servings asked
// for; allergens marked) and method (steps in order, each with its optional timer and photo), with the way into its
// cook mode.
import { Link } from '../../lib/router';
import type { Id, UserRecipe, UserRecipeIngredient } from '../../../contract/entities';
import { AllergenMark } from '../../components/AllergenWarning';
import { Icon } from '../../components/Icon';
import { Servings } from '../../components/Servings';
import { formatAmount } from '../../../contract/ingredientsText';
import { ingredientName } from '../../../contract/recipeLines';
import { formatClock, formatDuration, parseTimer } from '../../../contract/timer';

interface Props {
  recipe: UserRecipe;
  serves: number;
  onServesChange: (change: number | ((current: number) => number)) => void;
  /** the recipe's ingredients for `serves` */
  ingredients: UserRecipeIngredient[];
  /** the values of the ingredients with allergens, marked as a catalogue recipe's lines are (recipes/RecipeSections) */
  allergens: ReadonlySet<Id | string>;
  /** the search that opens cook mode for `serves` */
  cookMode: string;
}

export function UserRecipeBody({ recipe, serves, onServesChange, ingredients, allergens, cookMode }: Props) {
  return (
    <>
      {recipe.image && <img className="user-recipe__image" src={recipe.image} alt="" width={1280} height={720} decoding="async" />}
      <p className="user-recipe__text">{recipe.description}</p>
      <section aria-labelledby="user-recipe-ingredients">
        <div className="section-head">
          <h2 id="user-recipe-ingredients">Ingredients</h2>
          <Servings serves={serves} written={recipe.serves} onChange={onServesChange} />
        </div>
        <ul className="user-recipe__ingredients">
          {ingredients.map((i) => (
            <li key={String(i.value)}>
              <span className="user-recipe__amount">{formatAmount(i)}</span> {ingredientName(i.name, i)}
              {i.treatment && <span>, {i.treatment}</span>}
              {allergens.has(i.value) && <AllergenMark />}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="user-recipe-method">
        <div className="section-head">
          <h2 id="user-recipe-method">Method</h2>
          {recipe.steps.length > 0 && (
            <Link to={cookMode} className="btn btn--primary user-recipe__cook">
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
