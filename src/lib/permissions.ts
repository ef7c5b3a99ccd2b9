// Who may do what with a plan, list or store (SPEC §6). The server is the authority; the client only hides
// what the server would refuse.
import type { SharedWith } from '../../contract/entities';

interface Owned {
  user_id: number;
  shared_with: SharedWith[];
}
interface Me {
  id: number;
  email: string;
}

export function isOwner(entity: Pick<Owned, 'user_id'>, me: Me | null): boolean {
  return me !== null && entity.user_id === me.id;
}

/** The owner, or a recipient whose e-mail is in shared_with with canEdit. */
export function canEdit(entity: Owned, me: Me | null): boolean {
  if (!me) return false;
  if (isOwner(entity, me)) return true;
  const email = me.email.toLowerCase();
  return entity.shared_with.some((entry) => entry.email.toLowerCase() === email && entry.canEdit);
}
