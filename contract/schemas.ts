// Request body schemas of SPEC §7 as zod: the server validates every body with them, and their messages
// are the client's (rules.ts), so both sides report the same first failure. The client does not import
// this file, which keeps zod out of the browser bundle.
import { z } from 'zod';
import { SEARCH_MAX_CHARS } from './api';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, DIETARY_TAGS, EMAIL_MAX, MAX_PAGE, PASSWORD_MAX, USERNAME_MAX } from './constants';
import { isEmail, isSearchable, MESSAGES } from './rules';
import {
  AUTH_MESSAGES, isAccountName, validatePasswordChange, validatePasswordReset, validateRegistration,
} from './authRules';


/** SPEC §5: trimmed and lower-cased, then it must look like an address. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { message: MESSAGES.invalidEmail })
  .refine(isEmail, { message: MESSAGES.invalidEmail });

export const passwordSchema = z
  .string()
  .min(1, { message: AUTH_MESSAGES.passwordRequired })
  .max(PASSWORD_MAX, { message: AUTH_MESSAGES.passwordTooLong });

/**
 * A password whose minimum is checked by the object's rule (reset, change, registration), so the server
 * reports the same first message as the client would.
 */
const boundedPasswordSchema = z.string().max(PASSWORD_MAX, { message: AUTH_MESSAGES.passwordTooLong });

/**
 * SPEC §7 POST /register-beta. The e-mail is only normalised here: its pattern is checked by
 * validateRegistration, so the first failure in SPEC §5 order is the one reported, on its field.
 */
export const registerSchema = z
  .object({
    name: z.string().max(USERNAME_MAX, { message: AUTH_MESSAGES.usernameTooLong }),
    email: z.string().trim().toLowerCase().max(EMAIL_MAX, { message: MESSAGES.invalidEmail }),
    password: boundedPasswordSchema,
    password_confirmation: boundedPasswordSchema,
    beta_code: z.string(),
  })
  .superRefine((body, ctx) => {
    const error = validateRegistration(body);
    if (error) ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  });

/** SPEC §7 POST /login */
export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

/** SPEC §7 POST /reset-password; SPEC §5 reset rules. */
export const resetPasswordSchema = z
  .object({
    email: emailSchema,
    password: boundedPasswordSchema,
    password_confirmation: boundedPasswordSchema,
    token: z.string().min(1, { message: AUTH_MESSAGES.linkInvalid }).max(2000, { message: AUTH_MESSAGES.linkInvalid }),
  })
  .superRefine((body, ctx) => {
    const message = validatePasswordReset(body.password, body.password_confirmation);
    if (message) {
      ctx.addIssue({ code: 'custom', path: [message === AUTH_MESSAGES.resetMatch ? 'password_confirmation' : 'password'], message });
    }
  });

/**
 * SPEC §7 PUT /account/change-password; SPEC §5 rules. Both failures go on new_password: SPEC §8 shows
 * field errors under name, email, current_password and new_password only.
 */
export const changePasswordSchema = z
  .object({
    current_password: passwordSchema,
    new_password: boundedPasswordSchema,
    confirm_password: boundedPasswordSchema,
  })
  .superRefine((body, ctx) => {
    const message = validatePasswordChange(body);
    if (message) ctx.addIssue({ code: 'custom', path: ['new_password'], message });
  });

/** POST /account/delete (ours): the password again, so a device left signed in cannot end the account. */
export const deleteAccountSchema = z.object({ current_password: passwordSchema });

/** SPEC §7 PUT /account/update; SPEC §5: a name longer than 3 characters and a valid email. */
export const accountUpdateSchema = z.object({
  name: z
    .string()
    .trim()
    .max(USERNAME_MAX, { message: AUTH_MESSAGES.accountNameTooLong })
    .refine(isAccountName, { message: AUTH_MESSAGES.accountNameTooShort }),
  email: emailSchema,
});

/** PUT /account/preferences (ours): the opt-in to the daily expiry e-mail. */
export const preferencesSchema = z.object({ expiry_digest: z.boolean() });

/** POST /contact (ours): SPEC §2 sends nothing if a field is empty; every field is trimmed and capped */
export const contactSchema = z.object({
  name: z.string().trim().min(1, { message: MESSAGES.contactRequired }).max(CONTACT_NAME_MAX, { message: MESSAGES.contactTooLong }),
  email: emailSchema,
  message: z.string().trim().min(1, { message: MESSAGES.contactRequired }).max(CONTACT_MESSAGE_MAX, { message: MESSAGES.contactTooLong }),
  kind: z.enum(['contact', 'bug']).default('contact'),
});

export type RegisterBody = z.infer<typeof registerSchema>;
export type LoginBody = z.infer<typeof loginSchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordSchema>;
export type AccountUpdateBody = z.infer<typeof accountUpdateSchema>;

// --- recipes: SPEC §7 /recipes, /recipe-search, /recipe-filter, /recipes/{id}, /user-saved-recipes ----------

/** the largest id a PostgreSQL integer holds: a larger one names nothing, and must not reach a query */
const MAX_ID = 2_147_483_647;
/** ours: more filters than any dialog offers at once */
export const MAX_FILTERS = 100;
export const PAGE_MESSAGE = 'The page must be a whole number from 1.';

const idSchema = z.number().int().min(1).max(MAX_ID);
// one message for any wrong page, not one per failed check
const pageCheck = { message: PAGE_MESSAGE, abort: true };
const pageNumberSchema = z.number(pageCheck).int(pageCheck).min(1, pageCheck).max(MAX_PAGE, pageCheck);
// every C0 control and DEL (NUL would be refused by PostgreSQL), and a surrogate without its pair
// eslint-disable-next-line no-control-regex
const UNSEARCHABLE = /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text a search runs with: controls and broken surrogates removed, spaces collapsed, cut to
 * SEARCH_MAX_CHARS characters; '' when it is too short to search (SPEC §5: under 3 characters, no search).
 */
export function normaliseSearch(text: string): string {
  const clean = text.replace(UNSEARCHABLE, ' ').replace(/\s+/g, ' ').trim();
  const cut = Array.from(clean).slice(0, SEARCH_MAX_CHARS).join('').trim();
  return isSearchable(cut) ? cut : '';
}

const searchSchema = z.string().transform(normaliseSearch);

/** GET /recipes?page: the page defaults to 1. */
export const recipePageQuerySchema = z.object({
  page: z.coerce.number({ message: PAGE_MESSAGE }).pipe(pageNumberSchema).default(1),
});

/** GET /recipe-search?page&search */
export const recipeSearchQuerySchema = recipePageQuerySchema.extend({ search: searchSchema.default('') });

const filterBase = { name: z.string().max(200), includeExclude: z.enum(['include', 'exclude']) };

/** SPEC §3 filter item: an ingredient or category id, or a dietary preference. */
export const filterItemSchema = z.discriminatedUnion('type', [
  z.object({ ...filterBase, type: z.literal('ingredient'), value: idSchema }),
  z.object({ ...filterBase, type: z.literal('category'), value: idSchema }),
  z.object({ ...filterBase, type: z.literal('preference'), value: z.enum(DIETARY_TAGS) }),
]);

/** POST /recipe-filter */
export const recipeFilterSchema = z.object({
  pageToRequest: pageNumberSchema.default(1),
  searchString: searchSchema.default(''),
  filters: z.array(filterItemSchema).max(MAX_FILTERS).default([]),
});

/** /recipes/{id}, DELETE /user-saved-recipes/{id} */
export const recipeIdParamsSchema = z.object({ id: z.coerce.number().pipe(idSchema) });

/** POST /user-saved-recipes */
export const saveRecipeSchema = z.object({ recipe_id: idSchema });

export type RecipeFilterBody = z.infer<typeof recipeFilterSchema>;
export type FilterItemBody = z.infer<typeof filterItemSchema>;
