// /user-recipes/{id} is an own recipe's page, and with ?cookmode=true its cook mode (ours, as a verified recipe's:
// app/RecipeRoute.tsx). The two are separate features, so the route chooses; cook mode loads as its own chunk.
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import UserRecipeScreen from '../features/userRecipe/UserRecipeScreen';
import { importWithRetry } from '../lib/lazyWithRetry';
import { isCookMode } from './cookMode';

const OwnCookModeScreen = lazy(() => importWithRetry(() => import(/* webpackChunkName: "cook" */ '../features/cook/OwnCookModeScreen')));

export default function UserRecipeRoute() {
  const [params] = useSearchParams();
  return (
    <Suspense fallback={<Spinner label="Loading the recipe" />}>
      {isCookMode(params) ? <OwnCookModeScreen /> : <UserRecipeScreen />}
    </Suspense>
  );
}
