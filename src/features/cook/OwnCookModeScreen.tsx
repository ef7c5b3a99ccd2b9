// Cook mode for an own recipe, /user-recipes/{id}?cookmode=true (ours: SPEC §2 has it for a verified recipe; an
// own recipe's steps carry the same timers): loads the recipe as its page does and keeps the screen awake.
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../lib/router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Spinner } from '../../components/Spinner';
import { parseId } from '../../lib/ids';
import { fetchUserRecipe, selectUserRecipeById } from '../../store/userRecipes';
import { CookMode } from './CookMode';
import { cookableOwnRecipe } from './ownRecipe';
import { useWakeLockWhileMounted } from './useWakeLockWhileMounted';
import './cook.css';

export default function OwnCookModeScreen() {
  const id = parseId(useParams().id);
  const dispatch = useAppDispatch();
  const recipe = useAppSelector((state) => (id === null ? undefined : selectUserRecipeById(state, id)));
  const [failure, setFailure] = useState<{ status?: number; message?: string } | null>(null);
  const cookable = useMemo(() => (recipe ? cookableOwnRecipe(recipe) : null), [recipe]);
  useWakeLockWhileMounted();

  useEffect(() => {
    if (id === null) return undefined;
    let live = true;
    dispatch(fetchUserRecipe(id)).unwrap().catch((err: { status?: number; message?: string }) => { if (live) setFailure(err); });
    return () => { live = false; };
  }, [dispatch, id]);

  if (cookable) return <CookMode key={id} recipe={cookable} timersKey={`cook-timers-own-${id}`} />;
  if (id === null || failure) {
    return (
      <section className="card cook-state" role="alert">
        <h1>{id === null || failure?.status === 404 ? 'Recipe not found' : 'The recipe could not be loaded.'}</h1>
        {failure && failure.status !== 404 && failure.message && <p>{failure.message}</p>}
        <Link to="/user-recipes#custom" className="btn btn--primary">Back to my recipes</Link>
      </section>
    );
  }
  return <Spinner label="Loading the recipe" />;
}
