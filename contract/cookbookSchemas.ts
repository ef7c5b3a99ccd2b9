// zod schemas for the cookbook calls of SPEC §7: own recipes (/user-recipe-creator, /user-recipe-validate),
// imports (/user-imported-recipes) and publication (/publish-requests). The rules and messages are rules.ts's.
import { z } from 'zod';
import { IMAGE_MAX_BYTES, TREATMENTS } from './constants';
import { MAX_SERVES } from './ingredientsText';
import { itemIdSchema, unitSchema } from './itemSchemas';
import { NAME_MAX, QUANTITY_MAX, RECIPE_DESCRIPTION_MAX, STEP_DESCRIPTION_MAX } from './rules';
import { RECIPE_MESSAGES, validateRecipeDraft } from './recipeRules';
import { isImportUrl } from './cookbookRules';

/** ours: bounds that keep one recipe a small document */
export const USER_RECIPE_LIMITS = {
  description: RECIPE_DESCRIPTION_MAX, ingredients: 100, steps: 50, stepDescription: STEP_DESCRIPTION_MAX, serves: MAX_SERVES,
} as const;
/** ours: the longest import address, and the most HTML a pasted page may carry (characters) */
export const IMPORT_URL_MAX = 2000;
export const IMPORT_HTML_MAX_CHARS = 2_000_000;
/** ours: the message for an address that is not http(s) (SPEC §5: the client does nothing then) */
export const IMPORT_URL_INVALID = 'Enter a web address that starts with http:// or https://';
/** ours: the message for an address past IMPORT_URL_MAX */
export const IMPORT_URL_TOO_LONG = `This web address is too long: an address has at most ${IMPORT_URL_MAX} characters.`;
/** ours: an image that is not one of the user's own uploads, nor a new JPEG */
export const IMAGE_UNKNOWN = 'Unknown image.';

/** A photo of one's own recipe: a new JPEG as a data URL, or one already uploaded (its path). */
export const UPLOAD_PATH = /^\/api\/images\/uploads\/[a-f0-9]{32}\.jpg$/;
const JPEG_DATA_URL = /^data:image\/jpe?g;base64,[A-Za-z0-9+/]+={0,2}$/;
/** base64 of IMAGE_MAX_BYTES, plus the data URL's prefix */
const DATA_URL_MAX = Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 30;
export const recipeImageSchema = z
  .string()
  .max(DATA_URL_MAX, { message: RECIPE_MESSAGES.imageSize })
  .refine((s) => UPLOAD_PATH.test(s) || JPEG_DATA_URL.test(s), { message: RECIPE_MESSAGES.imageTypes })
  .nullable();

const idSchema = z.number().int().positive().max(2_147_483_647);
/** SPEC §3 draft step timer: HH:MM:SS, each field at most 2 digits (SPEC §5); empty means none */
const timerSchema = z.string().regex(/^(\d{0,2}:\d{0,2}:\d{0,2})?$/, { message: 'Timer must be HH:MM:SS' }).nullable()
  .transform((t) => (t && /[1-9]/.test(t) ? t.split(':').map((f) => f.padStart(2, '0')).join(':') : null));

export const userRecipeIngredientSchema = z.object({
  /** a catalogue ingredient id, or a string containing CUSTOM for one the catalogue lacks (SPEC §3) */
  value: itemIdSchema,
  name: z.string().trim().min(1).max(NAME_MAX),
  quantity: z.number().finite().positive().max(QUANTITY_MAX),
  measurement: unitSchema,
  treatment: z.enum(TREATMENTS).nullable().default(null),
});

export const userRecipeStepSchema = z.object({
  title: z.string().meta({ maxLength: NAME_MAX }),
  description: z.string().meta({ maxLength: USER_RECIPE_LIMITS.stepDescription }),
  timer: timerSchema.default(null),
  step_image: recipeImageSchema.default(null),
});

/** SPEC §7 POST /user-recipe-creator and PUT /user-recipe-creator/{id}; SPEC §5 recipe rules. */
export const userRecipeRequestSchema = z
  .object({
    // its bound said in the recipe's words by validateRecipeDraft below, not zod's 'Too big'
    name: z.string().meta({ maxLength: NAME_MAX }).transform((s) => s.trim()),
    description: z.string().meta({ maxLength: USER_RECIPE_LIMITS.description }).transform((s) => s.trim()),
    category_id: idSchema.nullable().default(null),
    serves: z.number().int().min(1).max(USER_RECIPE_LIMITS.serves).default(1),
    image: recipeImageSchema.default(null),
    ingredients: z.array(userRecipeIngredientSchema).max(USER_RECIPE_LIMITS.ingredients),
    steps: z.array(userRecipeStepSchema).max(USER_RECIPE_LIMITS.steps),
    /** the wizard's review step: ask for publication after saving */
    publish: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    for (const [key, message] of Object.entries(validateRecipeDraft(body))) {
      const step = /^step_(\d+)_(title|description)$/.exec(key);
      ctx.addIssue({ code: 'custom', path: step ? ['steps', Number(step[1]), step[2]!] : [key], message });
    }
  });
export type UserRecipeBody = z.infer<typeof userRecipeRequestSchema>;

/** SPEC §7 POST /user-recipe-validate: the recipe as the wizard holds it; only what the checks read. */
export const userRecipeValidateSchema = z.object({
  name: z.string().max(NAME_MAX).default(''),
  /** the recipe being edited, whose own name is not 'taken' */
  user_recipe_id: idSchema.nullable().optional(),
  ingredients: z.array(z.object({ value: itemIdSchema, name: z.string().max(NAME_MAX).default('') })).max(USER_RECIPE_LIMITS.ingredients).default([]),
});

const importUrlSchema = z.string().trim().max(IMPORT_URL_MAX, { message: IMPORT_URL_TOO_LONG }).refine(isImportUrl, { message: IMPORT_URL_INVALID });

/** SPEC §7 POST /user-imported-recipes */
export const importRecipeSchema = z.object({ url: importUrlSchema });

/** ours: POST /user-imported-recipes/html, the page's HTML pasted by the user for a site that refuses the server */
export const importHtmlSchema = z.object({
  url: importUrlSchema,
  html: z.string().min(1).max(IMPORT_HTML_MAX_CHARS, { message: 'The pasted page is too large.' }),
});

/** SPEC §7 POST /publish-requests/ */
export const publishCreateSchema = z.object({ entity_id: idSchema, entity_type: z.literal('UserRecipe') });

/** SPEC §7 PUT /publish-requests/unpublish ("the recipe id") */
export const unpublishSchema = z.object({ user_recipe_id: idSchema });
