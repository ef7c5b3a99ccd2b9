// /imported-recipes/{id} is an imported recipe's page (SPEC §2), and with ?cookmode=true its cook mode (ours). Its
// cook mode is in this route's chunk: a chunk of its own for 1.3 KiB cost more than it saved (issue 10: app JS).
import ImportedCookModeScreen from '../features/cook/ImportedCookModeScreen';
import ImportedRecipeScreen from '../features/importedRecipe/ImportedRecipeScreen';
import { withCookMode } from './cookMode';

export default withCookMode(ImportedRecipeScreen, ImportedCookModeScreen, 'Loading the recipe');
