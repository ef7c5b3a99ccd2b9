import type { IngredientOption, RecipeDraft, UserRecipe } from '../../contract/entities';
import { RECIPE_MESSAGES } from '../../contract/recipeRules';
import {
  customIngredient, draftToRequest, emptyDraft, hasCustomIngredients, ingredientFromOption, isDraftValid, isRecipeDraft,
  isStepValid, newStep, reachableStep, recipeToDraft, setTimerField, splitTimer, stepIndex,
} from './recipeDraft';

const flour: IngredientOption = {
  value: 7, name: 'Flour', category_id: 1, category_name: 'Baking', image: '/img/flour.jpg', default_unit: 'g', default_quantity: 100, estimated_expiry_days: 90,
};

function complete(): RecipeDraft {
  return {
    ...emptyDraft('Bread'),
    description: 'A loaf',
    ingredients: [ingredientFromOption(flour)],
    steps: [{ ...newStep(), title: 'Mix', description: 'Mix it all' }],
  };
}

describe('the wizard step rules (SPEC §4)', () => {
  it('opens step 1 with a name and a description, and not while the name check refuses the name', () => {
    expect(isStepValid(emptyDraft(), 0)).toBe(false);
    expect(isStepValid({ ...emptyDraft('Bread'), description: '  ' }, 0)).toBe(false);
    expect(isStepValid({ ...emptyDraft('Bread'), description: 'A loaf' }, 0)).toBe(true);
    expect(isStepValid({ ...emptyDraft('Bread'), description: 'A loaf' }, 0, RECIPE_MESSAGES.nameTaken)).toBe(false);
  });

  it('makes steps 2 and 3 valid once there is an ingredient (with a usable quantity)', () => {
    const draft = { ...emptyDraft(), ingredients: [ingredientFromOption(flour)] };
    expect(isStepValid(emptyDraft(), 1)).toBe(false);
    expect(isStepValid(emptyDraft(), 2)).toBe(false);
    expect(isStepValid(draft, 1)).toBe(true);
    expect(isStepValid(draft, 2)).toBe(true);
    // a quantity being retyped on step 3 holds that step back, not the ingredients step before it
    const emptied = { ...draft, ingredients: [{ ...draft.ingredients[0]!, quantity: Number.NaN }] };
    expect(isStepValid(emptied, 1)).toBe(true);
    expect(isStepValid(emptied, 2)).toBe(false);
    expect(reachableStep({ ...emptied, name: 'Bread', description: 'A loaf' }, 2)).toBe(2);
    // so do servings the server refuses (the field sets 0), and a deep link past step 3 lands on it
    expect(isStepValid({ ...draft, serves: 0 }, 2)).toBe(false);
    expect(isDraftValid({ ...complete(), serves: 0 })).toBe(false);
    expect(reachableStep({ ...complete(), serves: 0 }, 4)).toBe(2);
  });

  it('makes steps 4 and 5 valid only when name, description, ingredients and every step are complete', () => {
    expect(isStepValid(complete(), 3)).toBe(true);
    expect(isDraftValid(complete())).toBe(true);
    expect(isDraftValid({ ...complete(), steps: [] })).toBe(false);
    expect(isDraftValid({ ...complete(), steps: [...complete().steps, { ...newStep(), title: 'Bake' }] })).toBe(false);
    expect(isDraftValid({ ...complete(), ingredients: [] })).toBe(false);
    expect(isDraftValid({ ...complete(), name: ' ' })).toBe(false);
    expect(isDraftValid(complete(), RECIPE_MESSAGES.bannedWords)).toBe(false);
  });

  it('lands a deep link past an incomplete step on the first incomplete one', () => {
    expect(reachableStep(emptyDraft(), 4)).toBe(0);
    expect(reachableStep({ ...emptyDraft('Bread'), description: 'A loaf' }, 3)).toBe(1);
    expect(reachableStep({ ...complete(), steps: [] }, 4)).toBe(3);
    expect(reachableStep(complete(), 4)).toBe(4);
  });

  it('names the five sub-routes in order', () => {
    expect(['', 'ingredients', 'configure', 'steps', 'complete', 'other'].map(stepIndex)).toEqual([0, 1, 2, 3, 4, null]);
    expect(stepIndex(undefined)).toBe(0);
  });
});

describe('timer fields (SPEC §5: at most 2 digits each, digits only)', () => {
  it('takes up to two digits and refuses anything else', () => {
    expect(setTimerField('00:00:00', 1, '45')).toBe('00:45:00');
    expect(setTimerField('00:00:00', 0, '')).toBe(':00:00');
    expect(setTimerField('00:00:00', 2, '123')).toBeNull();
    expect(setTimerField('00:00:00', 2, '1a')).toBeNull();
    expect(setTimerField('00:00:00', 2, '-1')).toBeNull();
    expect(splitTimer(':5:')).toEqual(['', '5', '']);
  });
});

describe('the request body', () => {
  it('trims, sends a timer of zeros as none and pads the fields, and asks to publish only when told', () => {
    const draft = complete();
    draft.name = '  Bread ';
    draft.steps = [
      { ...draft.steps[0]!, timer: '00:00:00' },
      { ...newStep(), title: 'Bake', description: 'Hot oven', timer: '1::5' },
    ];
    const body = draftToRequest(draft, false);
    expect(body.name).toBe('Bread');
    expect(body.steps.map((s) => s.timer)).toEqual([null, '01:00:05']);
    expect(body.ingredients).toEqual([{ value: 7, name: 'Flour', quantity: 1, measurement: 'g', treatment: null }]);
    expect(body).not.toHaveProperty('publish');
    expect(draftToRequest(draft, true).publish).toBe(true);
  });
});

describe('custom ingredients (SPEC §3, §4)', () => {
  it('marks them with CUSTOM and a unit default, and they keep a recipe from being published', () => {
    const custom = customIngredient('  Grandma salt ');
    expect(String(custom.value)).toContain('CUSTOM');
    expect(custom).toMatchObject({ name: 'Grandma salt', quantity: 1, measurement: 'unit' });
    expect(hasCustomIngredients(complete())).toBe(false);
    expect(hasCustomIngredients({ ingredients: [...complete().ingredients, custom] })).toBe(true);
  });
});

describe('editing a saved recipe', () => {
  const saved: UserRecipe = {
    user_recipe_id: 4, name: 'Bread', description: 'A loaf', image: null, serves: 2, category_id: 3,
    ingredients: [{ value: 7, name: 'Flour', quantity: 500, measurement: 'g', treatment: null }, { value: 'CUSTOM-abc123', name: 'Love', quantity: 1, measurement: 'unit', treatment: null }],
    steps: [{ title: 'Mix', description: 'Mix it', timer: null, step_image: null }, { title: 'Bake', description: 'Bake it', timer: '00:40:00', step_image: null }],
    published: true, publish_request: null, updated_at: '2026-11-21T10:00:00.000Z',
  };

  it('becomes a draft with the catalogue pictures and default units, timers as HH:MM:SS', () => {
    const draft = recipeToDraft(saved, [flour]);
    expect(draft).toMatchObject({ user_recipe_id: 4, published: true, serves: 2, category_id: 3 });
    expect(draft.ingredients[0]).toMatchObject({ image: '/img/flour.jpg', default_unit: 'g', quantity: 500 });
    expect(draft.ingredients[1]).toMatchObject({ image: null, default_unit: 'unit' });
    expect(draft.steps.map((s) => s.timer)).toEqual(['00:00:00', '00:40:00']);
    expect(new Set(draft.steps.map((s) => s.id)).size).toBe(2);
    expect(isDraftValid(draft)).toBe(true);
  });
});

describe('a stored draft_recipe', () => {
  it('is trusted only with the draft shape', () => {
    expect(isRecipeDraft(complete())).toBe(true);
    expect(isRecipeDraft(null)).toBe(false);
    expect(isRecipeDraft({ name: 'x' })).toBe(false);
    expect(isRecipeDraft({ ...complete(), steps: [{ title: 'a' }] })).toBe(false);
  });
});
