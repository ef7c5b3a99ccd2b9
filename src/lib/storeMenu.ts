// SPEC §6 store menu: who may do what with a food store. Built on isOwner and canEdit (lib/permissions.ts).
import type { FoodStore } from '../../contract/entities';
import { canEdit, isOwner } from './permissions';

export interface StoreMenuRules {
  view: boolean;
  edit: boolean;
  share: boolean;
  delete: boolean;
  remove: boolean;
  setDefault: boolean;
}

type Me = Parameters<typeof canEdit>[1];

export function storeMenuRules(store: Pick<FoodStore, 'user_id' | 'shared_with' | 'default'>, me: Me): StoreMenuRules {
  const owner = isOwner(store, me);
  const editor = canEdit(store, me);
  return {
    // everyone may view; editors may edit
    view: true,
    edit: editor,
    // only owned stores may be shared
    share: owner,
    // the owner of a non-default store may delete
    delete: owner && !store.default,
    // shared stores offer 'remove'
    remove: !owner,
    // owned non-default stores, and shared ones the user can edit that are not already default
    setDefault: editor && !store.default,
  };
}
