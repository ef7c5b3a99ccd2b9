// ours: how many recipes of their own and imports a user keeps, and the refusal past the first, without zod so the
// client reads them too (the recipe wizard says so at the cap before a recipe is written; cookbookSchemas.ts has zod).
import { groupThousands } from './rules';

/**
 * Room for years of cooking (a new recipe or two a week for ten years), while each list stays one answer the app
 * holds whole (GET /user-recipe-creator and /user-imported-recipes list them all: ~3.5 and ~2.3 MB of JSON at the cap)
 */
export const USER_RECIPES_MAX = 1000;
export const IMPORTED_RECIPES_MAX = 1000;

/** the 409 of one more own recipe, which the wizard also shows from its first step when the cookbook is full */
export const RECIPES_FULL = `You can keep up to ${groupThousands(USER_RECIPES_MAX)} recipes of your own. Delete one to create another.`;
