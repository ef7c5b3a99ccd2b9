// Wizard step 2 (SPEC §2 /ingredients): search the catalogue and add ingredients, or a custom one when
// nothing matches (SPEC §5 pickers); at least one is needed (SPEC §4).
import { useEffect, useState } from 'react';
import type { IngredientOption, RecipeDraft } from '../../../contract/entities';
import { RECIPE_MESSAGES } from '../../../contract/recipeRules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { focusAfterRemoval } from '../../components/focusAfterRemoval';
import { ItemSearch } from '../../components/ItemSearch';
import { customIngredient, ingredientFromOption, isCustomIngredient } from '../../lib/recipeDraft';
import { fetchIngredientOptions, selectFormOptionsStatus, selectIngredientOptions } from '../../store/formOptionsSlice';
import type { StepProps } from './wizardTypes';

export function IngredientsStep({ draft, setDraft }: StepProps) {
  const dispatch = useAppDispatch();
  const options = useAppSelector(selectIngredientOptions);
  const status = useAppSelector(selectFormOptionsStatus).ingredients;
  // said by the search's status, where '<name> added' is, as a list's and a store's removals are
  const [removed, setRemoved] = useState<{ name: string }>();

  useEffect(() => {
    void dispatch(fetchIngredientOptions());
  }, [dispatch]);

  // ours: an ingredient already in the recipe is not added twice (and the search says so); its quantity is set on the next step
  const add = (option: IngredientOption) => {
    const has = (d: RecipeDraft) => d.ingredients.some((i) => i.value === option.value);
    if (has(draft)) return `${option.name} is already in this recipe`;
    setDraft((d) => (has(d) ? d : { ...d, ingredients: [...d.ingredients, ingredientFromOption(option)] }));
  };
  const addCustom = (name: string) => setDraft((d) => ({ ...d, ingredients: [...d.ingredients, customIngredient(name)] }));
  const remove = (index: number) => {
    const gone = draft.ingredients[index];
    if (gone) setRemoved({ name: gone.name });
    setDraft((d) => ({ ...d, ingredients: d.ingredients.filter((_, i) => i !== index) }));
  };

  return (
    <div className="wizard__fields">
      {status === 'failed' && (
        <p role="alert" className="field__error">
          The ingredient list could not be loaded.{' '}
          <button type="button" className="btn--link" onClick={() => void dispatch(fetchIngredientOptions())}>Try again</button>
        </p>
      )}
      <ItemSearch options={options} ready={status === 'succeeded'} onAdd={add} onAddCustom={addCustom} removed={removed} />
      {draft.ingredients.length === 0 ? (
        <p className="muted">{RECIPE_MESSAGES.ingredientRequired}</p>
      ) : (
        <ul className="wizard__ingredients" aria-label="Ingredients in this recipe">
          {draft.ingredients.map((ingredient, index) => (
            <li key={String(ingredient.value)} className="wizard__ingredient">
              <span>
                {ingredient.name}
                {isCustomIngredient(ingredient) && <span className="muted"> (custom)</span>}
              </span>
              <button
                type="button"
                className="btn btn--ghost"
                aria-label={`Remove ${ingredient.name}`}
                data-row-remove
                onClick={(e) => { focusAfterRemoval(e.currentTarget); remove(index); }}
              >
                remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
