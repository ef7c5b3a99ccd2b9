// The database schema for every entity of SPEC §3 that the server keeps. Notes and scan lines live in the
// browser only. Lists, plans and stores keep their items as JSON documents: they are read and written whole
// (autosave sends the whole entity) and a version column guards against lost updates.
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint, boolean, check, customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MealplanDay, ShoppingListItem, StoreItem, UserRecipeIngredient, UserRecipeStep } from '../../contract/entities';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /**
   * The last address this user proved to own (a verify link, or registering through a share's invitation). Shares
   * reach a user through it, not through `email`: anyone can type any address into their account, and a change
   * waiting for its link keeps what was shared with the old address until the new one is proved.
   */
  verifiedEmail: text('verified_email'),
  defaultStoreId: integer('default_store_id'),
  expiryDigest: boolean('expiry_digest').notNull().default(false),
  /** the day the last expiry digest went out, so each user gets at most one a day */
  expiryDigestSentOn: date('expiry_digest_sent_on', { mode: 'string' }),
  /**
   * The seeded demo account (server/seed.ts), whose password the README and the start banner print: it may share
   * only with addresses that have an account, as an invitation it mailed would let anyone in. Marked by id, not by
   * its address, which anyone signed in as the demo could change.
   */
  demo: boolean('demo').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('users_email_key').on(t.email)]);

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)]);

export const inviteCodes = pgTable('invite_codes', {
  code: text('code').primaryKey(),
  note: text('note'),
  createdAt: createdAt(),
  usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Reset and verification links: the signed token names a row here, which makes it single-use. */
export const linkTokens = pgTable('link_tokens', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [check('link_tokens_purpose_check', sql`${t.purpose} in ('reset', 'verify')`), index('link_tokens_user_idx').on(t.userId)]);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
}, (t) => [uniqueIndex('categories_kind_name_key').on(t.kind, t.name), check('categories_kind_check', sql`${t.kind} in ('recipe', 'ingredient')`)]);

export const ingredients = pgTable('ingredients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  categoryId: integer('category_id').notNull().references(() => categories.id),
  image: text('image'),
  defaultUnit: text('default_unit').notNull().default('unit'),
  defaultQuantity: numeric('default_quantity', { mode: 'number' }).notNull().default(1),
  vegan: boolean('vegan').notNull(),
  vegetarian: boolean('vegetarian').notNull(),
  dairyFree: boolean('dairy_free').notNull(),
  glutenFree: boolean('gluten_free').notNull(),
  sugarFree: boolean('sugar_free').notNull(),
  allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
  expiryDays: integer('expiry_days').notNull().default(14),
}, (t) => [uniqueIndex('ingredients_name_key').on(t.name)]);

export const recipes = pgTable('recipes', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image'),
  serves: integer('serves').notNull().default(1),
  categoryId: integer('category_id').notNull().references(() => categories.id),
  verified: boolean('verified').notNull().default(true),
  /** set when the recipe came from a user's published recipe */
  userRecipeId: integer('user_recipe_id'),
  /** hash of the seed entry this recipe was written from: a changed entry is rewritten in place, keeping its id */
  seedHash: text('seed_hash'),
  // Facts derived from recipe_ingredients by the recipe_facts triggers (migration 0003); the app never writes
  // them. SPEC §3: a dietary badge holds only if every ingredient has that property.
  ingredientNames: text('ingredient_names').notNull().default(''),
  vegetarian: boolean('vegetarian').notNull().default(false),
  vegan: boolean('vegan').notNull().default(false),
  dairyFree: boolean('dairy_free').notNull().default(false),
  glutenFree: boolean('gluten_free').notNull().default(false),
  sugarFree: boolean('sugar_free').notNull().default(false),
  allergen: boolean('allergen').notNull().default(false),
  /** ranked full-text search: name (A), description (B), ingredient names (C), accents folded (search_fold, migration 0011) */
  searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(
    (): SQL => sql`setweight(to_tsvector('english', search_fold(${recipes.name})), 'A') || setweight(to_tsvector('english', search_fold(${recipes.description})), 'B') || setweight(to_tsvector('english', search_fold(${recipes.ingredientNames})), 'C')`,
  ),
  /**
   * the name as search compares it (typo tolerance, the exact-name match): accents folded, lower case. Stored, so
   * a search folds only its own text, never a name per row.
   */
  searchName: text('search_name').notNull().generatedAlwaysAs((): SQL => sql`search_fold(${recipes.name})`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('recipes_slug_key').on(t.slug),
  index('recipes_name_idx').on(t.name),
  index('recipes_category_idx').on(t.categoryId),
  // a published user recipe has at most one public copy
  uniqueIndex('recipes_user_recipe_key').on(t.userRecipeId),
  // the Discover list (name order) and the latest recipes of /home-beta, both over verified recipes only
  index('recipes_listing_idx').on(t.name, t.id).where(sql`${t.verified}`),
  index('recipes_latest_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.verified}`),
  index('recipes_search_idx').using('gin', t.searchVector),
  // typo tolerance: pg_trgm word similarity on the folded name (migration 0001 loads the extension)
  index('recipes_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  // the name itself: the case-insensitive catalogue-name check of own recipes (ILIKE, services/userRecipes.ts)
  index('recipes_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
]);

export const recipeIngredients = pgTable('recipe_ingredients', {
  id: serial('id').primaryKey(),
  recipeId: integer('recipe_id').notNull().references(() => recipes.id, { onDelete: 'cascade' }),
  ingredientId: integer('ingredient_id').notNull().references(() => ingredients.id),
  position: integer('position').notNull(),
  quantity: numeric('quantity', { mode: 'number' }).notNull(),
  measurement: text('measurement').notNull(),
  treatment: text('treatment'),
}, (t) => [index('recipe_ingredients_recipe_idx').on(t.recipeId), index('recipe_ingredients_ingredient_idx').on(t.ingredientId)]);

export const recipeSteps = pgTable('recipe_steps', {
  id: serial('id').primaryKey(),
  recipeId: integer('recipe_id').notNull().references(() => recipes.id, { onDelete: 'cascade' }),
  stepOrder: integer('step_order').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image'),
  timer: text('timer'),
  ingredients: integer('ingredients').array().notNull().default(sql`'{}'::integer[]`),
}, (t) => [index('recipe_steps_recipe_idx').on(t.recipeId)]);

export const savedRecipes = pgTable('saved_recipes', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  recipeId: integer('recipe_id').notNull().references(() => recipes.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.recipeId] })]);

export const userRecipes = pgTable('user_recipes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image'),
  serves: integer('serves').notNull().default(1),
  categoryId: integer('category_id').references(() => categories.id),
  ingredients: jsonb('ingredients').$type<UserRecipeIngredient[]>().notNull().default([]),
  steps: jsonb('steps').$type<UserRecipeStep[]>().notNull().default([]),
  published: boolean('published').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('user_recipes_user_idx').on(t.userId), uniqueIndex('user_recipes_user_name_key').on(t.userId, sql`lower(${t.name})`)]);

export const publishRequests = pgTable('publish_requests', {
  id: serial('id').primaryKey(),
  entityId: integer('entity_id').notNull().references(() => userRecipes.id, { onDelete: 'cascade' }),
  entityType: text('entity_type').notNull().default('UserRecipe'),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('pending'),
  /** why a rejected request was refused, shown to the cook: the operator's words, or the server's refusal; null when none was given */
  reason: text('reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('publish_requests_entity_idx').on(t.entityId), index('publish_requests_status_idx').on(t.status)]);

/**
 * Photos of users' own recipes (JPEG, under 2 MB), served at /api/images/uploads/{id}.jpg. The id is random
 * and unguessable: an <img> sends no bearer token, and a published recipe's photo is public anyway.
 */
export const userImages = pgTable('user_images', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  body: bytea('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('user_images_user_idx').on(t.userId)]);

export const importedRecipes = pgTable('imported_recipes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  data: text('data').notNull(),
  importFailed: boolean('import_failed').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('imported_recipes_user_idx').on(t.userId, t.createdAt)]);

export const mealplans = pgTable('mealplans', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  days: integer('days').notNull().default(0),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  recipes: jsonb('recipes').$type<MealplanDay[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('mealplans_user_idx').on(t.userId, t.startDate)]);

export const shoppingLists = pgTable('shopping_lists', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  ingredients: jsonb('ingredients').$type<ShoppingListItem[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('shopping_lists_user_idx').on(t.userId, t.updatedAt)]);

export const foodStores = pgTable('food_stores', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  items: jsonb('items').$type<StoreItem[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('food_stores_user_idx').on(t.userId)]);

/** One row per recipient of a shared plan, list or store. */
export const shares = pgTable('shares', {
  id: serial('id').primaryKey(),
  entityType: text('entity_type').notNull(),
  entityId: integer('entity_id').notNull(),
  ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  canEdit: boolean('can_edit').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('shares_entity_email_key').on(t.entityType, t.entityId, t.email),
  index('shares_email_idx').on(t.email),
  check('shares_entity_type_check', sql`${t.entityType} in ('UserMealplan', 'UserShoppinglist', 'UserFoodStore')`),
]);

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  htmlContent: text('html_content').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('news_title_key').on(t.title), index('news_created_idx').on(t.createdAt.desc().nullsFirst())]);

/**
 * The catalogue's version: one row, bumped by triggers (migration 0006) in the same transaction as any write
 * to recipes, their ingredients and steps, or the names of ingredients and categories. The response cache of
 * the public catalogue reads (services/catalogueCache.ts) keys on it, so every server sees a committed change.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
}, () => [check('catalogue_version_single_row', sql`id = 1`)]);

/**
 * ours: writes sent with an Idempotency-Key (server/plugins/idempotency.ts). A key is claimed before its request runs
 * (status null while it runs), then holds the answer (status and body) for a day, so a retry of the same request is
 * answered as the first was; the scope is the user ('user:<id>'), or 'signed-out' for a registration, whose key
 * stands alone. Rows older than a day are swept (server/main.ts's periodic jobs).
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  /** the signed-in user's keys go with their account */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** what was sent (method, path, body), keyed with the server's secret: the body of a registration holds a password */
  fingerprint: text('fingerprint').notNull(),
  status: integer('status'),
  body: text('body'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)]);
