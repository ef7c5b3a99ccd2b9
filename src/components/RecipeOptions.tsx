// SPEC §2 recipe options: copy ingredients, copy link, cook (tutorial) mode, print, and send to list or to
// meal plan (both disabled, as SPEC §2 has them: a plan's 'check ingredients' sends what is missing to a list).
// Shared by the catalogue's recipe page and the user's own (/user-recipes/{id}).
import { useNavigate } from 'react-router-dom';
import { ingredientsToText } from '../../contract/recipeLines';
import { copyText } from '../lib/clipboard';
import { Menu } from './Menu';
import { useToast } from './Toast';

interface Props {
  /** the recipe as shown (scaled to the servings asked for) */
  recipe: Parameters<typeof ingredientsToText>[0];
  /** the recipe page's path, which Copy link copies */
  path: string;
  /** the search that opens cook mode for the servings shown */
  cookMode: string;
}

export function RecipeOptions({ recipe, path, cookMode }: Props) {
  const navigate = useNavigate();
  const toast = useToast();

  // the copy happens in the click; the message comes with the rules module, which the page itself does not need
  const copy = async (text: string, done: 'copiedIngredients' | 'copiedLink') => {
    const copied = await copyText(text);
    const { MESSAGES } = await import('../../contract/rules');
    toast(copied ? MESSAGES[done] : 'Could not copy to the clipboard.');
  };

  return (
    <Menu
      label="Recipe options"
      items={[
        { id: 'copy-ingredients', label: 'Copy ingredients', icon: 'copy', onSelect: () => void copy(ingredientsToText(recipe), 'copiedIngredients') },
        { id: 'copy-link', label: 'Copy link', icon: 'link', onSelect: () => void copy(`${window.location.origin}${path}`, 'copiedLink') },
        { id: 'cook', label: 'Cook mode', icon: 'cook', onSelect: () => void navigate(cookMode) },
        { id: 'print', label: 'Print', icon: 'print', onSelect: () => window.print() },
        { id: 'send-list', label: 'Send to shopping list', icon: 'list', onSelect: () => undefined, disabled: true },
        { id: 'send-plan', label: 'Send to meal plan', icon: 'calendar', onSelect: () => undefined, disabled: true },
      ]}
    />
  );
}
