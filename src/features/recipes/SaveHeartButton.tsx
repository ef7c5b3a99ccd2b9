// SPEC §4 save heart (signed in only): not saved becomes saved on POST success, saved becomes not saved
// on DELETE success; it is disabled while the call runs. A failure leaves it as it was and says why. A recipe
// taken out of the catalogue (verified false) can be unsaved, not saved anew.
import { useState } from 'react';
import type { Recipe } from '../../../contract/entities';
import { Icon } from '../../components/Icon';
import { useToast } from '../../components/Toast';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { saveRecipe, selectIsRecipeSaved, unsaveRecipe } from '../../store/userDataSlice';

export function SaveHeartButton({ recipe }: { recipe: Recipe }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const saved = useAppSelector((state) => selectIsRecipeSaved(state, recipe.recipe_id));
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      if (saved) {
        await dispatch(unsaveRecipe(recipe.recipe_id)).unwrap();
      } else {
        const { recipe_id, name, image, category, description, serves } = recipe;
        await dispatch(saveRecipe({ recipe_id, name, image, category, description, serves })).unwrap();
      }
    } catch (err) {
      const message = (err as { message?: string }).message;
      toast(message ?? 'The recipe could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  if (!saved && !recipe.verified) return null;
  return (
    <button
      type="button"
      className={`icon-btn save-heart ${saved ? 'is-saved' : ''}`}
      aria-label="Save recipe"
      aria-pressed={saved}
      title={saved ? 'Saved to your cookbook' : 'Save to your cookbook'}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void toggle()}
    >
      <Icon name="heart" filled={saved} />
    </button>
  );
}
