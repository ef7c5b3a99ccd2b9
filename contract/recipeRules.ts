// The rules of SPEC §5 for an own recipe's draft, and the messages of SPEC §5 and §8 of recipes, their images and their
// publishing: only the recipe wizard, an own recipe's actions and the server use them, so they are not in
// contract/rules.ts, which nearly every screen loads. Messages are verbatim from the spec; "ours" marks the few that are not.
import { TIMER_FIELD_DIGITS } from './constants';
import { NAME_MAX, RECIPE_DESCRIPTION_MAX, STEP_DESCRIPTION_MAX } from './rules';

export const RECIPE_MESSAGES = {
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
  nameTaken: 'This name is already taken.',
  bannedWords: 'Contains banned words or symbols',
  imageTypes: 'only image files are allowed.',
  imageSize: 'file size must be under 2MB.',

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
} as const;

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
  if (d.name.trim() === '') errors.name = RECIPE_MESSAGES.recipeNameRequired;
  if (d.description.trim() === '') errors.description = RECIPE_MESSAGES.recipeDescriptionRequired;
  if (d.ingredients.length === 0) errors.ingredients = RECIPE_MESSAGES.ingredientRequired;
  if (d.steps.length === 0) errors.steps = RECIPE_MESSAGES.stepRequired;
  d.steps.forEach((step, i) => {
    if (step.title.trim() === '') errors[`step_${i}_title`] = RECIPE_MESSAGES.stepTitleRequired(i + 1);
    if (step.description.trim() === '') errors[`step_${i}_description`] = RECIPE_MESSAGES.stepDescriptionRequired(i + 1);
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
  if (d.name.length > NAME_MAX) errors.name = RECIPE_MESSAGES.recipeNameTooLong;
  if (d.description.length > RECIPE_DESCRIPTION_MAX) errors.description = RECIPE_MESSAGES.recipeDescriptionTooLong;
  d.steps.forEach((step, i) => {
    if (step.title.length > NAME_MAX) errors[`step_${i}_title`] = RECIPE_MESSAGES.stepTitleTooLong(i + 1);
    if (step.description.length > STEP_DESCRIPTION_MAX) errors[`step_${i}_description`] = RECIPE_MESSAGES.stepDescriptionTooLong(i + 1);
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
