// SPEC §2: /recipes/{id} is the recipe page, and with ?cookmode=true the cook mode. The two are separate
// features (a feature never imports another), so the route chooses. The recipe page is part of this route's
// chunk (issue 10: a chunk of its own was one more round trip before the recipe could show); cook mode,
// the rarer start, loads as its own chunk.
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { importWithRetry } from '../lib/lazyWithRetry';
import { isCookMode } from './cookMode';
import RecipeScreen from '../features/recipes/RecipeScreen';

const CookModeScreen = lazy(() => importWithRetry(() => import(/* webpackChunkName: "cook" */ '../features/cook/CookModeScreen')));

export default function RecipeRoute() {
  const [params] = useSearchParams();
  return (
    <Suspense fallback={<Spinner label="Loading recipe" />}>
      {isCookMode(params) ? <CookModeScreen /> : <RecipeScreen />}
    </Suspense>
  );
}
