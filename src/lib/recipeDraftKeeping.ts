// Where the recipe wizard keeps its unsaved draft (SPEC §3 draft_recipe, §4 "kept past step 1"). A new recipe's
// draft is kept in draft_recipe and an edit's in draft_recipe:{user_recipe_id}, so creating and editing never
// share a key. Each is kept twice: in the tab (its sessionStorage, which another tab cannot touch), which the tab
// resumes after a reload, and on the device (localStorage), which a later visit or a new tab resumes. A wizard
// never overwrites or removes the device's copy of another wizard's draft (another draft_id). What is typed on
// step 1 is kept in the tab alone (tab_only), so leaving the wizard and coming back in the same tab resumes it,
// while the device's copy waits for the wizard to move past step 1, as SPEC §4 says.
import type { Id, RecipeDraft } from '../../contract/entities';
import { randomId } from '../../contract/rules';
import { emptyDraft, isRecipeDraft } from './recipeDraft';
import { sameJson } from './sameJson';
import { storage } from './storage';

/**
 * The draft as kept: whose it is, which wizard's draft (draft_id), when it was kept (ms), and whether it is step 1's
 * typing, kept in the tab only (tab_only).
 */
export type KeptDraft = RecipeDraft & { owner_id?: Id | null; draft_id?: string; kept_at?: number; tab_only?: boolean };

export type DraftKey = 'draft_recipe' | `draft_recipe:${number}`;

export const draftKey = (editId: Id | null): DraftKey => (editId === null ? 'draft_recipe' : `draft_recipe:${editId}`);

/** A draft resumed, with the wizard's draft_id it was kept under (none for one an earlier version kept). */
export interface ResumedDraft {
  draft: RecipeDraft;
  draftId: string | null;
  /** step 1's typing, not yet kept on the device (keepDraftInTab) */
  tabOnly: boolean;
}

function readOne(key: DraftKey, tab: boolean, userId: Id | null): KeptDraft | null {
  const stored: unknown = storage.get(key, tab);
  if (!isRecipeDraft(stored)) return null;
  const kept = stored as KeptDraft;
  // another account signed in on the same browser never resumes it (nor sees it); a draft kept without an owner
  // (by an earlier version) is whoever's resumes it first
  return kept.owner_id === undefined || kept.owner_id === userId ? kept : null;
}

/** An earlier version kept an edit's draft in draft_recipe too: it moves to its own recipe's key. */
function moveEarlierEditDraft(): void {
  const stored = storage.get('draft_recipe');
  const editId = isRecipeDraft(stored) ? stored.user_recipe_id : null;
  if (editId === null || editId === undefined) return;
  if (storage.get(draftKey(editId)) === null) storage.set(draftKey(editId), stored as KeptDraft);
  storage.remove('draft_recipe');
}

/**
 * The draft this user has kept for the recipe (null: a new one): the tab's own copy, unless the device holds a later
 * copy of the same draft (continued in another tab, then back here); with none in the tab, the device's.
 */
export function resumeDraft(editId: Id | null, userId: Id | null): ResumedDraft | null {
  moveEarlierEditDraft();
  const key = draftKey(editId);
  const inTab = readOne(key, true, userId);
  const onDevice = readOne(key, false, userId);
  const later = inTab && onDevice && onDevice.draft_id === inTab.draft_id && (onDevice.kept_at ?? 0) > (inTab.kept_at ?? 0);
  const kept = later ? onDevice : inTab ?? onDevice;
  if (!kept || (kept.user_recipe_id ?? null) !== editId) return null;
  const { owner_id: _owner, draft_id: draftId, kept_at: _at, tab_only: tabOnly, ...draft } = kept;
  return { draft, draftId: draftId ?? null, tabOnly: tabOnly === true };
}

/** The device's copy is another wizard's unsaved draft: this one leaves it alone. */
function heldByAnother(key: DraftKey, draftId: string): boolean {
  const stored = storage.get(key);
  return isRecipeDraft(stored) && stored.draft_id !== undefined && stored.draft_id !== draftId;
}

/** Keeps the draft in the tab, and on the device unless the device keeps another wizard's draft there. */
export function keepDraft(editId: Id | null, draft: RecipeDraft, userId: Id | null, draftId: string): void {
  const key = draftKey(editId);
  const kept: KeptDraft = { ...draft, owner_id: userId, draft_id: draftId, kept_at: Date.now() };
  storage.set(key, kept, true);
  if (!heldByAnother(key, draftId)) storage.set(key, kept);
}

/** Forgets the wizard's draft (saved, or started over): the tab's copy, and the device's if it is this draft. */
export function forgetDraft(editId: Id | null, draftId: string): void {
  const key = draftKey(editId);
  storage.removeInTab(key);
  if (!heldByAnother(key, draftId)) storage.remove(key);
}

/** Keeps step 1's typing in the tab alone: the device's copy waits until the wizard moves past step 1 (SPEC §4). */
export function keepDraftInTab(editId: Id | null, draft: RecipeDraft, userId: Id | null, draftId: string): void {
  storage.set(draftKey(editId), { ...draft, owner_id: userId, draft_id: draftId, kept_at: Date.now(), tab_only: true }, true);
}

/** Forgets the tab's copy if it is this wizard's draft (its typing undone, nothing left to resume). */
export function forgetDraftInTab(editId: Id | null, draftId: string): void {
  const key = draftKey(editId);
  const stored = storage.get(key, true);
  if (isRecipeDraft(stored) && stored.draft_id === draftId) storage.removeInTab(key);
}

/** This user has a draft kept for the recipe, changed from an empty one: what a new start would replace. */
export function hasUnsavedDraft(editId: Id | null, userId: Id | null): boolean {
  const kept = resumeDraft(editId, userId);
  return kept !== null && !sameJson(kept.draft, emptyDraft());
}

/**
 * Starts a new recipe's draft from `draft` (ours: a copy of an import), in place of this user's kept one (the user was
 * asked: hasUnsavedDraft): kept in the tab, as step 1's typing is, until the wizard moves past step 1 (SPEC §4), where
 * the wizard resumes it. Returns its draft_id.
 */
export function startNewDraft(draft: RecipeDraft, userId: Id | null): string {
  const key = draftKey(null);
  storage.removeInTab(key);
  // another account's draft on this device is left alone, as a wizard leaves it
  if (readOne(key, false, userId)) storage.remove(key);
  const draftId = randomId();
  keepDraftInTab(null, draft, userId, draftId);
  return draftId;
}

/** ours: a new recipe's wizard opened on a copy of an import (startNewDraft's draft), as the import's page tells it
 *  in the address's history state: which draft, the import's name, and its lines the catalogue has no ingredient for */
export interface CopiedDraft {
  draftId: string;
  from: string;
  unmatched: string[];
}

/** The copy a history state tells of, or null: read defensively, as any state may come back with Back. */
export function copiedDraftOf(state: unknown): CopiedDraft | null {
  const copied = (state as { copied?: Partial<CopiedDraft> } | null)?.copied;
  if (typeof copied?.draftId !== 'string' || typeof copied.from !== 'string' || !Array.isArray(copied.unmatched)) return null;
  return { draftId: copied.draftId, from: copied.from, unmatched: copied.unmatched.filter((line): line is string => typeof line === 'string') };
}
