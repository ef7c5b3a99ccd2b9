// Wizard step 5 (SPEC §2 /complete): the recipe as it will be saved, what is still missing (SPEC §5), and
// the optional publish checkbox (SPEC §4), which recipes with custom ingredients cannot use (SPEC §8), nor (ours) a
// recipe named as a catalogue recipe: each says why beside it, before a save, and which ingredients are custom.
import { useEffect } from 'react';
import { Link } from '../../lib/router';
import { formatAmount } from '../../../contract/ingredientsText';
import { ingredientName } from '../../../contract/recipeLines';
import { RECIPE_MESSAGES } from '../../../contract/recipeRules';
import { formatClock, formatDuration, parseTimer } from '../../../contract/timer';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { draftErrors, isCustomIngredient, timerOrNull } from '../../lib/recipeDraft';
import { fetchCategoryOptions, selectCategoryOptions } from '../../store/formOptionsSlice';
import { NOT_IN_CATALOGUE } from './CopiedNotice';
import type { StepProps } from './wizardTypes';

interface Props extends StepProps {
  nameError: string | null;
  /** the name check's: a publish request would be refused with this (the server's words) */
  publishError?: string;
  publish: boolean;
  onPublishChange: (publish: boolean) => void;
}

export function CompleteStep({ draft, nameError, publishError, publish, onPublishChange }: Props) {
  const dispatch = useAppDispatch();
  const categories = useAppSelector(selectCategoryOptions);
  // the category's name needs the options, which only the Configure step loads otherwise (not on a jump here
  // by the progress links, or on a restored draft); until they come, the category is left out, not 'No category'
  useEffect(() => {
    if (draft.category_id !== null) void dispatch(fetchCategoryOptions());
  }, [dispatch, draft.category_id]);
  const category = draft.category_id === null ? 'No category' : categories.find((c) => c.value === draft.category_id)?.name;
  const missing = [...(nameError ? [nameError] : []), ...Object.values(draftErrors(draft))];
  // the custom ingredients' names, which keep it from being published
  const custom = draft.ingredients.filter(isCustomIngredient).map((i) => i.name).join(', ');
  const blocked = !!(custom || publishError);

  return (
    <div className="wizard__fields wizard__review">
      {missing.length > 0 && (
        <div role="alert" className="wizard__missing">
          <p>Before you can save:</p>
          <ul>{missing.map((m) => <li key={m}>{m}</li>)}</ul>
        </div>
      )}

      <section aria-labelledby="review-title">
        <h3 id="review-title">{draft.name || 'Untitled recipe'}</h3>
        {draft.recipe_image && <img className="wizard__review-image" src={draft.recipe_image} alt="" width={640} height={360} />}
        <p className="muted">{category && `${category} · `}Serves {draft.serves}</p>
        <p className="wizard__review-text">{draft.description}</p>
        <h4>Ingredients</h4>
        <ul>
          {draft.ingredients.map((i) => (
            // the amount as the recipe page writes it ('1 onion', not '1 unit onion'; '2 eggs'; '½ tsp')
            <li key={String(i.value)}>{formatAmount(i)} {ingredientName(i.name, i)}{i.treatment ? `, ${i.treatment}` : ''}</li>
          ))}
        </ul>
        <h4>Method</h4>
        <ol>
          {draft.steps.map((s) => {
            // the timer as it will be saved, written as the recipe page writes it (75:05, not 00:75:5)
            const seconds = parseTimer(timerOrNull(s.timer));
            return (
              <li key={s.id}>
                <strong>{s.title}</strong>
                {seconds !== null && (
                  <span className="muted">
                    {' · '}Timer <time dateTime={`PT${seconds}S`}>{formatClock(seconds)}</time>
                    <span className="visually-hidden"> ({formatDuration(seconds)})</span>
                  </span>
                )}
                <p className="wizard__review-text">{s.description}</p>
              </li>
            );
          })}
        </ol>
      </section>

      <div className="wizard__publish">
        <label className="wizard__checkbox">
          <input type="checkbox" checked={publish && !blocked} disabled={blocked} onChange={(e) => onPublishChange(e.target.checked)} />
          Ask to publish this recipe for everyone
        </label>
        {custom && (
          <p className="muted">
            {RECIPE_MESSAGES.publishCustomOnly} {NOT_IN_CATALOGUE} {custom}. <Link to="../ingredients" relative="path">Change ingredients</Link>
          </p>
        )}
        {publishError && <p className="muted">{publishError}</p>}
      </div>
    </div>
  );
}
