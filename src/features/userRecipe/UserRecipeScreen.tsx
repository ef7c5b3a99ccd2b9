// SPEC §2 /user-recipes/{id}: the user's own recipe with its steps and ingredients, read-only, with its
// publication state, dietary badges and allergen warning (SPEC §1), the same actions as its cookbook row (publish,
// edit, delete...) and the catalogue page's recipe options. The recipe as the user's recipes hold it shows at once
// while it is read again, saying so if the read is slow or fails (Freshness).
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../lib/router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/EmptyState';
import { Freshness } from '../../components/Freshness';
import { useAskAgainWhenOnline } from '../../pwa/OfflineBadge';
import { Spinner } from '../../components/Spinner';
import { fetchCategoryOptions } from '../../store/formOptionsSlice';
import { fetchUserRecipe, selectUserRecipeById } from '../../store/userRecipes';
import { UserRecipeView } from './UserRecipeView';
import './userRecipe.css';

type Load = 'loading' | 'ready' | 'missing' | 'failed';

export default function UserRecipeScreen() {
  const { id } = useParams();
  const recipeId = Number(id);
  const dispatch = useAppDispatch();
  const recipe = useAppSelector((state) => selectUserRecipeById(state, recipeId));
  const [load, setLoad] = useState<Load>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void dispatch(fetchCategoryOptions());
  }, [dispatch]);

  useEffect(() => {
    if (!Number.isInteger(recipeId) || recipeId <= 0) return undefined;
    let live = true;
    dispatch(fetchUserRecipe(recipeId)).unwrap()
      .then(() => { if (live) setLoad('ready'); })
      .catch((err: { status?: number }) => {
        if (!live) return;
        console.warn('user recipe: load failed', err);
        setLoad(err.status === 404 ? 'missing' : 'failed');
      });
    return () => { live = false; };
  }, [dispatch, recipeId, attempt]);
  const askAgain = useCallback(() => { setLoad('loading'); setAttempt((a) => a + 1); }, []);
  useAskAgainWhenOnline(load === 'failed', askAgain);

  if (!recipe) {
    if (load === 'missing' || !Number.isInteger(recipeId) || recipeId <= 0) {
      return <EmptyState heading title="Recipe not found"><Link to="/user-recipes#custom">Back to my recipes</Link></EmptyState>;
    }
    if (load === 'failed') {
      return (
        <EmptyState title="The recipe could not be loaded.">
          <button type="button" className="btn btn--secondary" onClick={askAgain}>Try again</button>
        </EmptyState>
      );
    }
    return <Spinner label="Loading the recipe" />;
  }

  return <UserRecipeView recipe={recipe} note={<Freshness reading={load === 'loading'} failed={load === 'failed'} onRetry={askAgain} />} />;
}
