// SPEC §2 /recipes/{id}: the recipe page, with its loading, not-found and error states. Cook mode is the
// same address with ?cookmode=true (app/RecipeRoute.tsx chooses). A recipe read earlier in this tab shows at once
// while it is read again, saying so if the read is slow or fails (Freshness).
import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../lib/router';
import { useAskAgainWhenOnline } from '../../pwa/OfflineBadge';
import { Freshness } from '../../components/Freshness';
import { Spinner } from '../../components/Spinner';
import { parseId } from '../../lib/ids';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  fetchRecipe, selectCurrentRecipe, selectCurrentRecipeError, selectCurrentRecipeHeld, selectCurrentRecipeStatus,
} from '../../store/currentRecipeSlice';
import { RecipeView } from './RecipeView';
import './recipe.css';

export default function RecipeScreen() {
  const id = parseId(useParams().id);
  const dispatch = useAppDispatch();
  const recipe = useAppSelector(selectCurrentRecipe);
  const held = useAppSelector(selectCurrentRecipeHeld);
  const status = useAppSelector(selectCurrentRecipeStatus);
  const error = useAppSelector(selectCurrentRecipeError);

  const ask = useCallback(() => {
    if (id !== null) void dispatch(fetchRecipe(id));
  }, [dispatch, id]);
  useEffect(ask, [ask]);
  const shown = recipe !== null && recipe.recipe_id === id;
  useAskAgainWhenOnline((!shown || held) && status === 'failed' && error?.status !== 404, ask);

  if (id === null) return <RecipeNotFound />;
  if (recipe && shown) {
    return <RecipeView recipe={recipe} note={held && <Freshness reading={status === 'pending'} failed={status === 'failed'} onRetry={ask} />} />;
  }
  if (status === 'failed' && error) {
    if (error.status === 404) return <RecipeNotFound />;
    return (
      <section className="card recipe-state" role="alert">
        <h1>The recipe could not be loaded</h1>
        <p>{error.message}</p>
        <button type="button" className="btn btn--primary" onClick={ask}>Try again</button>
      </section>
    );
  }
  return <Spinner label="Loading recipe" />;
}

function RecipeNotFound() {
  return (
    <section className="card recipe-state">
      <h1>This recipe does not exist</h1>
      <p>It may have been removed, or the link may be mistyped.</p>
      <Link to="/recipes" className="btn btn--primary">Back to recipes</Link>
    </section>
  );
}
