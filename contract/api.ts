// Request and response bodies of every call of SPEC §7, by path. The server answers every error with
// ApiErrorBody; the client turns every failure into ApiError.
import type {
  Account, AuthSession, CategoryOption, FilterItem, FoodStore, Id, ImportedRecipe, IngredientOption, IsoDate,
  Mealplan, MealplanDay, MealplanRecipeIngredients, NewsItem, Paged, PublishRequest, Recipe, RecipeOption,
  RecipeDraft, RecipeSummary, SavedRecipe, ShareableType, SharedWith, SharedWithMe, ShoppingList, ShoppingListItem, StoreItem,
  User, UserRecipe, UserRecipeIngredient, UserRecipeStep,
} from './entities';

/** Field errors: field name → messages, first one shown. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  message: string;
  errors?: FieldErrors;
  /** /verify-email: SPEC §7 reads the error field as the message */
  error?: string;
  /** 412 (ours): a write based on an older version; the entity as it is now */
  current?: VersionedEntity;
}

/** ours: the entities whose writes carry a version (issue 11, lost updates) */
export type VersionedEntity = ShoppingList | FoodStore | Mealplan;

/** Every failed call, as the client sees it (serialisable, so thunks can reject with it). */
export interface ApiError {
  status: number;
  message: string;
  errors?: FieldErrors;
  /** 412: the entity as it is now on the server */
  current?: VersionedEntity;
}

export interface MessageResponse {
  message: string;
}

// --- auth ---------------------------------------------------------------------------------------
export interface LoginRequest { email: string; password: string }
export type LoginResponse = AuthSession;
export interface ForgotEmailRequest { email: string }
export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  beta_code: string;
}
export interface ResetPasswordRequest { email: string; password: string; password_confirmation: string; token: string }
export interface VerifyEmailRequest { token: string }

// --- account ------------------------------------------------------------------------------------
export type AccountResponse = Account;
export interface AccountUpdateRequest { email: string; name: string }
export interface AccountUpdateResponse { success: true; user: User }
export interface ChangePasswordRequest { current_password: string; new_password: string; confirm_password: string }
export interface ChangePasswordResponse { success: true }
/** POST /account/verify-email (ours, no body) answers a MessageResponse. POST /account/delete (ours): */
export interface DeleteAccountRequest { current_password: string }
export interface PreferencesRequest { expiry_digest: boolean }
export type PreferencesResponse = PreferencesRequest;

// --- contact (ours: SPEC §2 /contact only sets a loading flag; ours mails the operator) ------------
export type ContactKind = 'contact' | 'bug';
export interface ContactRequest { name: string; email: string; message: string; kind?: ContactKind }
export type ContactResponse = MessageResponse;

// --- recipes ------------------------------------------------------------------------------------
/** ours (SPEC §9 leaves the page size to the server): recipes per page of /recipes, /recipe-search, /recipe-filter */
export const RECIPE_PAGE_SIZE = 12;
/** ours: a longer search is cut to this many characters, not refused */
export const SEARCH_MAX_CHARS = 100;
/** ours: a user keeps at most this many saved recipes, so GET /user-saved-recipes is one bounded page */
export const SAVED_RECIPES_MAX = 100;
export type RecipeListResponse = Paged<RecipeSummary>;
export interface RecipeFilterRequest { pageToRequest: number; searchString: string; filters: FilterItem[] }
export type RecipeResponse = Recipe;
export interface HomeBetaResponse {
  news: NewsItem[];
  categories: CategoryOption[];
  recipes: RecipeSummary[];
  featured: RecipeSummary[];
}
export interface FormOptionsResponse<T> { data: T[] }
export type CategoryOptionsResponse = FormOptionsResponse<CategoryOption>;
export type IngredientOptionsResponse = FormOptionsResponse<IngredientOption>;
export type RecipeOptionsResponse = FormOptionsResponse<RecipeOption>;
export type SavedRecipesResponse = SavedRecipe[];
export interface SaveRecipeRequest { recipe_id: Id }

// --- cookbook -----------------------------------------------------------------------------------
export interface UserRecipeRequest {
  name: string;
  description: string;
  category_id: Id | null;
  serves: number;
  image: string | null;
  ingredients: UserRecipeIngredient[];
  steps: UserRecipeStep[];
  publish?: boolean;
}
export type UserRecipesResponse = UserRecipe[];
/** ours: publish_error is set when the body asked to publish and the recipe could not be (SPEC §4: it is saved) */
export type UserRecipeSaveResponse = UserRecipe & { publish_error?: string };
export interface UserRecipeValidateResponse {
  errors: { name?: string[] };
  banned_words: string[];
  name_taken: boolean;
  custom_ingredients: string[];
  tags: Record<string, boolean>;
  /** ours, additive: the catalogue ids (`value`) of the ingredients with allergens, those `tags.allergen` is for (SPEC §2 dialog) */
  allergen_ingredients: Id[];
  /** ours, additive: what a publish request of this draft would be refused with (custom ingredients, a catalogue recipe's name); absent when none */
  publish_error?: string;
}
export interface ImportRecipeRequest { url: string }
/** ours: POST /user-imported-recipes/html, for a site that refuses the server: its page's HTML, pasted */
export interface ImportHtmlRequest { url: string; html: string }
export type ImportedRecipesResponse = ImportedRecipe[];
/**
 * ours: GET /user-imported-recipes/{id}/draft, an import as a new recipe's wizard draft ('Copy to my recipes'): its
 * lines matched to catalogue ingredients, and those that name none (also at the end of the draft's description)
 */
export interface ImportedRecipeDraftResponse { data: RecipeDraft; unmatched: string[] }
export interface PublishRequestCreate { entity_id: Id; entity_type: 'UserRecipe' }
export interface PublishResponse { data?: PublishRequest; error?: string; request?: PublishRequest }
export interface UnpublishRequest { user_recipe_id: Id }
export interface UnpublishResponse { data: UserRecipe }
export interface PublishCancelResponse { data: PublishRequest }

// --- meal plans ---------------------------------------------------------------------------------
export interface MealplanCreateRequest {
  name: string;
  recipes: MealplanDay[];
  days: number;
  start_date?: IsoDate | null;
  end_date?: IsoDate | null;
}
export interface MealplanCreateResponse { data: { user_mealplan_id: Id } }
export type MealplanUpdateRequest = MealplanCreateRequest & { version?: number };
/**
 * ours: GET /user-mealplans answers at most this many plans, those that matter to a planner now: undated ones (the
 * newest first: a plan is usually created undated) and the latest starts; in SPEC §9's order, with TOTAL_COUNT_HEADER
 */
export const MEALPLANS_LISTED_MAX = 100;
export type MealplansResponse = Mealplan[];
/** ours: the header of a listing the server may cut short, with how many rows there are in all */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export interface MealplanResponse { data: Mealplan; recipes: MealplanRecipeIngredients[] }
/** ours: PUT /user-mealplans/{id} answers with the saved plan only (autosave needs no ingredients) */
export interface MealplanUpdateResponse { data: Mealplan }

// --- shopping lists -----------------------------------------------------------------------------
export interface ShoppingListCreateRequest { name: string; ingredients: ShoppingListItem[] }
export interface ShoppingListCreateResponse { user_shoppinglist_id: Id; name: string; user_shoppinglist_ingredients: ShoppingListItem[] }
export type ShoppingListUpdateRequest =
  | { name: string; ingredients: ShoppingListItem[] }
  | { ingredients_to_remove: (Id | string)[] }
  | { ingredients: ShoppingListItem[] };
/** ours: any update form may carry the version it is based on; a stale one is answered 412 (ApiErrorBody.current) */
export type VersionedShoppingListUpdate = ShoppingListUpdateRequest & { version?: number };
/**
 * ours: GET /user-shoppinglists answers at most this many lists, the most recently changed (a list just made or used
 * among them), with TOTAL_COUNT_HEADER; an older one still opens by its address
 */
export const SHOPPINGLISTS_LISTED_MAX = 100;
export type ShoppingListsResponse = ShoppingList[];
export interface ShoppingListResponse { shopping_list: ShoppingList }
/** ours: POST /user-shoppinglists/{id}/complete-shop, SPEC §4 shop mode as one transaction */
export interface CompleteShopRequest {
  /** the ticked items' ids (item.id); at least one, never a custom item */
  checked_ids: (Id | string)[];
  /** the store the checked items go into, or null to store nothing */
  store_id: Id | null;
  /** another list the unchecked items move to, or null */
  move_unchecked_to: Id | null;
  /** owner only; otherwise the checked items leave the list */
  delete_list: boolean;
}
export interface CompleteShopResponse {
  message: string;
  /** null when the list was deleted */
  shopping_list: ShoppingList | null;
  /** null when store_id was null */
  store: FoodStore | null;
  /** the list the unchecked items moved to, or null */
  moved_to: ShoppingList | null;
}

// --- stores -------------------------------------------------------------------------------------
export interface StoreCreateRequest { name: string; description: string }
export interface StoreUpdateRequest { items: StoreItem[]; name?: string; description?: string; version?: number }
/**
 * ours: a user has at most this many stores of their own: POST /stores refuses one more (409), and GET /stores
 * answers them all, as a store opens only from that answer and the default may sort anywhere by name
 */
export const STORES_MAX = 100;
export type StoresResponse = FoodStore[];

// --- sharing ------------------------------------------------------------------------------------
export type SharedWithMeResponse = SharedWithMe[];
/**
 * ours: GET /share answers at most this many of each type, kept as one's own are: the plans undated (the newest
 * first) and with the latest starts, the lists and the stores most recently changed; with a header per type
 * (SHARED_TOTAL_COUNT_HEADERS) saying how many of that type are shared with the user in all
 */
export const SHARED_LISTED_MAX = 100;
/** ours: GET /share's TOTAL_COUNT_HEADER of each type, as its body is one array of the three */
export const SHARED_TOTAL_COUNT_HEADERS = {
  UserMealplan: `${TOTAL_COUNT_HEADER}-Mealplans`,
  UserShoppinglist: `${TOTAL_COUNT_HEADER}-Shoppinglists`,
  UserFoodStore: `${TOTAL_COUNT_HEADER}-Stores`,
} as const satisfies Record<ShareableType, string>;
export interface ShareRequest {
  shared_with: SharedWith[];
  unshared_with: string[];
  entity_id: Id;
  type: ShareableType;
  /** ours: change the rights of those it is shared with now, and add nobody (contract/shareSchemas.ts) */
  rights_only?: boolean;
}
export interface ShareRemoveRequest { entity_id: Id; entity_type: ShareableType }
export interface ShareDefaultRequest { entity_id: Id; entity_type: 'UserFoodStore' }

// --- the app origin -----------------------------------------------------------------------------
export interface LatestVersionResponse { currentVersion: string }
export interface HealthResponse { status: 'ok'; version: string }
