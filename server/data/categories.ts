// Category names for the seed catalogue. Ingredient categories follow the aisles of a UK/EU supermarket,
// so a shopping list grouped by them reads in the order a cook walks the shop.

export const INGREDIENT_CATEGORIES = [
  'Fruit & Veg',
  'Herbs & Spices',
  'Dairy & Eggs',
  'Meat',
  'Fish & Seafood',
  'Bakery',
  'Grains, Pasta & Rice',
  'Baking',
  'Tins & Jars',
  'Oils, Vinegars & Sauces',
  'Nuts, Seeds & Legumes',
  'Frozen',
  'Drinks',
  'Sweets & Snacks',
] as const;
export type IngredientCategory = (typeof INGREDIENT_CATEGORIES)[number];

export const RECIPE_CATEGORIES = [
  'Breakfast',
  'Soups',
  'Salads',
  'Mains',
  'Pasta',
  'Vegetarian',
  'Baking',
  'Desserts',
  'Sides',
  'Drinks',
] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];
