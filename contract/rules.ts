// The validation rules of SPEC §5 and the messages of SPEC §5 and §8, shared by client and server.
// Messages are verbatim from the spec, odd spelling included; the few marked "ours" are not in the spec.
import {
  ACCOUNT_NAME_MIN_EXCLUSIVE, EMAIL_ERROR_AFTER, INVITE_CODE_LENGTH, PASSWORD_CHANGE_MIN,
  PASSWORD_HINT_AFTER, PASSWORD_RESET_MIN, QUANTITY_MAX, RANDOM_ID_LENGTH, SCAN_SKIP_WORDS, TIMER_FIELD_DIGITS, USERNAME_MIN,
} from './constants';
import { addDays, charCount, DAY_MS, groupThousands, parseIsoDate } from './coreRules';

// the rules the first load needs are in coreRules.ts; everything else imports them from here as before
export { addDays, groupThousands, isSearchable, pickerMatches } from './coreRules';

/** ours: how a list, store or plan the user had is said to be gone (a 404 does not tell deleted from no longer shared) */
export const goneOrUnshared = (subject: string) => `${subject} was deleted, or it is no longer shared with you`;

/** ours: what a complete-shop refused for its store or its list for the unchecked items asks for */
const CHOOSE_ANOTHER = { store: 'Choose another store.', list: 'Choose another list for the unchecked items.' };

export const MESSAGES = {
  // --- SPEC §5: registration ---
  invalidUsername: 'Invalid username, must be 6 or more characters. Letters numbers, dash and underscore allowed only.',
  invalidEmail: 'Invalid email address',
  passwordsDoNotMatch: 'Passwords do not match',
  /** ours: the spec only says the form stays hidden until the code has 8 characters */
  inviteCodeInvalid: 'Invalid invite code',
  /** ours: the spec sets no upper bound; the server must */
  usernameTooLong: 'Username must be 100 characters or fewer',
  /** ours: every password field must be filled in */
  passwordRequired: 'Password is required',
  /** ours: the spec sets no upper bound; the server must */
  passwordTooLong: 'Password must be 200 characters or fewer',

  // --- SPEC §5: meal plans ---
  noSpecialCharacters: 'No special characters allowed',
  endDateRequired: 'An end date is required',
  /** ours: SPEC §5 says the end must not be before the start, without a message */
  endDateBeforeStart: 'End date must not be before the start date',
  /** ours: a plan's dates are held to planDateBounds (QA newcomer D5) */
  planDateRange: (first: string, last: string) => `Plan dates must be from ${first} to ${last}`,

  // --- SPEC §5: notes, stores, shopping lists ---
  lettersNumbersSpaces: 'may only contain letters, numbers and spaces',
  /** ours: SPEC §5 says store and list names are required, without a message */
  nameRequired: 'Name is required',

  // --- SPEC §5: recipes ---
  recipeNameRequired: 'Recipe name is required',
  recipeDescriptionRequired: 'Recipe description is required',
  ingredientRequired: 'At least one ingredient is required',
  stepRequired: 'At least one step is required',
  stepTitleRequired: (n: number) => `Step ${n} title is required`,
  stepDescriptionRequired: (n: number) => `Step ${n} description is required`,
  /** ours: a text longer than the server keeps is held in its field and said, not cut (QA newcomer D4) */
  recipeNameTooLong: 'A recipe name may hold up to 200 characters',
  recipeDescriptionTooLong: 'A recipe description may hold up to 5,000 characters',
  stepTitleTooLong: (n: number) => `Step ${n} title may hold up to 200 characters`,
  stepDescriptionTooLong: (n: number) => `Step ${n} description may hold up to 5,000 characters`,
  /** ours: a list's, a store's or a plan's name, and a store's description, past the bound, as the recipe's */
  nameTooLong: 'A name may hold up to 200 characters',
  descriptionTooLong: 'A description may hold up to 500 characters',
  nameTaken: 'This name is already taken.',
  bannedWords: 'Contains banned words or symbols',
  imageTypes: 'only image files are allowed.',
  imageSize: 'file size must be under 2MB.',

  // --- SPEC §5: account and passwords ---
  /** ours: SPEC §5 says the name is longer than 3 characters, without a message */
  accountNameTooShort: 'Name must be longer than 3 characters',
  /** ours: the account's name field is 'Name', as registration's is 'Username' (usernameTooLong) */
  accountNameTooLong: 'Name must be 100 characters or fewer',
  /** ours, phrased like the reset message: SPEC §5 gives no message for the 5-character minimum */
  passwordChangeMin: 'Passwords must be 5 characters or more.',
  passwordHint: 'Password does not match.',
  resetMin: 'Passwords must be 6 characters or more.',
  resetMatch: 'Passwords must match.',
  linkExpired: 'This link has expired.',
  linkInvalid: 'This link is invalid.',

  // --- SPEC §8: auth ---
  registrationError: 'Error with registration',
  loginAfterRegisterError: 'Error logging in',
  forgotSuccess: 'please check your email',
  forgotError: 'Error Finding Account',
  unhandledResetError: (first: string) => `Unhandled Error: ${first}`,
  resetUnknown: 'An Error occurred resetting your password. Please try again or contact support.',
  accountUnknown: 'Unknown Error, Contact Administrator.',
  /** ours: the contact and bug report forms */
  contactRequired: 'Please fill in this field.',
  contactTooLong: 'This is too long.',
  contactSent: 'Thank you, your message has been sent.',
  contactFailed: 'Your message could not be sent. Please try again later.',

  // --- SPEC §8: recipes and publishing ---
  recipeCreateError: 'Error creating recipe',
  recipeUpdateError: 'Error updating recipe',
  /** shown with a contact link */
  publishUnknownIngredients: 'This Recipe Cannot be published as it as unknown ingredients.',
  publishCustomOnly: 'This recipe cannot be published, but you save can save it for yourself.',
  imageOnlyImages: 'Only image files are allowed.',
  imageProcessedTooLarge: 'Processed image exceeds 2MB.',
  imageLoadFailed: 'Failed to load image.',
  fileReadFailed: 'Failed to read file.',
  imageProcessingFailed: 'Image processing failed.',
  publishRejected: 'The request to publish was rejected',
  publishCancelError: 'The Request could not be cancelled',
  unpublished: 'The Recipe was unpublished',
  publishCancelled: 'The request to publish was cancelled',

  // --- SPEC §8: sharing ---
  shareError: 'Error: Failed to Share',
  shareSuccess: 'Sharing Updated',
  /** ours: the owner already has what they would share with themselves */
  shareWithSelf: 'You cannot share with yourself.',

  // --- SPEC §8: stores, meal plans, shops, imports ---
  storeUpdateError: 'Error Updating store, reload and try again.',
  storeItemsMoved: 'Items Moved and store updated',
  storeUpdated: 'Store updated',
  storeIngredientsUpdated: (n: number, store: string) => `${n} ingredients in ${store} updated successfully`,
  storeUpdateFailed: (store: string) => `error updating ${store}`,
  mealplanStockFailed: (mealplan: string) => `error updating ${mealplan}`,
  /** ours: a completed plan took less than its summary showed, as the stores changed since it was checked */
  mealplanNotAllTaken: (amounts: string) => `Your stores changed since this was checked. They no longer held ${amounts}, so that was not taken out.`,
  recipeImported: 'recipe imported',
  recipeImportFailed: 'recipe import failed',
  /** ours: the answer to an address imported before, which is not imported again */
  importAlreadyKept: (name: string) => `${name} is already in your cookbook.`,
  shopCompleteError: 'An Error has occurred :(',
  /** ours: a complete-shop with no connection (it is one transaction on the server, so it cannot wait in the outbox) */
  shopNeedsConnection: 'Completing a shop needs a connection. Your ticks are kept: try again when you are back online.',
  /** ours: a complete-shop refused because the list changed on another device (409); the list is read again */
  shopListChanged: 'This list was changed by someone else, so nothing was stored. It has been reloaded, your ticks kept on what is still on it: tick what else you have and complete the shop again.',
  /** ours: why a viewer's shop mode (a list shared to read only) does not complete the shop */
  shopNeedsEditRights: 'You can tick items, but completing the shop needs edit rights.',
  /** ours: a complete-shop on a list deleted meanwhile, or no longer shared with the user (404) */
  shopListGone: `${goneOrUnshared('This list')}, so nothing was stored.`,
  /** ours: a complete-shop refused because the store, or the list for the unchecked items, chosen went (404) */
  shopTargetGone: (name: string, kind: 'store' | 'list') => `${goneOrUnshared(name)}, so nothing was stored. ${CHOOSE_ANOTHER[kind]}`,
  /** ours: a complete-shop refused because the store, or the list for the unchecked items, chosen is now view-only (403) */
  shopTargetViewOnly: (name: string, kind: 'store' | 'list') => `You can view ${name}, but no longer add to it, so nothing was stored. ${CHOOSE_ANOTHER[kind]}`,
  /** ours: edits to a list or store deleted meanwhile, or no longer shared with the user (404): dropped, not kept */
  editsGone: (noun: 'list' | 'store', name: string) => `Your changes to ${name} could not be saved: ${goneOrUnshared(`this ${noun}`)}.`,
  /** spelt as in the spec */
  storeActionError: 'An error Occureed',

  // --- SPEC §8: confirmations ---
  mealPlanDeleted: 'Meal Plan Deleted.',
  mealplanRemoved: 'Mealplan Removed.',
  mealPlanRescheduled: 'Meal Plan Re-Scheduled.',
  listDeleted: 'List Deleted.',
  listRemoved: 'List Removed.',
  storeDeleted: 'Store Deleted.',
  setToDefault: (name: string) => `${name} set to default`,
  removedNamed: (name: string) => `${name} removed.`,
  copied: 'Copied to Clipboard',
  copiedLink: 'Copied Link to Clipboard',
  copiedIngredients: 'Copied Ingredients to Clipboard',

  // --- SPEC §8: confirm prompts ---
  confirmDelete: (title: string) => `Delete ${title}?`,
  confirmRemoveShared: (title: string, from: 'plans' | 'lists') => `Remove ${title} from shared ${from}?`,
  cannotBeUndone: 'This action cannot be undone',
  /** ours: the confirm of deleting an own recipe with a copy in the catalogue (published, or taken out since) */
  deletePublished: 'Anyone who saved or planned it from the catalogue loses it. This action cannot be undone',

  // --- SPEC §8: empty states ---
  noMealplans: 'No Mealplans Found',
  ziltch: 'Ziltch.',
  noRecipes: 'No Recipes Found',
  noItems: 'No Items Found',
  zip: 'zip.',
  nopeDot: 'nope.',
  /** no stores */
  nope: 'nope',
  /** no shared stores */
  nada: 'nada',
  noOptions: 'No Options Found ...',
  scanFailed: 'Scan Failed',
  noPlanYet: 'no plan yet ...',
  slowNewsDay: 'Slow news day',

  // --- SPEC §2, §4: other fixed texts the screens show ---
  /** SPEC §2: the recipe picker's empty state (lower case, unlike §8's 'Ziltch.') */
  pickerEmpty: 'ziltch.',
  comingSoon: 'Coming Soon.',
  recipeCreated: 'Recipe created',
  recipeUpdated: 'Recipe updated',
  shopCompleted: 'Lists and Stores Updated',
  /** SPEC §4: the toast after a shop deletes its list (no full stop, unlike §8's 'List Deleted.') */
  listDeletedAfterShop: 'List Deleted',

  // --- ours: an item's quantity in a list (SPEC §5: at least 1) or a store (at least 0), up to QUANTITY_MAX ---
  quantityAtLeast: (min: number) => `Quantity must be at least ${min}`,
  quantityNotNumber: 'Quantity must be a number, such as 2 or 1.5',
  quantityAtMost: (max: number) => `Quantity must be at most ${groupThousands(max)}`,
} as const;

// ---------------------------------------------------------------------------------------------------
// Limits (ours) that the server's zod schemas hold (itemSchemas MAX_NAME, MAX_QUANTITY and expiry days, storeSchemas'
// description), repeated here so that the inputs can enforce them without bringing zod into the browser bundle.
// server/routes/stores.test.ts checks that the server takes exactly these.

/** the longest store or list name, in UTF-16 code units as both zod and maxLength count them */
export const NAME_MAX = 200;
export const STORE_DESCRIPTION_MAX = 500;
/** the bounds of a list's, a store's and a plan's name and a store's description, as their fields hold them (TextField's limit) */
export const NAME_LIMIT = { max: NAME_MAX, tooLong: MESSAGES.nameTooLong };
export const STORE_DESCRIPTION_LIMIT = { max: STORE_DESCRIPTION_MAX, tooLong: MESSAGES.descriptionTooLong };
/** the largest quantity of an item in a store or on a list (in constants: the amount rules read it without these) */
export { QUANTITY_MAX };
/** the most days a store item may keep after the day it was added (its estimated_expiry_days): ten years */
export const EXPIRY_DAYS_MAX = 3650;
/** the longest own recipe's description and step description (cookbookSchemas USER_RECIPE_LIMITS); a step title is NAME_MAX */
export const RECIPE_DESCRIPTION_MAX = 5000;
export const STEP_DESCRIPTION_MAX = 5000;

// ---------------------------------------------------------------------------------------------------
// Helpers

/** Letters (any script, with combining marks), decimal digits and the plain space. */
const LETTERS_DIGITS_SPACES = /^[\p{L}\p{M}\p{Nd} ]*$/u;

// ---------------------------------------------------------------------------------------------------
// Registration, e-mail, usernames (SPEC §5)

/**
 * SPEC §5: "must look like an address". One @, a non-empty local part, a domain of dot-separated
 * non-empty labels with at least one dot, no whitespace anywhere. None of the characters that mean
 * something in a mail header (<>()[]\,;:" and controls) either: a mailer would read "(x)a@b.co" as a@b.co,
 * and "x,a@b.co" as two recipients, so a stored address could send its mail somewhere else.
 */
const MAIL_SPECIAL = /[\s<>()[\]\\,;:"\p{Cc}]/u;
export function isEmail(s: string): boolean {
  const parts = s.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  if (local === '' || MAIL_SPECIAL.test(local)) return false;
  return /^[^\s@.]+(?:\.[^\s@.]+)+$/u.test(domain) && !MAIL_SPECIAL.test(domain);
}

/**
 * SPEC §5: letters, digits, dash or underscore, at least 6 characters.
 * Decision: "letters" means ASCII letters here; a username identifies a person to others, and
 * look-alike letters from other scripts would let one name pass for another.
 */
export function validateUsername(s: string): string | null {
  return s.length >= USERNAME_MIN && /^[A-Za-z0-9_-]+$/.test(s) ? null : MESSAGES.invalidUsername;
}

/** SPEC §5, §4: the invite code input shows until the code has exactly 8 characters. */
export function isInviteCodeComplete(code: string): boolean {
  return charCount(code) === INVITE_CODE_LENGTH;
}

export interface RegistrationInput {
  beta_code: string;
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}
export type RegistrationField = 'beta_code' | 'name' | 'email' | 'password' | 'password_confirmation';
export interface FieldError<F extends string> {
  field: F;
  message: string;
}

/** SPEC §5: registration is checked in this order, and only the first failure is reported. */
export function validateRegistration(input: RegistrationInput): FieldError<RegistrationField> | null {
  // Decision (ours): the client never shows the form before the code has 8 characters, so a payload
  // with a code of another length did not come from the form; the server refuses it first.
  if (!isInviteCodeComplete(input.beta_code)) return { field: 'beta_code', message: MESSAGES.inviteCodeInvalid };
  const name = validateUsername(input.name);
  if (name) return { field: 'name', message: name };
  // surrounding spaces are trimmed by emailSchema on the server, so the client forgives them too
  if (!isEmail(input.email.trim())) return { field: 'email', message: MESSAGES.invalidEmail };
  if (input.password !== input.password_confirmation) {
    return { field: 'password_confirmation', message: MESSAGES.passwordsDoNotMatch };
  }
  // ours: SPEC §5 sets no minimum for a new password; the reset minimum keeps one-letter passwords out
  if ([...input.password].length < PASSWORD_RESET_MIN) return { field: 'password', message: MESSAGES.resetMin };
  return null;
}

/** SPEC §5, §9: 'Invalid email address' shows only after more than 5 characters. */
export function shouldShowEmailError(s: string): boolean {
  return s.length > EMAIL_ERROR_AFTER && !isEmail(s);
}

// ---------------------------------------------------------------------------------------------------
// Names: stores, lists, notes, meal plans (SPEC §5)

/** SPEC §5: letters, digits and spaces only (letters of any script; the space is U+0020 only). */
export function isLettersDigitsSpaces(s: string): boolean {
  return LETTERS_DIGITS_SPACES.test(s);
}

/**
 * SPEC §5: store, list and note names allow letters, numbers and spaces only. A store or list name is
 * required; a store description is not. Blank (spaces only) counts as empty.
 */
export function validateSimpleName(s: string, opts: { required: boolean }): string | null {
  if (s.trim() === '') return opts.required ? MESSAGES.nameRequired : null;
  return isLettersDigitsSpaces(s) ? null : MESSAGES.lettersNumbersSpaces;
}

/**
 * SPEC §5: letters, digits and spaces only; the create button needs a valid name, so blank is invalid, and is said
 * as a blank list or store name is ('Name is required'): 'No special characters allowed' told of spaces alone.
 */
export function validateMealplanName(s: string): string | null {
  if (s.trim() === '') return MESSAGES.nameRequired;
  return isLettersDigitsSpaces(s) ? null : MESSAGES.noSpecialCharacters;
}

/** SPEC §5: a note title allows letters, numbers and spaces; empty is fine (it defaults to 'note N'). */
export function validateNoteTitle(s: string): string | null {
  return validateSimpleName(s, { required: false });
}

/** SPEC §5: an empty note title defaults to 'note N', N being one more than the notes already kept. */
export function defaultNoteTitle(existingCount: number): string {
  return `note ${existingCount + 1}`;
}

// ---------------------------------------------------------------------------------------------------
// Meal plan dates (SPEC §5)

/**
 * SPEC §5: an end date is required if a start date is given, and it must not be before the start.
 * Dates are yyyy-mm-dd (what a date input yields); '' and null mean "not set", and so does a malformed
 * date, which a date input never produces. An end date without a start date is allowed.
 */
export function validateDateRange(start: string | null, end: string | null): string | null {
  const s = start ? parseIsoDate(start) : null;
  const e = end ? parseIsoDate(end) : null;
  if (s === null) return null;
  if (e === null) return MESSAGES.endDateRequired;
  return e < s ? MESSAGES.endDateBeforeStart : null;
}

/**
 * Ours: the first date a plan may have. A year mistyped (0001, or 0226 for 2026) made a plan no screen shows, listed
 * first and never on the dashboard or in the diary (QA newcomer D5).
 */
export const PLAN_DATE_FIRST = '2000-01-01';
/** ours: a plan's last date may be 31 December of the year this many years after today's */
export const PLAN_YEARS_AHEAD = 10;

/** The dates a plan may have, yyyy-mm-dd: from PLAN_DATE_FIRST to 31 December PLAN_YEARS_AHEAD years after `today`'s year. */
export function planDateBounds(today: string): { min: string; max: string } {
  return { min: PLAN_DATE_FIRST, max: `${String(Number(today.slice(0, 4)) + PLAN_YEARS_AHEAD).padStart(4, '0')}-12-31` };
}

/** '2036-12-31' as SPEC §9 shows a date, '31/12/2036' (src/lib/dates formatCalendarDate, which the server lacks) */
const shortDate = (date: string) => date.split('-').reverse().join('/');

/**
 * Ours: a plan's date outside planDateBounds, said with the range ('Plan dates must be from 01/01/2000 to
 * 31/12/2036'); null inside it, or not set ('' or null). A date that is no yyyy-mm-dd date (a date field holds years
 * of five digits) is outside too.
 */
export function planDateError(date: string | null, today: string): string | null {
  if (!date) return null;
  const { min, max } = planDateBounds(today);
  return parseIsoDate(date) !== null && date >= min && date <= max ? null : planDateRangeMessage(today);
}

/** What a plan's date outside planDateBounds is told ('Plan dates must be from 01/01/2000 to 31/12/2036'). */
export function planDateRangeMessage(today: string): string {
  const { min, max } = planDateBounds(today);
  return MESSAGES.planDateRange(shortDate(min), shortDate(max));
}

/** A plan's start and end outside planDateBounds, keyed by the field as the server answers them. */
export function planDatesErrors(dates: { start_date: string | null; end_date: string | null }, today: string): { start_date?: string; end_date?: string } {
  const start = planDateError(dates.start_date, today);
  const end = planDateError(dates.end_date, today);
  return { ...(start ? { start_date: start } : {}), ...(end ? { end_date: end } : {}) };
}

/**
 * SPEC §5: with both dates the number of days is the inclusive day difference (same day = 1).
 * Computed on UTC midnights, so a daylight-saving change in between does not lose or add a day.
 * Returns 0 when the end is before the start or either date is malformed: no days to plan.
 */
export function inclusiveDays(start: string, end: string): number {
  const s = parseIsoDate(start);
  const e = parseIsoDate(end);
  if (s === null || e === null || e < s) return 0;
  return Math.round((e - s) / DAY_MS) + 1;
}

/**
 * SPEC §4, §9: scheduling sets the end to "start plus days". Read with §5's inclusive count (same day = 1),
 * that is start + days - 1, so inclusiveDays(start, end) === days again. Null for fewer than 1 day.
 */
export function scheduleEndDate(start: string, days: number): string | null {
  return days >= 1 ? addDays(start, days - 1) : null;
}

// ---------------------------------------------------------------------------------------------------
// Notes and imports (SPEC §5)

const NAMED_ENTITIES: Record<string, string> = {
  lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', nbsp: ' ',
  sol: '/', lpar: '(', rpar: ')', equals: '=', semi: ';', period: '.', excl: '!', num: '#',
};

function fromCodePointSafe(cp: number, fallback: string): string {
  return Number.isInteger(cp) && cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : fallback;
}

/** Decodes the entities a browser would (the semicolon is optional), repeatedly, so double encoding unwraps. */
function decodeEntities(s: string): string {
  let current = s;
  for (let i = 0; i < 5; i += 1) {
    const next = current
      .replace(/&#x([0-9a-f]+);?/giu, (m, hex: string) => fromCodePointSafe(parseInt(hex, 16), m))
      .replace(/&#(\d+);?/gu, (m, dec: string) => fromCodePointSafe(parseInt(dec, 10), m))
      .replace(/&([a-z]+);?/giu, (m, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? m);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** A tag, end tag, comment or processing instruction opens with '<' directly followed by one of these. */
const TAG_OPEN = /<[a-z!?/]/iu;
/**
 * A tag: an opening with a '>' after it. Without one ('a<b', 'x <y') it is text, which the HTML parser too ends
 * as no element, and a note shows as text. Looked for before the last '>', which takes linear time.
 */
const hasTag = (text: string) => TAG_OPEN.test(text.slice(0, text.lastIndexOf('>') + 1));
/** on…= as in onclick="…"; outside a tag it is harmless, but the spec refuses it anyway. */
const EVENT_HANDLER = /\bon[a-z]+\s*=/iu;

/**
 * SPEC §5: saving a note is refused if tags, inline event handlers, a javascript: scheme or a script tag
 * appear. Checked on the text as typed and with entities decoded; the scheme and script checks also
 * ignore whitespace and control characters, which browsers skip inside a URL scheme ('jav\tascript:').
 * Note the handler rule also refuses plain text such as 'onions=2'.
 */
export function isSafeNoteContent(s: string): boolean {
  const decoded = decodeEntities(s);
  for (const text of [s, decoded]) {
    if (hasTag(text) || EVENT_HANDLER.test(text)) return false;
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must be ignored
    const compact = text.replace(/[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200d\ufeff]/gu, '').toLowerCase();
    if (compact.includes('javascript:') || /<\/?script/u.test(compact)) return false;
  }
  return true;
}

/**
 * ours: why the server could not read a page to import, sent beside SPEC §8's 'recipe import failed' (the 422's
 * errors.url): not found (404, 410), not a web page, no answer, turned away (401, 403, 429), anything else; a page over
 * the size cap (its HTML too large to paste too), an answer begun but not finished in time (told apart from none). The
 * words are the cookbook's (src/features/cookbook/importFailure.ts).
 */
export const IMPORT_FAILURE_CODES = ['notFound', 'notHtml', 'unreachable', 'refused', 'unreadable', 'tooLarge', 'tooSlow'] as const;
export type ImportFailureCode = (typeof IMPORT_FAILURE_CODES)[number];

/** SPEC §5: an import URL must parse as http or https (with a host); otherwise nothing happens. */
export function isImportUrl(s: string): boolean {
  try {
    const url = new URL(s.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------
// Recipes (SPEC §5)

export interface RecipeDraftInput {
  name: string;
  description: string;
  ingredients: unknown[];
  steps: { title: string; description: string }[];
}

/**
 * SPEC §5: every failing rule of the draft, keyed name, description, ingredients, steps,
 * step_{i}_title and step_{i}_description (i is the 0-based index; the message says i + 1).
 * An empty object means the draft is valid. Blank (spaces only) counts as empty.
 */
export function validateRecipeDraft(d: RecipeDraftInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (d.name.trim() === '') errors.name = MESSAGES.recipeNameRequired;
  if (d.description.trim() === '') errors.description = MESSAGES.recipeDescriptionRequired;
  if (d.ingredients.length === 0) errors.ingredients = MESSAGES.ingredientRequired;
  if (d.steps.length === 0) errors.steps = MESSAGES.stepRequired;
  d.steps.forEach((step, i) => {
    if (step.title.trim() === '') errors[`step_${i}_title`] = MESSAGES.stepTitleRequired(i + 1);
    if (step.description.trim() === '') errors[`step_${i}_description`] = MESSAGES.stepDescriptionRequired(i + 1);
  });
  return { ...errors, ...recipeTextTooLong(d) };
}

/**
 * Ours: the texts of a recipe longer than the server keeps them (name and step title NAME_MAX, description and step
 * description RECIPE_DESCRIPTION_MAX, STEP_DESCRIPTION_MAX), keyed as validateRecipeDraft keys them. The wizard's
 * fields keep a longer paste and say this rather than cut it short without a word (QA newcomer D4).
 */
export function recipeTextTooLong(d: Pick<RecipeDraftInput, 'name' | 'description' | 'steps'>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (d.name.length > NAME_MAX) errors.name = MESSAGES.recipeNameTooLong;
  if (d.description.length > RECIPE_DESCRIPTION_MAX) errors.description = MESSAGES.recipeDescriptionTooLong;
  d.steps.forEach((step, i) => {
    if (step.title.length > NAME_MAX) errors[`step_${i}_title`] = MESSAGES.stepTitleTooLong(i + 1);
    if (step.description.length > STEP_DESCRIPTION_MAX) errors[`step_${i}_description`] = MESSAGES.stepDescriptionTooLong(i + 1);
  });
  return errors;
}

/**
 * SPEC §5: hours, minutes and seconds are each at most 2 digits, digits only (ASCII 0-9).
 * Decision: an empty field is allowed and means 00, so a user can clear a field while typing.
 */
export function isTimerField(s: string): boolean {
  return new RegExp(`^[0-9]{0,${TIMER_FIELD_DIGITS}}$`, 'u').test(s);
}

// ---------------------------------------------------------------------------------------------------
// Receipt scan (SPEC §5)

/**
 * A price: digits (optionally with thousands groups, 1.234,56), a comma or dot, exactly two decimals.
 * Not glued to other digits or separators on either side, so dates (02.03.2020) and codes are not
 * prices, and not followed by % (a VAT rate such as 7,00 %). A trailing VAT letter (1,99 A) is fine.
 */
const PRICE = /(?<![\d.,])(\d{1,3}(?:[.,]\d{3})+|\d+)[.,](\d{2})(?![.,]?\d)(?!\s*%)/gu;
/** A minus directly before the amount or before its currency sign (-1,99, -€1.99, €-1.99) marks a discount. */
const NEGATIVE_PREFIX = /-(?:[€$£]\s?)?$/u;

/**
 * SPEC §5: the price on a receipt line, such as 1,99 or 1.99 or 12.50, optionally after €, $ or £ or
 * before a VAT letter. When a line holds several (2 x 0,35 0,70) the last is the line's price.
 * A discount written with a minus is returned negative. Null when the line has no price.
 */
export function parsePrice(line: string): number | null {
  let last: { value: number; index: number; negative: boolean } | null = null;
  for (const m of line.matchAll(PRICE)) {
    const whole = (m[1] ?? '').replace(/[.,]/gu, '');
    const index = m.index;
    last = { value: Number(`${whole}.${m[2] ?? '00'}`), index, negative: NEGATIVE_PREFIX.test(line.slice(0, index)) };
  }
  if (!last) return null;
  return last.negative && last.value !== 0 ? -last.value : last.value;
}

/**
 * SPEC §5: lines containing one of the skip words (case-insensitive, anywhere, so 'authori' catches
 * authorised and authorization) are skipped, and so is a line without a price.
 */
export function shouldSkipScanLine(line: string): boolean {
  const lower = line.toLowerCase();
  return SCAN_SKIP_WORDS.some((w) => lower.includes(w)) || parsePrice(line) === null;
}

// ---------------------------------------------------------------------------------------------------
// Account and passwords (SPEC §5)

export interface AccountFields {
  name: string;
  email: string;
}
export interface AccountUpdateResult {
  name?: string;
  email?: string;
  unchanged?: true;
}

/** SPEC §5: the account name must be longer than 3 characters (surrounding spaces do not count). */
export function isAccountName(s: string): boolean {
  return charCount(s.trim()) > ACCOUNT_NAME_MIN_EXCLUSIVE;
}

/**
 * SPEC §5: the name is longer than 3 characters; the email matches a basic pattern; an update is
 * allowed only when something changed. Field errors come first; `unchanged` is set only for a valid
 * form equal to the current account (names compared trimmed, emails trimmed and case-insensitively,
 * as the server stores them). An empty object means: send it.
 */
export function validateAccountUpdate(cur: AccountFields, next: AccountFields): AccountUpdateResult {
  const result: AccountUpdateResult = {};
  if (!isAccountName(next.name)) result.name = MESSAGES.accountNameTooShort;
  if (!isEmail(next.email.trim())) result.email = MESSAGES.invalidEmail;
  if (result.name || result.email) return result;
  const sameName = cur.name.trim() === next.name.trim();
  const sameEmail = cur.email.trim().toLowerCase() === next.email.trim().toLowerCase();
  return sameName && sameEmail ? { unchanged: true } : result;
}

export interface PasswordChangeInput {
  new_password: string;
  confirm_password: string;
}

/** SPEC §5: the new password is at least 5 characters and equals the confirmation. */
export function validatePasswordChange(p: PasswordChangeInput): string | null {
  if (charCount(p.new_password) < PASSWORD_CHANGE_MIN) return MESSAGES.passwordChangeMin;
  if (p.new_password !== p.confirm_password) return MESSAGES.passwordHint;
  return null;
}

/** SPEC §5: the hint 'Password does not match.' shows once the confirmation is longer than 7 characters. */
export function showPasswordHint(newPw: string, confirm: string): boolean {
  return charCount(confirm) > PASSWORD_HINT_AFTER && confirm !== newPw;
}

/** SPEC §5: at least 6 characters, then the two must match. */
export function validatePasswordReset(password: string, confirm: string): string | null {
  if (charCount(password) < PASSWORD_RESET_MIN) return MESSAGES.resetMin;
  if (password !== confirm) return MESSAGES.resetMatch;
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Ids (SPEC §9)

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/** SPEC §9: 6 characters of base 36 (0-9, a-z). Not a secret: for drafts, steps and notes only. */
export function randomId(): string {
  const values = new Uint32Array(RANDOM_ID_LENGTH);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (v) => BASE36.charAt(v % BASE36.length)).join('');
}
