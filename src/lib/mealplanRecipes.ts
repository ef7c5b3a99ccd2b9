// The recipe picker of SPEC §2 and the entries of a plan's day (SPEC §3 day recipe entry): 'My Recipes' merges
// saved, imported and own recipes, sorted by name and labelled; 'All Recipes' are the verified catalogue's; a
// custom item is made from typed text. Also where an entry leads when tapped.
import type { ImportedRecipe, MealplanDayRecipe, RecipeOption, SavedRecipe, UserRecipe } from '../../contract/entities';
import { compareText } from './collation';
import { addressTitle, importedSummary } from './importedRecipeData';
import { isFiltering, matchesEveryWord } from './textMatch';

export type PickerLabel = 'saved' | 'imported' | 'from the web' | 'my recipe';

export interface PickerRecipe {
  /** unique among the picker's rows */
  key: string;
  label: PickerLabel | null;
  entry: MealplanDayRecipe;
}

/** A plan keeps only our own image paths (docs/decisions.md): a stranger's image address is dropped. */
export function planImage(image: string | null | undefined): string | null {
  return image && /^\/api\/images\/[A-Za-z0-9/_.-]+$/.test(image) && image.length <= 300 ? image : null;
}

/** An imported recipe: its own entry once parsed; only its web address when the import failed. */
function importedEntry(recipe: ImportedRecipe): PickerRecipe {
  const data = recipe.import_failed ? null : importedSummary(recipe.data);
  if (!data || data.message || !data.name) {
    const name = data?.name || addressTitle(recipe.url);
    return {
      key: `link:${recipe.import_recipe_id}`,
      label: 'from the web',
      entry: { name, value: recipe.url, image: null, type: 'EXTERNAL_LINK', checked: false },
    };
  }
  return {
    key: `imported:${recipe.import_recipe_id}`,
    label: 'imported',
    entry: { name: data.name, value: recipe.import_recipe_id, image: null, type: 'IMPORTED', checked: false },
  };
}

/** SPEC §2 'My Recipes': saved, imported and own recipes together, sorted by name. */
export function myRecipes(saved: readonly SavedRecipe[], imported: readonly ImportedRecipe[], own: readonly UserRecipe[]): PickerRecipe[] {
  const rows: PickerRecipe[] = [
    ...saved.map((r): PickerRecipe => ({
      key: `saved:${r.recipe_id}`,
      label: 'saved',
      entry: { name: r.name, value: r.recipe_id, image: planImage(r.image), type: 'A9', checked: false },
    })),
    ...imported.map(importedEntry),
    ...own.map((r): PickerRecipe => ({
      key: `own:${r.user_recipe_id}`,
      label: 'my recipe',
      entry: { name: r.name, value: r.user_recipe_id, image: planImage(r.image), type: 'USER', checked: false },
    })),
  ];
  return rows.sort((a, b) => compareText(a.entry.name, b.entry.name, { ignoreCase: true }) || compareText(a.key, b.key));
}

/** SPEC §2 'All Recipes': a verified recipe of the catalogue. */
export function catalogueRecipe(option: RecipeOption): PickerRecipe {
  return {
    key: `recipe:${option.value}`,
    label: null,
    entry: { name: option.name, value: option.value, image: planImage(option.image), type: 'A9', checked: false },
  };
}

/** SPEC §2: a custom item from the typed text. */
export function customEntry(name: string): MealplanDayRecipe {
  return { name: name.trim(), value: null, image: null, type: 'CUSTOM', checked: false };
}

/** SPEC §5: rows matching the text from 3 characters (case-insensitive contains; ours, word by word: lib/textMatch.ts); all rows before that. */
export function filterRecipes(rows: readonly PickerRecipe[], query: string): PickerRecipe[] {
  return isFiltering(query) ? rows.filter((r) => matchesEveryWord(query, r.entry.name)) : [...rows];
}

/** Where an entry leads: SPEC §2 sends catalogue meals to /recipes/{value}; own and imported recipes have their own pages. */
export function entryLink(entry: Pick<MealplanDayRecipe, 'type' | 'value'>): { to: string; external: boolean } | null {
  switch (entry.type) {
    case 'A9': return { to: `/recipes/${String(entry.value)}`, external: false };
    case 'USER': return { to: `/user-recipes/${String(entry.value)}`, external: false };
    case 'IMPORTED': return { to: `/imported-recipes/${String(entry.value)}`, external: false };
    case 'EXTERNAL_LINK': return typeof entry.value === 'string' ? { to: entry.value, external: true } : null;
    case 'CUSTOM': return null;
  }
}
