import { BAKERY } from './bakery';
import { BAKING } from './baking';
import { DAIRY_EGGS } from './dairy-eggs';
import { DRINKS } from './drinks';
import { FISH_SEAFOOD } from './fish-seafood';
import { FROZEN } from './frozen';
import { FRUIT } from './fruit';
import { GRAINS_PASTA_RICE } from './grains-pasta-rice';
import { HERBS_SPICES } from './herbs-spices';
import { MEAT } from './meat';
import { NUTS_SEEDS_LEGUMES } from './nuts-seeds-legumes';
import { OILS_VINEGARS_SAUCES } from './oils-vinegars-sauces';
import type { CategorySource } from './source';
import { SWEETS_SNACKS } from './sweets-snacks';
import { TINS_JARS } from './tins-jars';
import { VEGETABLES } from './vegetables';

// In shop-walk order; the generated INGREDIENTS keeps it.
export const SOURCES: readonly CategorySource[] = [
  VEGETABLES, FRUIT, HERBS_SPICES, DAIRY_EGGS, MEAT, FISH_SEAFOOD, BAKERY, GRAINS_PASTA_RICE, BAKING, TINS_JARS,
  OILS_VINEGARS_SAUCES, NUTS_SEEDS_LEGUMES, FROZEN, DRINKS, SWEETS_SNACKS,
];
