// SPEC §4 store page: an item is 'expired' once its date added plus expiry days has passed, and 'expiring'
// in the last 3 days before (storeItemStatus, 14 days by default). Fresh items carry no badge.
import { STORE_EXPIRY_DEFAULT_DAYS } from '../../contract/constants';
import type { StoreItem } from '../../contract/entities';
import { expiresAt, storeItemStatus } from '../lib/expiry';
import { expiryLabel } from '../lib/expiryNotices';
import { Badge } from './Badge';

export function ExpiryBadge({ item, now }: { item: Pick<StoreItem, 'date_added' | 'estimated_expiry_days'>; now: number }) {
  const status = storeItemStatus(item, now);
  if (status === 'fresh') return null;
  return <Badge tone={status} title={expiryLabel(expiresAt(item, STORE_EXPIRY_DEFAULT_DAYS), now)}>{status}</Badge>;
}
