// The messages only the server says (the client shows an answer's message as it comes): kept out of MESSAGES,
// which every screen's code carries, so that no visitor downloads them. Verbatim from the spec where it has them.
import { STORES_MAX } from './api';

export const SERVER_MESSAGES = {
  imageProcess: 'failed to process image.',
  /** POST /verify-email's answer (SPEC §2 /verify success); POST /account/verify-email's (ours) for an address already proved */
  emailVerified: 'Your email address is verified.',
  /** ours: POST /account/verify-email's answer */
  verifyLinkSent: 'A new link is on its way: open it from your e-mail within 7 days.',
  /** ours: POST /account/delete's answer, shown on the way out */
  accountDeleted: 'Your account has been deleted.',
  /** ours: a recipe whose name a catalogue recipe has is saved, but not published under it */
  publishNameTaken: 'A recipe in the catalogue already has this name: rename yours to publish it.',

  // --- ours: a complete-shop refused for the store or the list to move to, not the list shopped (its field says which) ---
  shopStoreGone: 'The store chosen for the shop was deleted, or it is no longer shared with you, so nothing was stored.',
  shopStoreViewOnly: 'You can view the store chosen for the shop, but not add to it, so nothing was stored.',
  shopMoveToGone: 'The list chosen for the unchecked items was deleted, or it is no longer shared with you, so nothing was stored.',
  shopMoveToViewOnly: 'You can view the list chosen for the unchecked items, but not add to it, so nothing was stored.',

  /** ours: PUT /share from the demo account (its password is public) to an address with no account, which would be mailed an invitation */
  demoSharesWithAccountsOnly: 'The demo account can share only with people who already have a Larder account.',

  /** ours: POST /stores from a user with STORES_MAX stores of their own (contract/api.ts) */
  storesFull: `You can have up to ${STORES_MAX} stores. Delete one you no longer use to create another.`,

  // --- ours: a write based on an older version (HTTP 412; issue 11, lost updates) ---
  staleList: 'This list was changed by someone else since you opened it.',
  staleStore: 'This store was changed by someone else since you opened it.',
  stalePlan: 'This meal plan was changed by someone else since you opened it.',

  // --- ours: a write sent with an Idempotency-Key (contract/idempotency.ts; server/plugins/idempotency.ts) ---
  idempotencyKeyInvalid: 'The Idempotency-Key must be 16 to 64 letters, digits, dashes or underscores.',
  /** the same key again while its first request is still being done */
  idempotencyRunning: 'This is still being done. Please wait a moment and try again.',
  /** the same key again with another body (or another address): a retry sends exactly what it sent before */
  idempotencyMismatch: 'This Idempotency-Key was already used for a different request: send a new key with a changed request.',
} as const;
