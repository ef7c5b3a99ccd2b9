// /user-recipes/{id} is an own recipe's page, and with ?cookmode=true its cook mode (ours). Cook mode loads as its own
// chunk, apart from a verified recipe's (which a visitor loads, without the signed-in data an own recipe comes from).
import { lazy } from 'react';
import UserRecipeScreen from '../features/userRecipe/UserRecipeScreen';
import { importWithRetry } from '../lib/lazyWithRetry';
import { withCookMode } from './cookMode';

const OwnCookModeScreen = lazy(() => importWithRetry(() => import(/* webpackChunkName: "own-cook" */ '../features/cook/OwnCookModeScreen')));

export default withCookMode(UserRecipeScreen, OwnCookModeScreen, 'Loading the recipe');
