// SPEC §2 /user-recipes#saved: the saved recipes (loaded after login, SPEC §4), each opening /recipes/{id},
// with an unsave button (SPEC §4: saved becomes not saved on DELETE success, the button disabled meanwhile).
// Ours: the cookbook's search keeps those whose name it finds (cookbookQuery.ts).
import { useEffect, useState } from 'react';
import { Link } from '../../lib/router';
import type { Id, SavedRecipe } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { FALLBACK_MESSAGE } from '../../api/http';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/EmptyState';
import { LOAD_FAILED, UntilLoaded } from '../../components/LoadFailed';
import { Icon } from '../../components/Icon';
import { useToast } from '../../components/Toast';
import { fetchSavedRecipes, selectSavedRecipes, unsaveRecipe } from '../../store/userDataSlice';
import { useSearched } from './cookbookQuery';
import { SearchOutcome } from './SearchOutcome';

const nameOf = (recipe: SavedRecipe) => recipe.name;

function SavedRow({ recipe, busy, onUnsave }: { recipe: SavedRecipe; busy: boolean; onUnsave: () => void }) {
  return (
    <li className="cookbook-row">
      <Link to={`/recipes/${recipe.recipe_id}`} className="cookbook-row__link">
        <span className="cookbook-row__name">{recipe.name}</span>
        <span className="cookbook-row__meta">{recipe.category.name} · Serves {recipe.serves}</span>
      </Link>
      <button
        type="button"
        className="icon-btn cookbook-row__action cookbook-row__action--saved"
        aria-label={`Unsave ${recipe.name}`}
        title="Unsave"
        onClick={onUnsave}
        disabled={busy}
        aria-busy={busy}
      >
        <Icon name="heart" filled />
      </button>
    </li>
  );
}

export function SavedTab() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const recipes = useAppSelector(selectSavedRecipes);
  const status = useAppSelector((state) => state.user_data.savedStatus);
  const [busy, setBusy] = useState<Id[]>([]);
  const searched = useSearched(recipes, nameOf);

  useEffect(() => {
    if (status === 'idle') void dispatch(fetchSavedRecipes());
  }, [dispatch, status]);

  const unsave = async (recipe: SavedRecipe) => {
    setBusy((ids) => [...ids, recipe.recipe_id]);
    const result = await dispatch(unsaveRecipe(recipe.recipe_id));
    setBusy((ids) => ids.filter((id) => id !== recipe.recipe_id));
    toast(unsaveRecipe.fulfilled.match(result) ? MESSAGES.removedNamed(recipe.name) : (result.payload?.message ?? FALLBACK_MESSAGE));
  };

  return (
    <UntilLoaded
      count={recipes.length}
      status={status}
      loading="Loading saved recipes"
      failed={LOAD_FAILED.saved}
      onRetry={() => void dispatch(fetchSavedRecipes())}
      empty={(
        <EmptyState title={MESSAGES.ziltch}>
          <p>Tap the heart on a recipe to keep it here. <Link to="/recipes">Discover recipes</Link></p>
        </EmptyState>
      )}
    >
      {searched.shown.length > 0 && (
        <ul className="cookbook-list" aria-label="Saved recipes">
          {searched.shown.map((r) => (
            <SavedRow key={r.recipe_id} recipe={r} busy={busy.includes(r.recipe_id)} onUnsave={() => void unsave(r)} />
          ))}
        </ul>
      )}
      <SearchOutcome searched={searched} noun="saved recipes" />
    </UntilLoaded>
  );
}
