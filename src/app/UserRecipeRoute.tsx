// /user-recipes/{id} is an own recipe's page, and with ?cookmode=true its cook mode (ours, as a verified recipe's:
// app/RecipeRoute.tsx). The two are separate features, so the route chooses; cook mode loads as its own chunk, apart
// from a verified recipe's (which a visitor loads, without the signed-in data an own recipe comes from).
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import UserRecipeScreen from '../features/userRecipe/UserRecipeScreen';
import { importWithRetry } from '../lib/lazyWithRetry';
import { isCookMode } from './cookMode';

const OwnCookModeScreen = lazy(() => importWithRetry(() => import(/* webpackChunkName: "own-cook" */ '../features/cook/OwnCookModeScreen')));

export default function UserRecipeRoute() {
  const [params] = useSearchParams();
  return (
    <Suspense fallback={<Spinner label="Loading the recipe" />}>
      {isCookMode(params) ? <OwnCookModeScreen /> : <UserRecipeScreen />}
    </Suspense>
  );
}
