// SPEC §4 save heart (signed in only): not saved becomes saved on POST success, saved becomes not saved
// on DELETE success; it is disabled while the call runs. A failure leaves it as it was and says why. A recipe
// taken out of the catalogue (verified false) can be unsaved, not saved anew. Disabled is aria-disabled, as the
// submit buttons are: the keyboard that pressed it keeps its focus (disabled, it fell to the page's body), and the
// change is said in a status region of its own, which the pressed state alone is not.
import { useState } from 'react';
import type { Recipe } from '../../../contract/entities';
import { Icon } from '../../components/Icon';
import { useToast } from '../../components/Toast';
import { useLiveText } from '../../components/useLiveText';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { saveRecipe, selectIsRecipeSaved, unsaveRecipe } from '../../store/userDataSlice';

/** ours: what the status region says once the call has succeeded */
export const SAVED = 'Saved to your cookbook';
export const UNSAVED = 'Removed from your cookbook';

export function SaveHeartButton({ recipe }: { recipe: Recipe }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const saved = useAppSelector((state) => selectIsRecipeSaved(state, recipe.recipe_id));
  const [busy, setBusy] = useState(false);
  const [said, say] = useLiveText();

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (saved) {
        await dispatch(unsaveRecipe(recipe.recipe_id)).unwrap();
        say(UNSAVED);
      } else {
        const { recipe_id, name, image, category, description, serves } = recipe;
        await dispatch(saveRecipe({ recipe_id, name, image, category, description, serves })).unwrap();
        say(SAVED);
      }
    } catch (err) {
      const message = (err as { message?: string }).message;
      toast(message ?? 'The recipe could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {(saved || recipe.verified) && (
        <button
          type="button"
          className={`icon-btn save-heart ${saved ? 'is-saved' : ''}`}
          aria-label="Save recipe"
          aria-pressed={saved}
          title={saved ? SAVED : 'Save to your cookbook'}
          aria-disabled={busy}
          aria-busy={busy}
          onClick={() => void toggle()}
        >
          <Icon name="heart" filled={saved} />
        </button>
      )}
      {/* kept when the heart goes (an unsaved recipe out of the catalogue), so its unsaving is heard */}
      <span className="visually-hidden" role="status">{said}</span>
    </>
  );
}
