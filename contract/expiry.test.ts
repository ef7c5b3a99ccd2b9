import { daysUntilExpiry, expiresAt, notificationLevel, storeItemStatus } from './expiry';

const DAY = 24 * 60 * 60 * 1000;
const added = '2026-11-01T12:00:00.000Z';
const t0 = Date.parse(added);
const item = (estimated_expiry_days?: number | null) => ({ date_added: added, estimated_expiry_days });

describe('store page (SPEC §4: default 14 days, expiring within 3 days)', () => {
  test.each([
    [10, 0, 'fresh'],
    [10, 7 * DAY - 1, 'fresh'],
    [10, 7 * DAY, 'expiring'],
    [10, 10 * DAY, 'expiring'],
    [10, 10 * DAY + 1, 'expired'],
    [null, 11 * DAY - 1, 'fresh'],
    [null, 11 * DAY, 'expiring'],
    [null, 14 * DAY + 1, 'expired'],
    [0, 1, 'expired'],
  ] as const)('expiry %p days, %i ms after adding → %s', (days, after, status) => {
    expect(storeItemStatus(item(days), t0 + after)).toBe(status);
  });
});

describe('notifications (SPEC §4: default 30 days, warning within 2 days, danger on or after)', () => {
  test.each([
    [5, 3 * DAY - 1, null],
    [5, 3 * DAY, 'warning'],
    [5, 5 * DAY - 1, 'warning'],
    [5, 5 * DAY, 'danger'],
    [5, 50 * DAY, 'danger'],
    [undefined, 28 * DAY - 1, null],
    [undefined, 28 * DAY, 'warning'],
    [undefined, 30 * DAY, 'danger'],
  ] as const)('expiry %p days, %i ms after adding → %p', (days, after, level) => {
    expect(notificationLevel(item(days), t0 + after)).toBe(level);
  });
});

test('expiresAt and daysUntilExpiry', () => {
  expect(expiresAt(item(3), 14)).toBe(t0 + 3 * DAY);
  expect(daysUntilExpiry(item(3), 14, t0)).toBe(3);
  expect(daysUntilExpiry(item(3), 14, t0 + 5 * DAY)).toBe(-2);
});
