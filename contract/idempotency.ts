// ours (docs/decisions.md): writes that are safe to retry. A create, a complete-shop, a registration or a store change
// built on a read (src/store/changeStore.ts) sent with an Idempotency-Key is done once: the same key with the same
// body again (a retry after a lost answer) is answered as the first was, marked by IDEMPOTENT_REPLAYED_HEADER,
// without doing it again.
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** a key: 16 to 64 letters, digits, '-' or '_' (the app sends 22: 128 random bits in base64url) */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
