// The entities of SPEC §3, as they travel on the wire. Field names stay as the spec spells them.
import type { DietaryTag, Treatment, Unit } from './constants';

export type Id = number;
/** ISO 8601 date-time, e.g. 2026-11-21T09:30:00.000Z */
export type IsoDateTime = string;
/** ISO date, e.g. 2026-11-21 */
export type IsoDate = string;

export interface User {
  id: Id;
  name: string;
  email: string;
}

export interface Account extends User {
  email_verified: boolean;
  /** opted in to the daily e-mail of what expires in the next days */
  expiry_digest: boolean;
}

export interface AuthSession {
  token: string;
  user: User;
}

export interface Category {
  category_id: Id;
  name: string;
}

export interface Ingredient {
  ingredient_id: Id;
  name: string;
  category_id: Id;
  allergen: boolean;
  vegan: boolean;
  vegetarian: boolean;
  sugar_free: boolean;
  gluten_free: boolean;
  dairy_free: boolean;
}

export type RecipeTags = { allergen: boolean } & Record<DietaryTag, boolean>;

export interface RecipeIngredient {
  recipe_ingredient_id: Id;
  quantity: number;
  measurement: Unit;
  treatment: Treatment | null;
  ingredient: Ingredient;
}

export interface RecipeStep {
  recipe_step_id: Id;
  step_order: number;
  name: string;
  description: string;
  image: string | null;
  /** hh:mm:ss, or null when the step has no wait */
  timer: string | null;
  /** recipe_ingredient_ids used in this step */
  ingredients: Id[];
}

export interface RecipeSummary {
  recipe_id: Id;
  name: string;
  description: string;
  image: string | null;
  serves: number;
  category: { name: string };
  verified: boolean;
  tags: RecipeTags;
  updated_at: IsoDateTime;
}

export interface Recipe extends RecipeSummary {
  recipe_ingredients: RecipeIngredient[];
  recipe_steps: RecipeStep[];
}

export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
}

export interface SavedRecipe {
  recipe_id: Id;
  name: string;
  image: string | null;
  category: { name: string };
  description: string;
  serves: number;
}

/** a run of an imported list's entries under one name ('' for none): an ingredient group, a section of steps */
export interface ImportedGroup {
  name: string;
  count: number;
}

/** The parsed form of ImportedRecipe.data. */
export interface ImportedRecipeData {
  name?: string;
  description?: string;
  image?: string;
  recipeCuisine?: string;
  recipeYield?: string;
  recipeIngredient?: string[];
  recipeInstructions?: string[];
  /** ISO 8601 durations ('PT1H30M'); the total is the page's, else its preparation and cooking added; '' where unknown */
  prepTime?: string;
  cookTime?: string;
  totalTime?: string;
  /**
   * ours, absent where the page names none (and in imports made before): the page's ingredient groups, in order over
   * recipeIngredient, each naming the next `count` lines ('' for lines before the first named group); the counts
   * add up to the list's length, so the list itself stays one flat list of lines
   */
  ingredientGroups?: ImportedGroup[];
  /** ours, the same over recipeInstructions: the recipe's sections of steps (schema.org HowToSection names) */
  instructionSections?: ImportedGroup[];
  /** ours, absent where no step has one: each step's short title (a HowToStep's name), '' for none, one per step */
  stepTitles?: string[];
  /** set instead of the fields above when only an external link was kept */
  message?: string;
}

export interface ImportedRecipe {
  import_recipe_id: Id;
  url: string;
  created_at: IsoDateTime;
  import_failed: boolean;
  /** JSON text of ImportedRecipeData */
  data: string;
}

export type PublishStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

export interface PublishRequest {
  id: Id;
  entity_id: Id;
  entity_type: 'UserRecipe';
  status: PublishStatus;
  /** ours: why a rejected request was refused (the operator's words, or the server's refusal); null when none was given */
  reason: string | null;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export interface UserRecipeIngredient {
  value: Id | string;
  name: string;
  quantity: number;
  measurement: Unit;
  treatment: Treatment | null;
}

export interface UserRecipeStep {
  title: string;
  description: string;
  timer: string | null;
  step_image: string | null;
}

export interface UserRecipe {
  user_recipe_id: Id;
  name: string;
  description: string;
  image: string | null;
  serves: number;
  category_id: Id | null;
  ingredients: UserRecipeIngredient[];
  steps: UserRecipeStep[];
  published: boolean;
  publish_request: PublishRequest | null;
  /** ours: it has a copy in the catalogue, published or taken out since (an edit, an unpublish), which others may have saved or planned */
  catalogue_copy?: boolean;
  updated_at: IsoDateTime;
}

export interface DraftIngredient {
  value: Id | string;
  name: string;
  image: string | null;
  quantity: number;
  measurement: Unit;
  treatment: Treatment | null;
  default_unit: Unit;
}

export interface DraftStep {
  id: string;
  title: string;
  description: string;
  /** HH:MM:SS */
  timer: string;
  step_image: string | null;
  stepId?: Id;
}

export interface RecipeDraft {
  category_id: Id | null;
  name: string;
  description: string;
  ingredients: DraftIngredient[];
  steps: DraftStep[];
  serves: number;
  recipe_image: string | null;
  user_recipe_id: Id | null;
  published: boolean;
}

export type FilterType = 'ingredient' | 'category' | 'preference';

export interface FilterItem {
  value: Id | DietaryTag;
  name: string;
  type: FilterType;
  includeExclude: 'include' | 'exclude';
}

export interface NewsItem {
  title: string;
  HtmlContent: string;
  created_at: IsoDateTime;
}

export interface IngredientOption {
  value: Id;
  name: string;
  category_id: Id;
  /** the ingredient category's name, for grouping list and store items */
  category_name: string;
  image: string | null;
  default_unit: Unit;
  default_quantity: number;
  estimated_expiry_days: number;
  /** ours, optional: the ingredient's everyday German and French names ('Mehl', 'farine'), for the item search; absent when it has none */
  aliases?: string[];
}

export interface CategoryOption {
  value: Id;
  name: string;
}

export interface RecipeOption {
  value: Id;
  name: string;
  image: string | null;
  category_id: Id;
}

export interface SharedWith {
  email: string;
  canEdit: boolean;
}

/** SPEC §3 day recipe entry; value is a recipe id, an external link or null (custom). */
export type MealplanRecipeType = 'CUSTOM' | 'A9' | 'IMPORTED' | 'USER' | 'EXTERNAL_LINK';

export interface MealplanDayRecipe {
  name: string;
  /** A9, USER, IMPORTED: the recipe's id; EXTERNAL_LINK: an http(s) address; CUSTOM: null */
  value: Id | string | null;
  image: string | null;
  type: MealplanRecipeType;
  checked: boolean;
}

export interface MealplanDay {
  /** ISO date, or '' while unscheduled */
  date: IsoDate | '';
  /** zero-based */
  day: number;
  recipes: MealplanDayRecipe[];
}

export interface Mealplan {
  user_mealplan_id: Id;
  user_id: Id;
  name: string;
  days: number;
  start_date: IsoDate | null;
  end_date: IsoDate | null;
  recipes: MealplanDay[];
  shared_with: SharedWith[];
  owner_name: string;
  updated_at: IsoDateTime;
  /** ours: bumped on every write; a write may name the version it is based on (absent in copies kept from before) */
  version?: number;
}

export interface MealplanRecipeIngredients {
  /** ours: which kind of recipe recipe_id names, since a verified, an own and an imported recipe may share an id */
  type: 'A9' | 'USER' | 'IMPORTED';
  recipe_id: Id;
  name: string;
  recipe_ingredients: { ingredient_id: Id; quantity: number; measurement: Unit }[];
  /** ours: an import's lines that name no catalogue ingredient: the check cannot count them, nor list them */
  unmatched?: string[];
  /** ours: an own recipe's custom ingredients, with the amounts it writes: not counted, but listed as custom items */
  custom?: { name: string; quantity: number; measurement: Unit }[];
}

export interface ShoppingListItem {
  /** ingredient id, or a string containing CUSTOM for custom items */
  value: Id | string;
  id: Id | string;
  name: string;
  quantity: number;
  default_quantity: number;
  unit: Unit;
  default_unit: Unit;
  measurement: Unit;
  image: string | null;
  checked: boolean;
  date_added: IsoDateTime;
  category_id: Id | null;
}

export interface ShoppingList {
  user_shoppinglist_id: Id;
  name: string;
  user_id: Id;
  ingredients: ShoppingListItem[];
  shared_with: SharedWith[];
  owner_name: string;
  updated_at: IsoDateTime;
  /** ours: bumped on every write; a write may name the version it is based on (absent in copies kept from before) */
  version?: number;
}

export interface StoreItem {
  value: Id | string;
  id: Id | string;
  name: string;
  quantity: number;
  unit: Unit;
  default_unit: Unit;
  measurement: Unit;
  date_added: IsoDateTime;
  estimated_expiry_days: number;
  default_quantity: number;
  category_id: Id | null;
  image: string | null;
  created_at: IsoDateTime;
  checked: boolean;
}

export interface FoodStore {
  id: Id;
  user_id: Id;
  name: string;
  description: string;
  /** true when this is the signed-in user's default store */
  default: boolean;
  items: StoreItem[];
  shared_with: SharedWith[];
  owner_name: string;
  updated_at: IsoDateTime;
  /** ours: bumped on every write; a write may name the version it is based on (absent in copies kept from before) */
  version?: number;
}

export type ShareableType = 'UserMealplan' | 'UserShoppinglist' | 'UserFoodStore';
export type ShareEntityType = ShareableType | 'UserRecipe';

export interface ShareRecord {
  entity_type: ShareEntityType;
  entity_id: Id;
}

export type SharedWithMe =
  | ({ type: 'UserMealplan' } & Mealplan)
  | ({ type: 'UserShoppinglist' } & ShoppingList)
  | ({ type: 'UserFoodStore' } & FoodStore);

/** Browser-only note (SPEC §3). */
export interface Note {
  id: string;
  title: string;
  content: string;
  date: IsoDateTime;
}

export interface ScanLine {
  name: string;
  matchedItem: IngredientOption | null;
  quantity: number;
  unit: Unit;
  price: number | null;
  currency: string | null;
  sku: string | null;
  checked: boolean;
}

/** Signed payload of reset and verification links (SPEC §3). exp is in seconds. */
export interface LinkTokenPayload {
  reset_token: string;
  user_id: Id;
  user_email: string;
  exp: number;
}
