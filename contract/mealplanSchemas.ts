// SPEC §7 /user-mealplans bodies (POST and PUT take the same whole plan). SPEC §5: the name allows letters,
// digits and spaces; an end date is required with a start date and is not before it; with both dates the
// number of days is the inclusive difference. SPEC §3: the recipes are days of day recipe entries.
import { z } from 'zod';
import { MEALPLAN_MAX_DAYS, MEALPLAN_MAX_RECIPES_PER_DAY } from './constants';
import { imagePathSchema, versionSchema } from './itemSchemas';
import { NAME_MAX, addDays } from './rules';
import { inclusiveDays, validateDateRange, validateMealplanName } from './planRules';
import { isImportUrl } from './cookbookRules';

export const MEALPLAN_RECIPE_TYPES = ['CUSTOM', 'A9', 'IMPORTED', 'USER', 'EXTERNAL_LINK'] as const;
/** the types whose value is the id of a recipe (verified, imported, own) */
export const RECIPE_ID_TYPES: readonly string[] = ['A9', 'IMPORTED', 'USER'];
/** ours: the longest external link a plan keeps */
export const MAX_LINK = 2000;
const MAX_ID = 2_147_483_647;

/** ours: SPEC §5 gives these rules without a message */
export const MEALPLAN_MESSAGES = {
  date: 'Dates are written yyyy-mm-dd',
  daysForDates: (n: number) => `With these dates the plan has ${n} days`,
  tooManyDays: `A plan has at most ${MEALPLAN_MAX_DAYS} days`,
  dayIndex: 'Each day is numbered from 0 to one less than the number of days, once',
  recipeId: 'A recipe entry needs the id of its recipe',
  externalLink: 'An external link must be an http or https address',
  customValue: 'A custom entry has no value',
} as const;

export const mealplanNameSchema = z.string().max(NAME_MAX)
  .superRefine((value, ctx) => {
    const message = validateMealplanName(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((s) => s.trim());

/** A plan's start or end: yyyy-mm-dd; null, '' (an empty date input) or leaving it out all mean "not set". */
const planDateSchema = z.union([z.iso.date({ message: MEALPLAN_MESSAGES.date }), z.literal(''), z.null()])
  .optional()
  .transform((d) => d || null);

/** SPEC §3 day recipe entry. The value's form follows the type (see MealplanDayRecipe.value). */
export const mealplanDayRecipeSchema = z.object({
  name: z.string().trim().min(1).max(NAME_MAX),
  value: z.union([z.number(), z.string().trim().max(MAX_LINK), z.null()]),
  image: imagePathSchema.default(null),
  type: z.enum(MEALPLAN_RECIPE_TYPES),
  checked: z.boolean().default(false),
}).superRefine(({ type, value }, ctx) => {
  const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
  if (RECIPE_ID_TYPES.includes(type)) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_ID) fail(MEALPLAN_MESSAGES.recipeId);
  } else if (type === 'EXTERNAL_LINK') {
    if (typeof value !== 'string' || !isImportUrl(value)) fail(MEALPLAN_MESSAGES.externalLink);
  } else if (value !== null) {
    fail(MEALPLAN_MESSAGES.customValue);
  }
});

/** SPEC §3 day. The date is recomputed by the server from the plan's start date (see mealplanBodySchema). */
export const mealplanDaySchema = z.object({
  date: z.union([z.iso.date({ message: MEALPLAN_MESSAGES.date }), z.literal('')]).default(''),
  day: z.number().int().min(0).max(MEALPLAN_MAX_DAYS - 1),
  recipes: z.array(mealplanDayRecipeSchema).max(MEALPLAN_MAX_RECIPES_PER_DAY),
});

/**
 * POST /user-mealplans and PUT /user-mealplans/{id}: the whole plan. Every day's index is below `days` and
 * appears once; the days come back in index order, each dated start + index (or '' without a start date),
 * so a plan's dates can never disagree with its start.
 */
export const mealplanBodySchema = z.object({
  name: mealplanNameSchema,
  recipes: z.array(mealplanDaySchema).max(MEALPLAN_MAX_DAYS),
  days: z.number().int().min(0).max(MEALPLAN_MAX_DAYS),
  start_date: planDateSchema,
  end_date: planDateSchema,
  /** PUT only: the version the edit is based on (a create has none) */
  version: versionSchema,
}).superRefine((body, ctx) => {
  const rangeError = validateDateRange(body.start_date, body.end_date);
  if (rangeError) ctx.addIssue({ code: 'custom', path: ['end_date'], message: rangeError });
  else if (body.start_date && body.end_date) {
    // SPEC §5: with both dates the number of days is the inclusive day difference
    const n = inclusiveDays(body.start_date, body.end_date);
    if (n > MEALPLAN_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['end_date'], message: MEALPLAN_MESSAGES.tooManyDays });
    else if (body.days !== n) ctx.addIssue({ code: 'custom', path: ['days'], message: MEALPLAN_MESSAGES.daysForDates(n) });
  }
  const seen = new Set<number>();
  body.recipes.forEach((d, i) => {
    if (d.day >= body.days || seen.has(d.day)) ctx.addIssue({ code: 'custom', path: ['recipes', i, 'day'], message: MEALPLAN_MESSAGES.dayIndex });
    seen.add(d.day);
  });
}).transform((body) => ({
  ...body,
  recipes: [...body.recipes]
    .sort((a, b) => a.day - b.day)
    .map((d) => ({ ...d, date: body.start_date ? addDays(body.start_date, d.day) ?? '' : '' })),
}));

export type MealplanBody = z.output<typeof mealplanBodySchema>;
