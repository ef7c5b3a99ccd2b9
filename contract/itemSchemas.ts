// zod schemas for the items that lists and stores carry (SPEC §3 store item and shopping list ingredient),
// and the id parameter every /{id} route takes. Shared by the store, list and plan routes.
import { z } from 'zod';
import { UNIT_OPTIONS } from './constants';
import { EXPIRY_DAYS_MAX, NAME_MAX, QUANTITY_MAX } from './rules';

/** ours: bounds that keep one document small enough to read and write whole (names and quantities: contract/rules.ts) */
export const MAX_ITEMS = 5000;

export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Catalogue ids are numbers; custom items carry a string containing CUSTOM (SPEC §3). */
/** ours: the version a whole-entity write is based on; a stale one is refused with 412 (left out: no check) */
export const versionSchema = z.number().int().positive().max(2_147_483_647).optional();
export const itemIdSchema = z.union([z.number().int().nonnegative(), z.string().min(1).max(100)]);
export const unitSchema = z.enum(UNIT_OPTIONS);
const quantitySchema = z.number().finite().min(0).max(QUANTITY_MAX);
/** days from date_added to the item's expiry: never before the day it was added */
const expiryDaysSchema = z.number().int().min(0).max(EXPIRY_DAYS_MAX);
const isoDateTimeSchema = z.iso.datetime({ offset: true });
/** images are our own catalogue paths; anything else would make the app load a stranger's URL */
export const imagePathSchema = z.string().max(300).regex(/^\/api\/images\/[A-Za-z0-9/_.-]+$/).nullable();

export const storeItemSchema = z.object({
  value: itemIdSchema,
  id: itemIdSchema,
  name: z.string().trim().min(1).max(NAME_MAX),
  quantity: quantitySchema,
  unit: unitSchema,
  default_unit: unitSchema,
  measurement: unitSchema,
  date_added: isoDateTimeSchema,
  estimated_expiry_days: expiryDaysSchema,
  default_quantity: quantitySchema,
  category_id: z.number().int().positive().nullable(),
  image: imagePathSchema,
  created_at: isoDateTimeSchema,
  checked: z.boolean(),
});

export const shoppingListItemSchema = storeItemSchema
  .omit({ estimated_expiry_days: true, created_at: true })
  .extend({ estimated_expiry_days: expiryDaysSchema.optional() });
