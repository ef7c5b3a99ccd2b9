// The business constants and limits of SPEC §9, plus the fixed lists of §3 and §5.
// Values marked "ours" are not in the spec: they are limits we chose, kept here so client and server agree.

// --- Accounts and registration (SPEC §5, §9) ---
/** SPEC §9: the invite code is exactly 8 characters */
export const INVITE_CODE_LENGTH = 8;
/** SPEC §9: usernames have at least 6 characters */
export const USERNAME_MIN = 6;
/** ours: an upper bound so the server never stores an unbounded name */
export const USERNAME_MAX = 100;
/** SPEC §9: the account name must be longer than 3 characters (so 4 or more) */
export const ACCOUNT_NAME_MIN_EXCLUSIVE = 3;
/** SPEC §9: a changed password has at least 5 characters */
export const PASSWORD_CHANGE_MIN = 5;
/** SPEC §9: a reset password has at least 6 characters */
export const PASSWORD_RESET_MIN = 6;
/** ours: an upper bound for any password the server hashes */
export const PASSWORD_MAX = 200;
/** ours: the longest address RFC 5321 allows in a path */
export const EMAIL_MAX = 254;
/** ours: caps on the contact and bug report forms, so a message stays readable and the mailer safe */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5000;
/** SPEC §5: the password-change hint shows once the confirmation is longer than 7 characters */
export const PASSWORD_HINT_AFTER = 7;
/** SPEC §9: 'Invalid email address' shows after more than 5 characters */
export const EMAIL_ERROR_AFTER = 5;
/** SPEC §9: minimum user age per the terms */
export const MIN_USER_AGE = 13;
/** SPEC §9 */
export const TERMS_LAST_UPDATED = '7 April 2024';

// --- Search and pickers (SPEC §5, §9) ---
/** SPEC §9: search is debounced 800 ms */
export const SEARCH_DEBOUNCE_MS = 800;
/** SPEC §9: search needs more than 2 characters, i.e. at least 3 */
export const SEARCH_MIN_CHARS = 3;
/** SPEC §9: the pickers filter locally from 3 characters */
export const PICKER_FILTER_MIN = 3;

// --- Delays and durations (SPEC §9) ---
/** SPEC §9: meal plan and store edits autosave 500 ms after a change */
export const AUTOSAVE_MS = 500;
/** SPEC §9: the recipe name uniqueness check runs 500 ms after typing stops */
export const NAME_CHECK_DEBOUNCE_MS = 500;
/** SPEC §9: after 'Recipe created' the wizard navigates after 500 ms */
export const NAV_AFTER_RECIPE_SAVE_MS = 500;
/** SPEC §9: a list chosen for deletion after a shop is deleted after 800 ms */
export const DELETE_AFTER_SHOP_MS = 800;
/** SPEC §9 */
export const LIST_REMOVED_DELAY_MS = 200;
/** SPEC §9 */
export const PENDING_STOCK_LOGOUT_MS = 250;
/** SPEC §9: the toast lasts 1 second */
export const TOAST_MS = 1000;
/** SPEC §9: the version check repeats up to 6 times, every 2 s */
export const VERSION_CHECK_TRIES = 6;
export const VERSION_CHECK_INTERVAL_MS = 2000;
/** SPEC §9: script chunk time-out 120 s */
export const CHUNK_TIMEOUT_MS = 120_000;
/** SPEC §9: cook-mode timers tick every second */
export const TIMER_TICK_MS = 1000;
/** SPEC §5, §9: hours, minutes and seconds are each at most 2 digits */
export const TIMER_FIELD_DIGITS = 2;

// --- Images (SPEC §5, §9) ---
/** SPEC §9: an image must be under 2 MB (2097152 bytes), i.e. size < IMAGE_MAX_BYTES */
export const IMAGE_MAX_BYTES = 2_097_152;
/** SPEC §5, §9: cropped to 16:9 and resized to 1920x1080, JPEG quality 0.9 */
export const IMAGE_WIDTH = 1920;
export const IMAGE_HEIGHT = 1080;
export const IMAGE_QUALITY = 0.9;
export const IMAGE_MIME = 'image/jpeg';
/** SPEC §9: max dimension 1920 */
export const IMAGE_MAX_DIMENSION = 1920;
/** SPEC §9: the largest canvas side each browser allows */
export const CANVAS_MAX_DIMENSION = {
  chrome: 16384,
  desktopSafari: 16384,
  firefox: 11180,
  ios: 4096,
  other: 8192,
} as const;

// --- Recipes, meal plans, stores (SPEC §3, §9) ---
/** SPEC §9: serves and quantity default to 1 */
export const DEFAULT_SERVES = 1;
export const DEFAULT_QUANTITY = 1;
/** SPEC §3, §9: a created meal plan has 0 days; a draft in the editor starts with 3 */
export const MEALPLAN_DAYS_CREATED = 0;
export const MEALPLAN_DRAFT_DAYS = 3;
/** ours: a plan has at most a year of days (a leap year), and at most 20 recipes on one day */
export const MEALPLAN_MAX_DAYS = 366;
export const MEALPLAN_MAX_RECIPES_PER_DAY = 20;
/** SPEC §9: upcoming meals are today and tomorrow */
export const UPCOMING_MEAL_DAYS = 2;
/** SPEC §4, §9: a store item expires 14 days after date_added by default */
export const STORE_EXPIRY_DEFAULT_DAYS = 14;
/** SPEC §4, §9: 'expiring' is the last 3 days before expiry */
export const EXPIRING_WINDOW_DAYS = 3;
/** SPEC §4, §9: notifications default to 30 expiry days, with a 2-day warning window */
export const NOTIFICATION_EXPIRY_DEFAULT_DAYS = 30;
export const NOTIFICATION_WARNING_DAYS = 2;
/** SPEC §9: custom item defaults */
export const CUSTOM_ITEM = { quantity: 1, unit: 'unit', expiryDays: 14 } as const;
/** SPEC §3: custom items contain CUSTOM in their id/value */
export const CUSTOM_MARKER = 'CUSTOM';
/** SPEC §9: merged ingredients keep the measurement only if both match, else 'unit' */
export const MERGE_FALLBACK_UNIT = 'unit';
/** SPEC §6, §9: the share dialog lists only the first 6 recipients */
export const SHARE_LIST_VISIBLE = 6;
/** SPEC §9: random ids are 6 characters of base 36 */
export const RANDOM_ID_LENGTH = 6;
/** SPEC §9: sidebar width is 80% of the screen, up to 300 px */
export const SIDEBAR_WIDTH_FRACTION = 0.8;
export const SIDEBAR_MAX_WIDTH_PX = 300;
/** SPEC §4: onboarding has steps 0 to 5 */
export const ONBOARDING_STEPS = 6;

// --- Fixed lists (SPEC §3, §5) ---
/** SPEC §3: unit options, in the spec's order */
export const UNIT_OPTIONS = ['unit', 'kg', 'g', 'mg', 'l', 'ml', 'cup', 'rasher', 'tsp', 'tbsp'] as const;
export type Unit = (typeof UNIT_OPTIONS)[number];

/** SPEC §3: preparation descriptors, in the spec's order */
export const TREATMENTS = [
  'whole', 'crushed', 'powdered', 'muddled', 'diced', 'peeled', 'sliced', 'cooked', 'melted', 'boiled', 'grated',
] as const;
export type Treatment = (typeof TREATMENTS)[number];

/** SPEC §1, §3: dietary badges (the allergen flag is separate) */
export const DIETARY_TAGS = ['vegetarian', 'vegan', 'dairy_free', 'gluten_free', 'sugar_free'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/** SPEC §5: scan lines containing any of these (case-insensitive, as substrings) are skipped */
export const SCAN_SKIP_WORDS = [
  'eftpos', 'visa', 'total', 'purchase', 'mastercard', 'terminal', 'tax', 'invoice', 'phone', 'reference', 'authori', 'gst',
] as const;

/** SPEC §9: category grouping fallback names */
export const CATEGORY_FALLBACK = { custom: 'Custom', misc: 'Misc' } as const;

/** ours: past this page every list is empty anyway; the cap keeps OFFSET a small number (the API refuses a later ?page) */
export const MAX_PAGE = 100_000;

/** ours: the largest quantity of an item in a store or on a list (contract/rules.ts holds it to this) */
export const QUANTITY_MAX = 1_000_000;
