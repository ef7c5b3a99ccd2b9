// The verified recipes seeded into Larder, written for Larder. Each recipe's image is images/<slug>.svg.
import { BAKING } from './recipes/baking';
import { BREAKFAST } from './recipes/breakfast';
import { DESSERTS } from './recipes/desserts';
import { DRINKS } from './recipes/drinks';
import { MAINS } from './recipes/mains';
import { PASTA } from './recipes/pasta';
import { SALADS } from './recipes/salads';
import { SIDES } from './recipes/sides';
import { SOUPS } from './recipes/soups';
import { VEGETARIAN } from './recipes/vegetarian';
import type { SeedRecipe } from './types';

export const RECIPES: readonly SeedRecipe[] = [
  ...BREAKFAST, ...SOUPS, ...SALADS, ...MAINS, ...PASTA, ...VEGETARIAN, ...BAKING, ...DESSERTS, ...SIDES, ...DRINKS,
];
