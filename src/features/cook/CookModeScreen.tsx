// SPEC §2 cook mode, /recipes/{id}?cookmode=true: loads the recipe (shared with the recipe page) and keeps
// the screen awake while cooking (released on exit, unless the menu's switch had it on already).
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../lib/router';
import { Spinner } from '../../components/Spinner';
import { parseId } from '../../lib/ids';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fetchRecipe, selectCurrentRecipe, selectCurrentRecipeError, selectCurrentRecipeStatus } from '../../store/currentRecipeSlice';
import { CookMode, structuredLines } from './CookMode';
import { useWakeLockWhileMounted } from './useWakeLockWhileMounted';
import './cook.css';

export default function CookModeScreen() {
  const id = parseId(useParams().id);
  const dispatch = useAppDispatch();
  const recipe = useAppSelector(selectCurrentRecipe);
  const status = useAppSelector(selectCurrentRecipeStatus);
  const error = useAppSelector(selectCurrentRecipeError);
  const cookable = useMemo(() => (recipe && recipe.recipe_id === id
    ? { name: recipe.name, serves: recipe.serves, recipe_steps: recipe.recipe_steps, linesFor: structuredLines(recipe.recipe_ingredients, recipe.serves) }
    : null), [recipe, id]);
  useWakeLockWhileMounted();

  useEffect(() => {
    if (id !== null && recipe?.recipe_id !== id) void dispatch(fetchRecipe(id));
  }, [dispatch, id, recipe?.recipe_id]);

  if (cookable) return <CookMode key={id} recipe={cookable} timersKey={`cook-timers-${id}`} />;
  if (id === null || (status === 'failed' && error)) {
    return (
      <section className="card cook-state" role="alert">
        <h1>{error?.status === 404 || id === null ? 'This recipe does not exist' : 'The recipe could not be loaded'}</h1>
        {error && error.status !== 404 && <p>{error.message}</p>}
        <Link to="/recipes" className="btn btn--primary">Back to recipes</Link>
      </section>
    );
  }
  return <Spinner label="Loading recipe" />;
}
