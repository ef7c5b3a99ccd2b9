// Small constructors that keep the recipe files readable: one line per ingredient and per step.
import type { SeedRecipeIngredient, SeedRecipeStep, Treatment, Unit } from '../types';

export function ing(ingredient: string, quantity: number, measurement: Unit, treatment: Treatment | null = null): SeedRecipeIngredient {
  return { ingredient, quantity, measurement, treatment };
}

/** timer is 'hh:mm:ss' for a step where the cook waits (simmer, bake, rest). */
export function step(name: string, description: string, timer: string | null = null): SeedRecipeStep {
  return { name, description, timer };
}
