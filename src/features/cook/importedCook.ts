// An imported recipe read as cook mode reads one (ours: SPEC §2 has cook mode for a verified recipe). Its page gives
// lines and steps as text only, so what cook mode needs is read from the words: each line's ingredient (the line
// without its amount, measure, brackets and what follows a comma) for the lines a step names ('You need'), and a
// step's first wait ('bake for 25-30 minutes': 25 minutes, the lower end, to look in then) for its timer.
import { timerInText } from '../../../contract/importedRecipeText';
import { inGroups, type ImportedRecipeView } from '../../lib/importedRecipeView';
import { namedInLine, scaleLines, yieldOfImport } from '../../lib/importedRecipeScale';
import { linesNamed, type CookRecipe } from './CookMode';

/** where a line's ingredient ends: a comma or semicolon, a dash's note ('rice flour – the secret'), an alternative, a
 *  purpose ('for the glaze', 'to taste') */
const END = /\s*(?:[,;–—]|\s-\s|\s(?:or|for|to taste|to serve|plus)\b).*$/i;

/** The ingredient a line names, singular: '2 cloves garlic, minced' is 'garlic', '3 large eggs' 'large egg'. */
export function ingredientOfLine(line: string): string {
  // trimmed: a bracket taken out of its end leaves a space ('chicken wings (drumette…)')
  const name = namedInLine(line).replace(END, '').trim().toLowerCase();
  // the steps may name one or many: the name's singular matches both (CookMode's linesNamed)
  return name.replace(/ies$/, 'y').replace(/(ch|sh|x|o)es$/, '$1').replace(/([^s])s$/, '$1');
}

export function cookableImport(view: ImportedRecipeView, name: string): CookRecipe {
  const makes = yieldOfImport(view.recipeYield);
  const written = makes?.count ?? 1;
  const uses = linesNamed(view.instructions.map((s) => `${s.title}\n${s.text}`), view.ingredients.map(ingredientOfLine));
  const sections = inGroups(view.instructions, view.instructionSections).flatMap((section) => section.items.map(() => section.name));
  return {
    name,
    serves: written,
    unit: makes?.unit,
    // a step's ids are its place, as a line's
    recipe_steps: view.instructions.map((step, index) => ({
      recipe_step_id: index + 1,
      step_order: index + 1,
      name: step.title,
      description: step.text,
      image: null,
      timer: timerInText(step.text),
      ingredients: uses[index]!,
      section: sections[index] || undefined,
    })),
    // a yield that is no number scales nothing: the lines are as written
    // (an equipment heading's lines as written, as on the recipe's page)
    linesFor: (serves) => (makes ? scaleLines(view.ingredients, view.ingredientGroups, serves / written) : view.ingredients)
      .map((text, index) => ({ id: index + 1, text })),
  };
}
