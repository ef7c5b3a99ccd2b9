// Who may read or change a plan, list or store (SPEC §6). The server is the authority: a stranger gets
// 404 (the id's existence is not revealed), a viewer 403 on any write, an editor 403 on owner-only acts.
import { and, eq } from 'drizzle-orm';
import type { ShareableType } from '../../contract/entities';
import type { Db } from '../db';
import { foodStores, mealplans, shares, shoppingLists } from '../db/schema';
import { forbidden, notFound } from '../errors';

export type Role = 'owner' | 'editor' | 'viewer';
export interface Access {
  role: Role;
  ownerId: number;
}
export type Need = 'read' | 'write' | 'own';

/** Who asks: shares reach them through the address they proved (schema users.verifiedEmail), none before that. */
export interface Viewer {
  id: number;
  verifiedEmail: string | null;
}

async function ownerOf(db: Db, type: ShareableType, id: number): Promise<number | null> {
  const table = { UserMealplan: mealplans, UserShoppinglist: shoppingLists, UserFoodStore: foodStores }[type];
  const [row] = await db.select({ ownerId: table.userId }).from(table).where(eq(table.id, id)).limit(1);
  return row?.ownerId ?? null;
}

export async function findAccess(db: Db, type: ShareableType, id: number, viewer: Viewer): Promise<Access | null> {
  const ownerId = await ownerOf(db, type, id);
  if (ownerId === null) return null;
  if (ownerId === viewer.id) return { role: 'owner', ownerId };
  if (viewer.verifiedEmail === null) return null;
  const [share] = await db
    .select({ canEdit: shares.canEdit })
    .from(shares)
    .where(and(eq(shares.entityType, type), eq(shares.entityId, id), eq(shares.email, viewer.verifiedEmail)))
    .limit(1);
  if (!share) return null;
  return { role: share.canEdit ? 'editor' : 'viewer', ownerId };
}

export async function requireAccess(db: Db, type: ShareableType, id: number, viewer: Viewer, need: Need): Promise<Access> {
  const access = await findAccess(db, type, id, viewer);
  if (!access) throw notFound();
  if (need === 'write' && access.role === 'viewer') throw forbidden('You can view this, but not change it.');
  if (need === 'own' && access.role !== 'owner') throw forbidden('Only the owner can do this.');
  return access;
}
