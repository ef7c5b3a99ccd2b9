// SPEC §7 /user-shoppinglists bodies, and POST /user-shoppinglists/{id}/complete-shop (ours: SPEC §4 shop
// mode as one call, so a shop is never half-applied). SPEC §5: list names allow letters, numbers and spaces;
// a quantity is a number, minimum 1.
import { z } from 'zod';
import { CUSTOM_MARKER } from './constants';
import { itemIdSchema, MAX_ITEMS, shoppingListItemSchema, versionSchema } from './itemSchemas';
import { MESSAGES, NAME_MAX, QUANTITY_MAX, validateSimpleName } from './rules';

export const CUSTOM_NOT_CHECKABLE = 'Custom items cannot be checked.';
export const UPDATE_FORM_MESSAGE = 'Send name and ingredients, ingredients, or ingredients_to_remove.';

const MAX_ID = 2_147_483_647;
const entityIdSchema = z.number().int().positive().max(MAX_ID);

export const shoppingListNameSchema = z.string().max(NAME_MAX)
  .superRefine((value, ctx) => {
    const message = validateSimpleName(value, { required: true });
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((s) => s.trim());

export const listItemSchema = shoppingListItemSchema.extend({
  quantity: z.number().finite().min(1, { message: MESSAGES.quantityAtLeast(1) }).max(QUANTITY_MAX),
});
export const listItemsSchema = z.array(listItemSchema).max(MAX_ITEMS);

/** SPEC §3: custom items contain CUSTOM in their id or value */
export const isCustomId = (id: number | string): boolean => String(id).includes(CUSTOM_MARKER);

/** POST /user-shoppinglists: the create dialog sends only a name, so the items may be left out. */
export const shoppingListCreateSchema = z.object({
  name: shoppingListNameSchema,
  ingredients: listItemsSchema.default([]),
});

/**
 * PUT /user-shoppinglists/{id}, SPEC §7's three forms: { name, ingredients }, { ingredients_to_remove },
 * { ingredients }. A name may come alone or with either of the others; both item forms at once are refused.
 */
export const shoppingListUpdateSchema = z.object({
  name: shoppingListNameSchema.optional(),
  ingredients: listItemsSchema.optional(),
  ingredients_to_remove: z.array(itemIdSchema).max(MAX_ITEMS).optional(),
  version: versionSchema,
}).superRefine((body, ctx) => {
  if (body.ingredients && body.ingredients_to_remove) {
    ctx.addIssue({ code: 'custom', path: ['ingredients_to_remove'], message: 'Send ingredients or ingredients_to_remove, not both.' });
  }
  if (body.name === undefined && !body.ingredients && !body.ingredients_to_remove) {
    ctx.addIssue({ code: 'custom', path: ['ingredients'], message: UPDATE_FORM_MESSAGE });
  }
});

/** POST /user-shoppinglists/{id}/complete-shop */
export const completeShopSchema = z.object({
  /** item ids (the items' `id`) ticked in shop mode; SPEC §4: at least one, and never a custom item */
  checked_ids: z.array(itemIdSchema.refine((id) => !isCustomId(id), { message: CUSTOM_NOT_CHECKABLE })).min(1).max(MAX_ITEMS),
  /** the store the checked items go into; null keeps them out of every store */
  store_id: entityIdSchema.nullable().default(null),
  /** another list the unchecked items move to; null leaves them */
  move_unchecked_to: entityIdSchema.nullable().default(null),
  delete_list: z.boolean().default(false),
});

export type ShoppingListCreateBody = z.infer<typeof shoppingListCreateSchema>;
export type ShoppingListUpdateBody = z.infer<typeof shoppingListUpdateSchema>;
export type CompleteShopBody = z.infer<typeof completeShopSchema>;
