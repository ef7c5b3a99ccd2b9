// The shapes of Larder's seed catalogue: ingredients, verified recipes and launch news.
// SPEC §3 names the unit options and the preparation descriptors used here.

export const UNITS = ['unit', 'kg', 'g', 'mg', 'l', 'ml', 'cup', 'rasher', 'tsp', 'tbsp'] as const;
export type Unit = (typeof UNITS)[number];

export const TREATMENTS = ['whole', 'crushed', 'powdered', 'muddled', 'diced', 'peeled', 'sliced', 'cooked', 'melted', 'boiled', 'grated'] as const;
export type Treatment = (typeof TREATMENTS)[number];

// The 14 allergens of EU FIC Annex II, spelt as Open Food Facts' allergen ids without the 'en:' prefix.
export const EU_ALLERGENS = [
  'gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard',
  'sesame-seeds', 'sulphur-dioxide-and-sulphites', 'lupin', 'molluscs',
] as const;
export type EuAllergen = (typeof EU_ALLERGENS)[number];

export interface SeedIngredient {
  /** lower case, singular where natural; unique */
  name: string;
  /** one of INGREDIENT_CATEGORIES */
  category: string;
  default_unit: Unit;
  /** a sensible amount to add to a shopping list */
  default_quantity: number;
  vegan: boolean;
  vegetarian: boolean;
  dairy_free: boolean;
  gluten_free: boolean;
  sugar_free: boolean;
  /** empty when none; the allergen flag is allergens.length > 0 */
  allergens: EuAllergen[];
  /** estimated shelf life in days where a home cook keeps it */
  expiry_days: number;
}

export interface SeedRecipeIngredient {
  /** an exact INGREDIENTS name */
  ingredient: string;
  quantity: number;
  measurement: Unit;
  treatment: Treatment | null;
}

export interface SeedRecipeStep {
  name: string;
  description: string;
  /** 'hh:mm:ss' where the cook waits (simmer, bake, rest), else null */
  timer: string | null;
}

export interface SeedRecipe {
  /** kebab-case, unique, also the image file name (images/<slug>.svg) */
  slug: string;
  /** unique, Title Case */
  name: string;
  description: string;
  /** one of RECIPE_CATEGORIES */
  category: string;
  serves: number;
  ingredients: SeedRecipeIngredient[];
  steps: SeedRecipeStep[];
}

export interface SeedNewsItem {
  title: string;
  HtmlContent: string;
  created_at: string;
}
