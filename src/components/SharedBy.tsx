// Whose a list, store or meal plan shared with the user is, and what they may do with it, in its page's header (QA
// household 5): a member with the view right only was told so in shop mode and on the edit address, and on the
// page itself only by the buttons and options that were not there.
import type { SharedWith } from '../../contract/entities';
import { canEdit } from '../lib/permissions';
import { selectUser } from '../store/authSlice';
import { useStoreSelector } from '../store/hooks';

interface Shared {
  user_id: number;
  owner_name: string;
  shared_with: SharedWith[];
}

/** ours: what the user may do with one shared with them (the share dialog's 'can edit', said to them) */
export const SHARED_RIGHT = { edit: 'you can edit', view: 'view only' } as const;

/** 'view only' or 'you can edit', for one shared with the user */
export function useSharedRight(shared: Shared): string {
  const me = useStoreSelector(selectUser);
  return canEdit(shared, me) ? SHARED_RIGHT.edit : SHARED_RIGHT.view;
}

/** 'shared by jo_cooks · view only': a header's line for one the user does not own */
export function SharedBy({ shared }: { shared: Shared }) {
  const right = useSharedRight(shared);
  return <span>{shared.owner_name ? `shared by ${shared.owner_name} · ${right}` : right}</span>;
}
