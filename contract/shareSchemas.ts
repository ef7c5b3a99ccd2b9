// SPEC §7 /share bodies. E-mails are normalised like every other address.
import { z } from 'zod';
import { emailSchema } from './schemas';

export const shareableTypeSchema = z.enum(['UserMealplan', 'UserShoppinglist', 'UserFoodStore']);
const entityIdSchema = z.number().int().positive().max(2_147_483_647);
/** ours: one call shares with at most this many people */
export const MAX_RECIPIENTS = 50;

export const shareSchema = z.object({
  shared_with: z.array(z.object({ email: emailSchema, canEdit: z.boolean() })).max(MAX_RECIPIENTS),
  unshared_with: z.array(emailSchema).max(MAX_RECIPIENTS).default([]),
  entity_id: entityIdSchema,
  type: shareableTypeSchema,
  /**
   * ours: shared_with only changes the rights of those it is shared with now; an address it is not shared with (any
   * more) is left alone, not shared with again nor mailed. The share dialog's edit-right switch sends it: the dialog's
   * list may be older than the server's, and the one it names may have left meanwhile.
   */
  rights_only: z.boolean().optional(),
});

export const shareRemoveSchema = z.object({ entity_id: entityIdSchema, entity_type: shareableTypeSchema });
export const shareDefaultSchema = z.object({ entity_id: entityIdSchema, entity_type: z.literal('UserFoodStore') });
