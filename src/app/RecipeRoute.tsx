// SPEC §2: /recipes/{id} is the recipe page, and with ?cookmode=true the cook mode. The recipe page is part of this
// route's chunk (issue 10: a chunk of its own was one more round trip before the recipe could show).
import { lazy } from 'react';
import { importWithRetry } from '../lib/lazyWithRetry';
import { withCookMode } from './cookMode';
import RecipeScreen from '../features/recipes/RecipeScreen';

const CookModeScreen = lazy(() => importWithRetry(() => import(/* webpackChunkName: "cook" */ '../features/cook/CookModeScreen')));

export default withCookMode(RecipeScreen, CookModeScreen, 'Loading recipe');
