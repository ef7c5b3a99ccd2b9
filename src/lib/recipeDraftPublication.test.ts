import type { PublishRequest, UserRecipe } from '../../contract/entities';
import { RECIPE_MESSAGES } from '../../contract/recipeRules';
import { publicationOf, publishActions } from './recipeDraftPublication';

const recipe: UserRecipe = {
  user_recipe_id: 1, name: 'Bread', description: 'A loaf', image: null, serves: 1, category_id: null,
  ingredients: [{ value: 7, name: 'Flour', quantity: 1, measurement: 'g', treatment: null }],
  steps: [{ title: 'Mix', description: 'Mix it', timer: null, step_image: null }],
  published: false, publish_request: null, updated_at: '2026-11-21T10:00:00.000Z',
};
const request = (status: PublishRequest['status'], reason: string | null = null): PublishRequest => ({
  id: 9, entity_id: 1, entity_type: 'UserRecipe', status, reason, created_at: '2026-11-21T10:00:00.000Z', updated_at: '2026-11-21T10:00:00.000Z',
});
const custom = { ...recipe, ingredients: [...recipe.ingredients, { value: 'CUSTOM-x1y2z3', name: 'Love', quantity: 1, measurement: 'unit' as const, treatment: null }] };

describe('the custom row actions (SPEC §4 publish request)', () => {
  it('offers publish for a private recipe without a request', () => {
    expect(publishActions(recipe)).toEqual({ publish: true, unpublish: false, request: null, blockedByCustom: false, reason: null });
    expect(publicationOf(recipe)).toBe('private');
  });

  it('offers unpublish for a published one', () => {
    const published = { ...recipe, published: true };
    expect(publishActions(published)).toMatchObject({ publish: false, unpublish: true, request: null });
    expect(publicationOf(published)).toBe('published');
  });

  it('shows a pending or rejected request with cancel instead', () => {
    for (const status of ['pending', 'rejected'] as const) {
      const withRequest = { ...recipe, publish_request: request(status) };
      expect(publishActions(withRequest)).toMatchObject({ publish: false, unpublish: false, request: { status } });
      expect(publicationOf(withRequest)).toBe(status);
    }
  });

  it('ignores a finished request', () => {
    expect(publishActions({ ...recipe, publish_request: request('cancelled') })).toMatchObject({ publish: true, request: null });
  });

  it("gives a rejected request's reason, unless the note on custom ingredients says it already", () => {
    const reason = 'Please add a photo of the finished dish.';
    expect(publishActions({ ...recipe, publish_request: request('rejected', reason) }).reason).toBe(reason);
    expect(publishActions({ ...recipe, publish_request: request('rejected') }).reason).toBeNull();
    expect(publishActions({ ...recipe, publish_request: request('pending', reason) }).reason).toBeNull();
    expect(publishActions({ ...custom, publish_request: request('rejected', reason) }).reason).toBe(reason);
    const refused = publishActions({ ...custom, publish_request: request('rejected', RECIPE_MESSAGES.publishUnknownIngredients) });
    expect(refused).toMatchObject({ blockedByCustom: true, reason: null });
    // the recipe changed since: the refusal is history, not the note
    expect(publishActions({ ...recipe, publish_request: request('rejected', RECIPE_MESSAGES.publishUnknownIngredients) }).reason).toBe(RECIPE_MESSAGES.publishUnknownIngredients);
  });

  it('blocks publishing a recipe with custom ingredients', () => {
    expect(publishActions(custom).blockedByCustom).toBe(true);
    expect(publishActions({ ...custom, published: true }).blockedByCustom).toBe(false);
  });
});
