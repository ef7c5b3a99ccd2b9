// The validation rules of SPEC §5 and the messages of SPEC §5 and §8, shared by client and server: those of the lists,
// stores and plans that most screens use. Those of only a few screens are beside it, so that nearly every screen does not
// load them: registration and the account (authRules), an own recipe (recipeRules), a cookbook's notes and imports
// (cookbookRules), a plan's name and dates (planRules) and a receipt (receiptRules).
// Messages are verbatim from the spec, odd spelling included; the few marked "ours" are not in the spec.
import { EMAIL_ERROR_AFTER, QUANTITY_MAX, RANDOM_ID_LENGTH } from './constants';
import { groupThousands } from './coreRules';

// the rules the first load needs are in coreRules.ts; everything else imports them from here as before
export { addDays, groupThousands, isSearchable, pickerMatches } from './coreRules';

/** ours: how a list, store or plan the user had is said to be gone (a 404 does not tell deleted from no longer shared) */
export const goneOrUnshared = (subject: string) => `${subject} was deleted, or it is no longer shared with you`;

/** ours: what a complete-shop refused for its store or its list for the unchecked items asks for */
const CHOOSE_ANOTHER = { store: 'Choose another store.', list: 'Choose another list for the unchecked items.' };

export const MESSAGES = {
  // --- SPEC §5: e-mail ---
  invalidEmail: 'Invalid email address',

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

  // --- ours: names and descriptions ---
  /** ours: a list's, a store's or a plan's name, and a store's description, past the bound, as the recipe's */
  nameTooLong: 'A name may hold up to 200 characters',
  descriptionTooLong: 'A description may hold up to 500 characters',

  // --- ours: the contact and bug report forms ---
  contactRequired: 'Please fill in this field.',
  contactTooLong: 'This is too long.',
  contactSent: 'Thank you, your message has been sent.',
  contactFailed: 'Your message could not be sent. Please try again later.',

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
// E-mail (SPEC §5)

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

/** SPEC §5, §9: 'Invalid email address' shows only after more than 5 characters. */
export function shouldShowEmailError(s: string): boolean {
  return s.length > EMAIL_ERROR_AFTER && !isEmail(s);
}

// ---------------------------------------------------------------------------------------------------
// Names: stores, lists, notes (SPEC §5)

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

// ---------------------------------------------------------------------------------------------------
// Ids (SPEC §9)

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/** SPEC §9: 6 characters of base 36 (0-9, a-z). Not a secret: for drafts, steps and notes only. */
export function randomId(): string {
  const values = new Uint32Array(RANDOM_ID_LENGTH);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (v) => BASE36.charAt(v % BASE36.length)).join('');
}
