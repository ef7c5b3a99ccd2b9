// The recipe wizard's draft (SPEC §3 RecipeDraft) and its step rules (SPEC §4 recipe wizard, §5 recipe):
// which of the five steps are valid, how a draft becomes the request body, and how a saved recipe becomes
// a draft again for editing.
import type { UserRecipeRequest } from '../../contract/api';
import { CUSTOM_ITEM, CUSTOM_MARKER, DEFAULT_QUANTITY, DEFAULT_SERVES } from '../../contract/constants';
import type { DraftIngredient, DraftStep, IngredientOption, RecipeDraft, UserRecipe } from '../../contract/entities';
import { parseServes } from '../../contract/ingredientsText';
import { QUANTITY_MAX, randomId } from '../../contract/rules';
import { isTimerField, validateRecipeDraft } from '../../contract/recipeRules';

/** SPEC §2: the five steps as sub-routes, in order; '' is the base route */
export const WIZARD_STEPS = [
  { path: '', label: 'Basic details' },
  { path: 'ingredients', label: 'Ingredients' },
  { path: 'configure', label: 'Configure' },
  { path: 'steps', label: 'Steps' },
  { path: 'complete', label: 'Review' },
] as const;
export type WizardStepPath = (typeof WIZARD_STEPS)[number]['path'];
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** The step index of a sub-route segment, or null for an unknown one. */
export function stepIndex(segment: string | undefined): number | null {
  const at = WIZARD_STEPS.findIndex((s) => s.path === (segment ?? ''));
  return at >= 0 ? at : null;
}

export const NO_TIMER = '00:00:00';

export function emptyDraft(name = ''): RecipeDraft {
  return {
    category_id: null, name, description: '', ingredients: [], steps: [], serves: DEFAULT_SERVES,
    recipe_image: null, user_recipe_id: null, published: false,
  };
}

export function newStep(): DraftStep {
  return { id: randomId(), title: '', description: '', timer: NO_TIMER, step_image: null };
}

/** SPEC §3 draft ingredient: quantity 1, the ingredient's own default unit. */
export function ingredientFromOption(option: IngredientOption): DraftIngredient {
  return {
    value: option.value, name: option.name, image: option.image, quantity: DEFAULT_QUANTITY,
    measurement: option.default_unit, treatment: null, default_unit: option.default_unit,
  };
}

/** SPEC §3, §9: a custom ingredient's value contains CUSTOM; quantity 1, unit 'unit'. */
export function customIngredient(name: string): DraftIngredient {
  return {
    value: `${CUSTOM_MARKER}-${randomId()}`, name: name.trim(), image: null, quantity: CUSTOM_ITEM.quantity,
    measurement: CUSTOM_ITEM.unit, treatment: null, default_unit: CUSTOM_ITEM.unit,
  };
}

export const isCustomIngredient = (i: { value: number | string }) => typeof i.value === 'string' && i.value.includes(CUSTOM_MARKER);

/** SPEC §4: recipes with custom ingredients cannot be published (but can be saved). */
export const hasCustomIngredients = (r: { ingredients: { value: number | string }[] }) => r.ingredients.some(isCustomIngredient);

/** Every failing rule of SPEC §5, keyed as contract/rules validateRecipeDraft keys them. */
export const draftErrors = (draft: RecipeDraft): Record<string, string> => validateRecipeDraft(draft);

/**
 * SPEC §4: step 1 (ours: a name and a description, and no refusal from the name check), steps 2 and 3 once
 * there is an ingredient, steps 4 and 5 only when name, description, ingredients and every step are complete.
 * `nameError` is the name check's message, if any.
 */
export function isStepValid(draft: RecipeDraft, index: number, nameError: string | null = null): boolean {
  const errors = draftErrors(draft);
  if (index === 0) return !errors.name && !errors.description && !nameError;
  if (index === 1) return draft.ingredients.length > 0;
  if (index === 2) return draft.ingredients.length > 0 && quantitiesValid(draft) && servesValid(draft);
  return Object.keys(errors).length === 0 && !nameError && quantitiesValid(draft) && servesValid(draft);
}

/** ours: servings the server refuses (0, 120) hold the step back, as a refused quantity does; 0 is what the field sets */
const servesValid = (draft: RecipeDraft) => parseServes(String(draft.serves)) !== null;

/** ours: a quantity field left empty or at zero while typing holds the step back until it is a positive number */
export const isQuantityValid = (quantity: number) => quantity > 0 && quantity <= QUANTITY_MAX;
const quantitiesValid = (draft: RecipeDraft) => draft.ingredients.every((i) => isQuantityValid(i.quantity));

/** SPEC §4: submit only when the whole draft is valid. */
export const isDraftValid = (draft: RecipeDraft, nameError: string | null = null) => isStepValid(draft, LAST_STEP, nameError);

/**
 * The step a visitor may see: a sub-route is open only when every step before it is valid (ours: a deep
 * link or a reload past an incomplete step lands on the first incomplete one).
 */
export function reachableStep(draft: RecipeDraft, wanted: number, nameError: string | null = null): number {
  for (let i = 0; i < wanted; i += 1) if (!isStepValid(draft, i, nameError)) return i;
  return wanted;
}

/** The three fields of an HH:MM:SS timer; missing parts read as '00'. */
export function splitTimer(timer: string): [string, string, string] {
  const [h = '00', m = '00', s = '00'] = timer.split(':');
  return [h, m, s];
}

/**
 * SPEC §5: hours, minutes and seconds are each at most 2 digits, digits only. Returns the new timer, or
 * null when the typed field is refused (the input keeps its previous value).
 */
export function setTimerField(timer: string, field: 0 | 1 | 2, value: string): string | null {
  if (!isTimerField(value)) return null;
  const parts = splitTimer(timer);
  parts[field] = value;
  return parts.join(':');
}

/** The timer as it is saved, HH:MM:SS; a timer of zeros (or empty fields) is no timer. */
export const timerOrNull = (timer: string) => (/[1-9]/.test(timer) ? splitTimer(timer).map((f) => f.padStart(2, '0')).join(':') : null);

/** The body of POST /user-recipe-creator and PUT /user-recipe-creator/{id}. */
export function draftToRequest(draft: RecipeDraft, publish: boolean): UserRecipeRequest {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    category_id: draft.category_id,
    serves: draft.serves,
    image: draft.recipe_image,
    ingredients: draft.ingredients.map(({ value, name, quantity, measurement, treatment }) => ({ value, name, quantity, measurement, treatment })),
    steps: draft.steps.map((s) => ({ title: s.title.trim(), description: s.description.trim(), timer: timerOrNull(s.timer), step_image: s.step_image })),
    ...(publish ? { publish: true } : {}),
  };
}

/** A saved recipe as a draft for /recipe-edit/{id}; ingredient pictures and default units come from the catalogue. */
export function recipeToDraft(recipe: UserRecipe, options: IngredientOption[]): RecipeDraft {
  const byId = new Map(options.map((o) => [o.value, o]));
  return {
    category_id: recipe.category_id,
    name: recipe.name,
    description: recipe.description,
    serves: recipe.serves,
    recipe_image: recipe.image,
    user_recipe_id: recipe.user_recipe_id,
    published: recipe.published,
    ingredients: recipe.ingredients.map((i) => {
      const option = typeof i.value === 'number' ? byId.get(i.value) : undefined;
      return { ...i, image: option?.image ?? null, default_unit: option?.default_unit ?? CUSTOM_ITEM.unit };
    }),
    steps: recipe.steps.map((s) => ({ id: randomId(), title: s.title, description: s.description, timer: s.timer ?? NO_TIMER, step_image: s.step_image })),
  };
}

/** A stored draft_recipe is only trusted when it has the shape of SPEC §3 (storage may hold an older one). */
export function isRecipeDraft(value: unknown): value is RecipeDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Partial<RecipeDraft>;
  return typeof d.name === 'string' && typeof d.description === 'string' && Array.isArray(d.ingredients) && Array.isArray(d.steps)
    && typeof d.serves === 'number' && d.steps.every((s) => typeof s?.title === 'string' && typeof s.description === 'string' && typeof s.timer === 'string');
}
