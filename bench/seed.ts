// Seeds the bench database: the real catalogue plus generated entries up to a large catalogue, and one cook
// with a large shopping list, a large default store and a 200-item list for the write benchmark. Everything
// goes through server/db and the catalogue seeder (batched inserts in one transaction), so the rows, the
// recipe facts triggers and the search vectors are exactly what the app writes.
import { eq, sql } from 'drizzle-orm';
import type { ShoppingListItem, StoreItem } from '../contract/entities';
import type { SeedIngredient, SeedRecipe } from '../server/data/types';
import { openDatabase } from '../server/db';
import { foodStores, ingredients, recipes, shoppingLists, users } from '../server/db/schema';
import { CATALOGUE, seedCatalogue } from '../server/services/catalogue';
import { createUser, findUserByEmail } from '../server/services/users';

export const BENCH_USER = { name: 'Bench Cook', email: 'bench@larder.local', password: 'bench-password-1' };

export interface SeedSize {
  recipes: number;
  ingredients: number;
  listItems: number;
  storeItems: number;
}

export interface SeededIds {
  recipeId: number;
  bigListId: number;
  bigListName: string;
  writeListId: number;
  storeId: number;
  writeItems: ShoppingListItem[];
  counts: { recipes: number; ingredients: number; listItems: number; storeItems: number };
  ms: number;
}

const INGREDIENT_PREFIXES = ['organic', 'smoked', 'frozen', 'fresh', 'dried', 'tinned', 'baby', 'wild', 'heritage', 'reduced-salt', 'free-range', 'local'];
export const RECIPE_PREFIXES = ['Quick', 'Smoky', 'Spiced', 'Summer', 'Winter', 'Herby', 'Lemony', 'Rustic', 'Crispy', 'Golden', 'Classic', 'Easy', 'Weeknight', 'Sunday', 'Garden'];

/** Generated ingredients: real ones with a qualifier, so they group, filter and search like real ones. */
export function benchIngredients(total: number): SeedIngredient[] {
  const real = CATALOGUE.ingredients;
  const out: SeedIngredient[] = [...real];
  const names = new Set(real.map((i) => i.name));
  for (let n = 0; out.length < total; n += 1) {
    const base = real[n % real.length]!;
    const prefix = INGREDIENT_PREFIXES[Math.floor(n / real.length) % INGREDIENT_PREFIXES.length]!;
    const round = Math.floor(n / (real.length * INGREDIENT_PREFIXES.length));
    const name = `${prefix} ${base.name}${round ? ` ${round + 1}` : ''}`;
    if (names.has(name)) continue;
    names.add(name);
    out.push({ ...base, name, allergens: [...base.allergens] });
  }
  return out;
}

/** Generated recipes: real ones renamed, with some ingredients swapped for generated variants. */
export function benchRecipes(total: number, allIngredients: readonly SeedIngredient[]): SeedRecipe[] {
  const real = CATALOGUE.recipes;
  const variants = new Map<string, string[]>();
  for (const i of allIngredients.slice(CATALOGUE.ingredients.length)) {
    const base = i.name.split(' ').slice(1).join(' ').replace(/ \d+$/, '');
    variants.set(base, [...(variants.get(base) ?? []), i.name]);
  }
  const out: SeedRecipe[] = [...real];
  for (let n = 0; out.length < total; n += 1) {
    const base = real[n % real.length]!;
    const prefix = RECIPE_PREFIXES[Math.floor(n / real.length) % RECIPE_PREFIXES.length]!;
    out.push({
      ...base,
      slug: `${base.slug}-bench-${n + 1}`,
      name: `${prefix} ${base.name} ${n + 1}`,
      ingredients: base.ingredients.map((ing, k) => {
        const options = variants.get(ing.ingredient);
        return options && (n + k) % 2 === 0 ? { ...ing, ingredient: options[(n + k) % options.length]! } : ing;
      }),
    });
  }
  return out;
}

/** Opens the database the server will use, seeds it and returns the ids the bench needs. */
export async function seedBench(opts: { databaseUrl: string | null; dataDir: string | null; size: SeedSize }): Promise<SeededIds> {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
  const { db } = database;
  try {
    if (database.kind === 'postgres') {
      // the bench writes a large catalogue: only into an empty database, or one it seeded itself
      const others = await db.select({ email: users.email }).from(users).where(sql`${users.email} <> ${BENCH_USER.email}`).limit(1);
      if (others.length) throw new Error('DATABASE_URL has users of its own: point the bench at an empty scratch database.');
    }
    const allIngredients = benchIngredients(opts.size.ingredients);
    const allRecipes = benchRecipes(opts.size.recipes, allIngredients);
    await seedCatalogue(db, { ...CATALOGUE, ingredients: allIngredients, recipes: allRecipes });
    // generated recipes borrow their base recipe's illustration, so pages load real images
    await db.execute(sql`update recipes set image = '/api/images/recipes/' || regexp_replace(slug, '-bench-[0-9]+$', '') || '.svg'
      where slug ~ '-bench-[0-9]+$' and image <> '/api/images/recipes/' || regexp_replace(slug, '-bench-[0-9]+$', '') || '.svg'`);

    const existing = await findUserByEmail(db, BENCH_USER.email);
    const user = existing ?? await db.transaction((tx) => createUser(tx, BENCH_USER));
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const [me] = await db.select().from(users).where(eq(users.id, user.id));

    const rows = await db.select({
      id: ingredients.id, name: ingredients.name, categoryId: ingredients.categoryId, defaultUnit: ingredients.defaultUnit,
      defaultQuantity: ingredients.defaultQuantity, expiryDays: ingredients.expiryDays,
    }).from(ingredients).orderBy(ingredients.id);
    const now = new Date().toISOString();
    const listItem = (r: (typeof rows)[number]): ShoppingListItem => ({
      value: r.id, id: r.id, name: r.name, quantity: r.defaultQuantity, default_quantity: r.defaultQuantity,
      unit: r.defaultUnit as ShoppingListItem['unit'], default_unit: r.defaultUnit as ShoppingListItem['unit'],
      measurement: r.defaultUnit as ShoppingListItem['unit'], image: null, checked: false, date_added: now, category_id: r.categoryId,
    });
    const storeItem = (r: (typeof rows)[number]): StoreItem => ({ ...listItem(r), estimated_expiry_days: r.expiryDays, created_at: now });
    // spread over the whole catalogue, so every aisle has items
    const pick = (count: number, offset: number) => Array.from({ length: Math.min(count, rows.length) }, (_, k) => rows[(offset + Math.floor((k * rows.length) / count)) % rows.length]!);

    const bigListName = `Big shop (${opts.size.listItems} items)`;
    await db.delete(shoppingLists).where(eq(shoppingLists.userId, user.id));
    const [bigList] = await db.insert(shoppingLists).values({ userId: user.id, name: bigListName, ingredients: pick(opts.size.listItems, 0).map(listItem) }).returning({ id: shoppingLists.id });
    const writeItems = pick(200, 7).map(listItem);
    const [writeList] = await db.insert(shoppingLists).values({ userId: user.id, name: 'Write benchmark', ingredients: writeItems }).returning({ id: shoppingLists.id });
    const storeId = me!.defaultStoreId!;
    await db.update(foodStores).set({ items: pick(opts.size.storeItems, 3).map(storeItem) }).where(eq(foodStores.id, storeId));
    await db.execute(sql`analyze`);

    const [recipe] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, CATALOGUE.recipes[0]!.slug));
    const [counts] = await db.select({
      recipes: sql<number>`(select count(*)::int from recipes)`, ingredients: sql<number>`(select count(*)::int from ingredients)`,
    }).from(users).limit(1);
    return {
      recipeId: recipe!.id,
      bigListId: bigList!.id,
      bigListName,
      writeListId: writeList!.id,
      storeId,
      writeItems,
      counts: { recipes: counts!.recipes, ingredients: counts!.ingredients, listItems: opts.size.listItems, storeItems: opts.size.storeItems },
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await database.close();
  }
}
