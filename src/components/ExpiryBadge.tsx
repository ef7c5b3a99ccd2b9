// SPEC §4 store page: an item is 'expired' once its date added plus expiry days has passed (its best-before day is
// over), and 'expiring' in the last 3 days before (storeItemStatus, 14 days by default). Fresh items carry no badge,
// nor do entries with nothing left (hasSomeLeft), as the notifications and the digest leave them out. With saysWhen the
// badge reads when ('expires in 2 days', 'expired 4 days ago', as the notifications do), not only the status word
// with the when in a title that touch, keyboard and screen readers never reach.
import { STORE_EXPIRY_DEFAULT_DAYS } from '../../contract/constants';
import type { StoreItem } from '../../contract/entities';
import { daysUntilExpiry, expiryLabel, hasSomeLeft, storeItemStatus } from '../lib/expiry';
import { Badge } from './Badge';

interface ExpiryBadgeProps {
  item: Pick<StoreItem, 'date_added' | 'estimated_expiry_days' | 'quantity'>;
  now: number;
  saysWhen?: boolean;
}

export function ExpiryBadge({ item, now, saysWhen = false }: ExpiryBadgeProps) {
  const status = storeItemStatus(item, now);
  if (status === 'fresh' || !hasSomeLeft(item)) return null;
  const when = expiryLabel(daysUntilExpiry(item, STORE_EXPIRY_DEFAULT_DAYS, now));
  return saysWhen ? <Badge tone={status}>{when}</Badge> : <Badge tone={status} title={when}>{status}</Badge>;
}
