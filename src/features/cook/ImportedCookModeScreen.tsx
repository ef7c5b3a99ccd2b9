// Cook mode for an imported recipe, /imported-recipes/{id}?cookmode=true (ours, as an own recipe's): finds the import
// as its page does (importedCook.ts reads it for cook mode) and keeps the screen awake.
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../lib/router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LOAD_FAILED } from '../../components/LoadFailed';
import { Spinner } from '../../components/Spinner';
import { parseId } from '../../lib/ids';
import { importedRecipeName } from '../../lib/importedRecipeData';
import { parseImportedData } from '../../lib/importedRecipeView';
import { fetchImportedRecipes, selectImportedRecipeById, selectImportedStatus } from '../../store/userImportedRecipes';
import { CookMode } from './CookMode';
import { cookableImport } from './importedCook';
import { useWakeLockWhileMounted } from './useWakeLockWhileMounted';
import './cook.css';

export default function ImportedCookModeScreen() {
  const id = parseId(useParams().id);
  const dispatch = useAppDispatch();
  const recipe = useAppSelector((state) => (id === null ? undefined : selectImportedRecipeById(state, id)));
  const status = useAppSelector(selectImportedStatus);
  const cookable = useMemo(() => {
    const data = recipe ? parseImportedData(recipe.data) : null;
    return recipe && data ? cookableImport(data, importedRecipeName(recipe)) : null;
  }, [recipe]);
  useWakeLockWhileMounted();

  // the list is loaded after login (SPEC §4); here only when nothing has loaded it yet
  useEffect(() => {
    if (id !== null && status === 'idle') void dispatch(fetchImportedRecipes());
  }, [dispatch, id, status]);

  if (cookable) return <CookMode key={id} recipe={cookable} timersKey={`cook-timers-import-${id}`} />;
  if (id !== null && !recipe && status !== 'succeeded' && status !== 'failed') return <Spinner label="Loading the recipe" />;
  // a list that failed to load, or an import whose stored text is unreadable (its page says so too)
  const failed = status === 'failed' || recipe !== undefined;
  return (
    <section className="card cook-state" role="alert">
      <h1>{failed ? 'The recipe could not be loaded.' : 'Recipe not found'}</h1>
      {status === 'failed' && <p>{LOAD_FAILED.imports}</p>}
      <Link to="/user-recipes#imported" className="btn btn--primary">Back to imported recipes</Link>
    </section>
  );
}
