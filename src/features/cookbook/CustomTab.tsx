// SPEC §2 /user-recipes#custom: the user's own recipes, most recently changed first, each row opening its
// actions dialog (CustomRecipeActions), with loading, empty and error states and a way to create one. Ours: the
// cookbook's search keeps those whose name it finds (cookbookQuery.ts).
import { useEffect, useState } from 'react';
import { Link } from '../../lib/router';
import type { Id, UserRecipe } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CustomRecipeActions } from '../../components/CustomRecipeActions';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/dates';
import { PUBLICATION_LABEL, publicationOf } from '../../lib/recipeDraftPublication';
import { fetchUserRecipes, selectUserRecipes, selectUserRecipesStatus } from '../../store/userRecipes';
import { useSearched } from './cookbookQuery';
import { SearchOutcome } from './SearchOutcome';
import './CustomTab.css';

const nameOf = (recipe: UserRecipe) => recipe.name;

/** ours: the failed first load of the tab (SPEC §8 only says failed loads stop the spinner) */
export const USER_RECIPES_LOAD_FAILED = 'Your recipes could not be loaded.';

export function CustomTab() {
  const dispatch = useAppDispatch();
  const recipes = useAppSelector(selectUserRecipes);
  const status = useAppSelector(selectUserRecipesStatus);
  const [openId, setOpenId] = useState<Id | null>(null);
  const open = recipes.find((r) => r.user_recipe_id === openId) ?? null;
  const searched = useSearched(recipes, nameOf);

  // a failure from before the tab opened is not shown while the tab's own load is on its way
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    void dispatch(fetchUserRecipes()).finally(() => setSettled(true));
  }, [dispatch]);

  const create = <Link className="btn btn--primary custom-tab__create" to="/recipe-creator">Create a recipe</Link>;

  if (recipes.length === 0) {
    if (status === 'idle' || status === 'pending' || (status === 'failed' && !settled)) return <Spinner label="Loading your recipes" />;
    if (status === 'failed') {
      return (
        <EmptyState title={USER_RECIPES_LOAD_FAILED}>
          <button type="button" className="btn btn--secondary" onClick={() => void dispatch(fetchUserRecipes())}>Try again</button>
        </EmptyState>
      );
    }
    return (
      <EmptyState title={MESSAGES.noRecipes}>
        <p>Recipes you write yourself appear here.</p>
        {create}
      </EmptyState>
    );
  }

  return (
    <div className="custom-tab">
      {searched.shown.length > 0 && (
        <ul className="custom-tab__list" aria-label="My recipes">
          {searched.shown.map((recipe) => {
            const state = publicationOf(recipe);
            return (
              <li key={recipe.user_recipe_id}>
                <button type="button" className="custom-tab__row" aria-haspopup="dialog" onClick={() => setOpenId(recipe.user_recipe_id)}>
                  <span className="custom-tab__name">{recipe.name}</span>
                  <span className={`custom-tab__state custom-tab__state--${state}`}>{PUBLICATION_LABEL[state]}</span>
                  <span className="custom-tab__meta muted">Changed {formatDate(recipe.updated_at)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <SearchOutcome searched={searched} noun="recipes of your own" />
      {create}
      <CustomRecipeActions recipe={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
