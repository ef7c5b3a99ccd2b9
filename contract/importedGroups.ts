// An imported recipe's groups (ImportedRecipeData ingredientGroups, instructionSections) as runs over its lists: the
// server writes them from the names each line is under, the app reads them back the same way.
import type { ImportedGroup } from './entities';

/** The runs of equal names, in order: ['', 'Sauce', 'Sauce'] is '' over 1, then 'Sauce' over 2. */
export function runsOf(names: readonly string[]): ImportedGroup[] {
  const runs: ImportedGroup[] = [];
  for (const name of names) {
    const last = runs[runs.length - 1];
    if (last && last.name === name) last.count += 1;
    else runs.push({ name, count: 1 });
  }
  return runs;
}

/** a group of things to cook with, not to eat: 'Special Equipment', 'Equipment Needed', 'Kitchen tools', 'Utensils' */
const EQUIPMENT = /^(?:special\s+|kitchen\s+)?(?:equipment|tools|utensils|utensilien|ustensiles|matériel)(?!\p{L})/iu;

/** Whether an ingredient group's name heads equipment (its lines are not scaled with the servings). */
export const isEquipmentGroup = (name: string): boolean => EQUIPMENT.test(name.trim());
