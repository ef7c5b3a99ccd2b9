// SPEC §7 /stores bodies; SPEC §5: store names and descriptions allow letters, digits and spaces.
import { z } from 'zod';
import { MAX_ITEMS, storeItemSchema, versionSchema } from './itemSchemas';
import { NAME_MAX, STORE_DESCRIPTION_MAX, validateSimpleName } from './rules';

const refineName = (required: boolean) => (value: string, ctx: z.RefinementCtx) => {
  const message = validateSimpleName(value, { required });
  if (message) ctx.addIssue({ code: 'custom', message });
};

export const storeNameSchema = z.string().max(NAME_MAX).superRefine(refineName(true)).transform((s) => s.trim());
export const storeDescriptionSchema = z.string().max(STORE_DESCRIPTION_MAX).superRefine(refineName(false)).transform((s) => s.trim());

export const storeCreateSchema = z.object({
  name: storeNameSchema,
  description: storeDescriptionSchema.default(''),
});

export const storeUpdateSchema = z.object({
  items: z.array(storeItemSchema).max(MAX_ITEMS),
  name: storeNameSchema.optional(),
  description: storeDescriptionSchema.optional(),
  version: versionSchema,
});
