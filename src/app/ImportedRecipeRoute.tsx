// /imported-recipes/{id} is an imported recipe's page (SPEC §2), and with ?cookmode=true its cook mode (ours). Cook
// mode loads as a chunk of its own, as a verified recipe's does: in this route's chunk, it brought the steps, timers
// and wake lock (cook-mode.js, 4.2 KiB gzip) to every imported recipe's page (issue 10: the route was 35.4 KiB).
import { lazy } from 'react';
import ImportedRecipeScreen from '../features/importedRecipe/ImportedRecipeScreen';
import { importWithRetry } from '../lib/lazyWithRetry';
import { withCookMode } from './cookMode';

const ImportedCookModeScreen = lazy(() => importWithRetry(() => import(/* webpackChunkName: "imported-cook" */ '../features/cook/ImportedCookModeScreen')));

export default withCookMode(ImportedRecipeScreen, ImportedCookModeScreen, 'Loading the recipe');
