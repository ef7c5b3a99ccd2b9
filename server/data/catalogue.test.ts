// Integrity of the seed catalogue: names resolve, values are in range, images exist, and a few facts a cook
// would check by hand hold (they guard the generator and its sources against regressions).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { INGREDIENT_CATEGORIES, RECIPE_CATEGORIES } from './categories';
import { INGREDIENTS } from './ingredients';
import { NEWS } from './news';
import { RECIPES } from './recipes';
import { EU_ALLERGENS, TREATMENTS, UNITS, type SeedIngredient } from './types';

const byName = new Map(INGREDIENTS.map((ingredient) => [ingredient.name, ingredient]));
const ingredient = (name: string): SeedIngredient => {
  const found = byName.get(name);
  if (!found) throw new Error(`no ingredient ${name}`);
  return found;
};
const units: readonly string[] = UNITS;
const treatments: readonly string[] = TREATMENTS;
const allergens: readonly string[] = EU_ALLERGENS;
const ingredientCategories: readonly string[] = INGREDIENT_CATEGORIES;
const recipeCategories: readonly string[] = RECIPE_CATEGORIES;

describe('ingredients', () => {
  test('at least 400, with unique lower-case names', () => {
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(400);
    expect(byName.size).toBe(INGREDIENTS.length);
    for (const { name } of INGREDIENTS) expect(name).toBe(name.trim().toLowerCase());
  });

  test('categories, units, quantities, allergens and shelf lives are valid', () => {
    for (const i of INGREDIENTS) {
      expect(ingredientCategories).toContain(i.category);
      expect(units).toContain(i.default_unit);
      expect(i.default_quantity).toBeGreaterThan(0);
      expect(Number.isInteger(i.expiry_days) && i.expiry_days > 0).toBe(true);
      for (const allergen of i.allergens) expect(allergens).toContain(allergen);
      expect(new Set(i.allergens).size).toBe(i.allergens.length);
    }
  });

  test('every category has ingredients', () => {
    for (const category of INGREDIENT_CATEGORIES) expect(INGREDIENTS.some((i) => i.category === category)).toBe(true);
  });

  test('dietary flags agree with each other and with the allergens', () => {
    for (const i of INGREDIENTS) {
      if (i.vegan) expect(i.vegetarian).toBe(true);
      if (i.vegan) expect(i.allergens.filter((a) => ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'].includes(a))).toEqual([]);
      if (i.vegetarian) expect(i.allergens.filter((a) => ['fish', 'crustaceans', 'molluscs'].includes(a))).toEqual([]);
      expect(i.dairy_free).toBe(!i.allergens.includes('milk'));
      expect(i.gluten_free).toBe(!i.allergens.includes('gluten'));
    }
  });

  test.each([
    ['butter', { vegan: false, vegetarian: true, dairy_free: false, allergens: ['milk'] }],
    ['plain flour', { vegan: true, gluten_free: false, allergens: ['gluten'] }],
    ['honey', { vegan: false, vegetarian: true, sugar_free: false }],
    ['tofu', { vegan: true, allergens: ['soybeans'] }],
    ['peanut butter', { vegan: true, allergens: ['peanuts'] }],
    ['leaf gelatine', { vegetarian: false }],
    ['caster sugar', { vegan: true, sugar_free: false }],
    ['tomato ketchup', { sugar_free: false }],
    ['dark chocolate', { sugar_free: false }],
    ['porridge oats', { gluten_free: false }],
    ['soy sauce', { gluten_free: false }],
    ['parmesan', { vegetarian: false }],
    ['worcestershire sauce', { vegetarian: false }],
    ['salmon fillet', { vegetarian: false, allergens: ['fish'] }],
    ['mussel', { allergens: ['molluscs'] }],
    ['celery stick', { allergens: ['celery'] }],
    ['egg', { vegan: false, vegetarian: true, allergens: ['eggs'] }],
    ['onion', { vegan: true, gluten_free: true, sugar_free: true, allergens: [] }],
  ])('%s', (name, facts) => {
    expect(ingredient(name)).toMatchObject(facts);
  });

  test('fresh food expires sooner than dry goods', () => {
    expect(ingredient('chicken breast').expiry_days).toBeLessThanOrEqual(3);
    expect(ingredient('milk').expiry_days).toBeLessThanOrEqual(10);
    expect(ingredient('basmati rice').expiry_days).toBeGreaterThan(180);
  });
});

describe('recipes', () => {
  test('at least 60, across at least 8 valid categories, with unique slugs and names', () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(60);
    for (const r of RECIPES) expect(recipeCategories).toContain(r.category);
    expect(new Set(RECIPES.map((r) => r.category)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(RECIPES.map((r) => r.slug)).size).toBe(RECIPES.length);
    expect(new Set(RECIPES.map((r) => r.name)).size).toBe(RECIPES.length);
  });

  test('slugs are kebab-case and names Title Case', () => {
    for (const r of RECIPES) {
      expect(r.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      for (const word of r.name.split(/[\s-]+/)) expect(word[0]).toBe(word[0]?.toUpperCase());
      expect(r.description.length).toBeGreaterThan(20);
      expect(r.serves).toBeGreaterThan(0);
    }
  });

  test('ingredients exist, once each, with valid units and treatments', () => {
    for (const r of RECIPES) {
      expect(r.ingredients.length).toBeGreaterThanOrEqual(1);
      expect(new Set(r.ingredients.map((i) => i.ingredient)).size).toBe(r.ingredients.length);
      for (const i of r.ingredients) {
        expect([r.slug, byName.has(i.ingredient)]).toEqual([r.slug, true]);
        expect(units).toContain(i.measurement);
        expect(i.quantity).toBeGreaterThan(0);
        if (i.treatment !== null) expect(treatments).toContain(i.treatment);
      }
    }
  });

  test('steps are named, described and timed as hh:mm:ss', () => {
    for (const r of RECIPES) {
      expect(r.steps.length).toBeGreaterThanOrEqual(2);
      for (const s of r.steps) {
        expect(s.name.length).toBeGreaterThan(0);
        expect(s.description.length).toBeGreaterThan(0);
        if (s.timer !== null) {
          expect(s.timer).toMatch(/^\d{2}:\d{2}:\d{2}$/);
          expect(s.timer).not.toBe('00:00:00');
        }
      }
    }
  });

  test('dietary spread: vegan, vegetarian, gluten-free and allergen-bearing recipes', () => {
    const every = (r: (typeof RECIPES)[number], flag: 'vegan' | 'vegetarian' | 'gluten_free') =>
      r.ingredients.every((i) => ingredient(i.ingredient)[flag]);
    expect(RECIPES.filter((r) => every(r, 'vegan')).length).toBeGreaterThanOrEqual(10);
    expect(RECIPES.filter((r) => every(r, 'vegetarian')).length).toBeGreaterThanOrEqual(25);
    expect(RECIPES.filter((r) => every(r, 'gluten_free')).length).toBeGreaterThanOrEqual(15);
    expect(RECIPES.filter((r) => r.ingredients.some((i) => ingredient(i.ingredient).allergens.length > 0)).length).toBeGreaterThanOrEqual(20);
  });

  test('recipes in the Vegetarian category are vegetarian', () => {
    for (const r of RECIPES.filter((recipe) => recipe.category === 'Vegetarian')) {
      expect([r.slug, r.ingredients.every((i) => ingredient(i.ingredient).vegetarian)]).toEqual([r.slug, true]);
    }
  });

  test('every recipe has a small SVG image named after its slug', () => {
    for (const r of RECIPES) {
      const file = join(__dirname, 'images', `${r.slug}.svg`);
      expect([r.slug, existsSync(file)]).toEqual([r.slug, true]);
      expect(statSync(file).size).toBeLessThan(3 * 1024);
    }
  });
});

describe('news', () => {
  test('3 to 4 launch items with HTML content and ISO dates', () => {
    expect(NEWS.length).toBeGreaterThanOrEqual(3);
    expect(NEWS.length).toBeLessThanOrEqual(4);
    for (const item of NEWS) {
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.HtmlContent).toMatch(/^<p>/);
      expect(Number.isNaN(Date.parse(item.created_at))).toBe(false);
    }
  });
});
