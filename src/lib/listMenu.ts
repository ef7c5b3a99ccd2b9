// SPEC §6 for a shopping list: the owner may delete, share, edit, shop and copy; a shared viewer may remove it
// from their shared lists, shop and copy, and edit only with canEdit. Built on lib/permissions.ts.
import type { ShoppingList } from '../../contract/entities';
import { canEdit, isOwner } from './permissions';

export interface ListMenuRules {
  delete: boolean;
  share: boolean;
  edit: boolean;
  remove: boolean;
  /** SPEC §4: 'complete shop' needs edit rights */
  completeShop: boolean;
  /** SPEC §4: only the owner may have a shop delete the list */
  deleteAfterShop: boolean;
}

type Me = Parameters<typeof canEdit>[1];

export function listMenuRules(list: Pick<ShoppingList, 'user_id' | 'shared_with'>, me: Me): ListMenuRules {
  const owner = isOwner(list, me);
  const editor = canEdit(list, me);
  return { delete: owner, share: owner, edit: editor, remove: !owner, completeShop: editor, deleteAfterShop: owner };
}
