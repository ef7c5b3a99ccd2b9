// The ingredients (quantity, measurement, treatment; allergens marked) and the method (steps in order,
// each with its optional image and timer).
import type { RecipeIngredient, RecipeStep } from '../../../contract/entities';
import { AllergenMark } from '../../components/AllergenWarning';
import { Icon } from '../../components/Icon';
import { formatAmount } from '../../../contract/ingredientsText';
import { ingredientName } from '../../../contract/recipeLines';
import { formatClock, formatDuration, parseTimer } from '../../../contract/timer';

export function IngredientList({ ingredients }: { ingredients: RecipeIngredient[] }) {
  return (
    <ul className="ingredients">
      {ingredients.map((ri) => (
        <li key={ri.recipe_ingredient_id} className="ingredients__item">
          <span className="ingredients__amount">{formatAmount(ri)}</span>{' '}
          <span className="ingredients__name">{ingredientName(ri.ingredient.name, ri)}</span>
          {ri.treatment && <span className="ingredients__treatment">, {ri.treatment}</span>}
          {ri.ingredient.allergen && <AllergenMark />}
        </li>
      ))}
    </ul>
  );
}

export function StepList({ steps }: { steps: RecipeStep[] }) {
  const ordered = [...steps].sort((a, b) => a.step_order - b.step_order);
  return (
    <ol className="steps">
      {ordered.map((step) => {
        const seconds = parseTimer(step.timer);
        return (
          <li key={step.recipe_step_id} className="steps__item">
            <h3 className="steps__name">{step.name}</h3>
            <p className="steps__text">{step.description}</p>
            {seconds !== null && (
              <p className="steps__timer">
                <Icon name="timer" size={16} />
                <span>Timer <time dateTime={`PT${seconds}S`}>{formatClock(seconds)}</time></span>
                <span className="visually-hidden"> ({formatDuration(seconds)})</span>
              </p>
            )}
            {step.image && (
              <div className="steps__media">
                <img src={step.image} alt="" width={1280} height={720} loading="lazy" decoding="async" />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
