// Every local storage key of SPEC §3, read and written here only. Values are JSON; a corrupt or missing
// value reads as null, and a full or blocked storage never breaks the app.
import type { Note, SavedRecipe, User, FilterItem, ImportedRecipe, Mealplan, Id } from '../../contract/entities';
import type { OfflineOwner } from '../pwa/offlineData';
import type { KeptDraft } from './recipeDraftKeeping';
import type { LeftEdits } from '../pwa/outbox';
import type { CheckedRecord, StoredChecks } from './shopChecks';
import type { UserDataState } from '../store/userDataSlice';

interface Keys {
  token: string;
  user: User;
  saved_recipes: SavedRecipe[];
  imported_recipes: ImportedRecipe[];
  user_mealplans: Mealplan[];
  /** also in the tab's sessionStorage: the ones applied without Save (src/app/listeners.ts) */
  filters: FilterItem[];
  installedVersion: string;
  tutorial_enabled: boolean;
  /** a new recipe's draft, with whose and which wizard's it is (ours: src/lib/recipeDraftKeeping.ts) */
  draft_recipe: KeptDraft;
  /** not a SPEC §3 key: an edit's draft, per recipe (src/lib/recipeDraftKeeping.ts) */
  [edit: `draft_recipe:${number}`]: KeptDraft;
  /** not a SPEC §3 key: each user's notes, by user id (an earlier version kept one list, Note[], for whoever was signed in) */
  notes: Record<string, Note[]> | Note[];
  /** not SPEC §3 keys: where an earlier version kept the offline copy (src/pwa/offlineData.ts moves it to IndexedDB once) */
  offline_user_data: OfflineOwner;
  offline_shoppinglists: UserDataState['shoppinglists'];
  offline_user_stores: UserDataState['user_stores'];
  offline_shared_with_me: UserDataState['shared_with_me'];
  offline_mealplans: UserDataState['mealplans'];
  /** not a SPEC §3 key: a list's or store's edits still unsaved as their page went, for the next start's outbox (src/pwa/outbox.ts) */
  outbox_leaving: LeftEdits;
  /** not a SPEC §3 key: per user id, the ingredient each scanned receipt line was stored as (src/lib/receiptMatch.ts) */
  scan_matches: Record<string, Record<string, Id>>;
  /** not a SPEC §3 key, in the tab's sessionStorage beside cook mode's timers (cook-timers-import-{id}): an imported
   *  recipe's ingredient lines ticked as gathered, by place, each with its line as written (ImportedRecipeScreen) */
  [gathered: `cook-gathered-import-${number}`]: GatheredLines;
}

/** ticked lines: each line's place in the list, and the line as the page wrote it (unscaled) */
export type GatheredLines = Record<number, string>;

export type StorageKey = keyof Keys;

/** `tab`: the tab's sessionStorage, kept through its reloads until it closes */
const area = (tab?: boolean) => (tab ? window.sessionStorage : window.localStorage);

function read<K extends StorageKey>(key: K, tab?: boolean): Keys[K] | null {
  try {
    const raw = area(tab).getItem(key);
    return raw === null ? null : (JSON.parse(raw) as Keys[K]);
  } catch {
    return null;
  }
}

function write<K extends StorageKey>(key: K, value: Keys[K], tab?: boolean): void {
  try {
    area(tab).setItem(key, JSON.stringify(value));
  } catch (err) {
    console.warn(`storage: could not write ${key}`, err);
  }
}

function remove(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // nothing to remove from a blocked storage
    }
  }
}

function removeInTab(key: StorageKey): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing to remove from a blocked storage
  }
}

/** SPEC §3: the checked items of shop mode are kept per shopping list name. */
const CHECKED = 'checked:';
const checkedKey = (listName: string) => `${CHECKED}${listName}`;

export const storage = {
  get: read,
  set: write,
  remove,
  removeInTab,
  getChecked(listName: string): StoredChecks | null {
    try {
      const raw = window.localStorage.getItem(checkedKey(listName));
      return raw === null ? null : (JSON.parse(raw) as StoredChecks);
    } catch {
      return null;
    }
  },
  setChecked(listName: string, checked: CheckedRecord): void {
    try {
      window.localStorage.setItem(checkedKey(listName), JSON.stringify(checked));
    } catch (err) {
      console.warn('storage: could not keep checked items', err);
    }
  },
  removeChecked(listName: string): void {
    try {
      window.localStorage.removeItem(checkedKey(listName));
    } catch {
      // nothing to remove from a blocked storage
    }
  },
  /** the list names that have a checked-items record (a list renamed elsewhere looks for its record under them) */
  checkedNames(): string[] {
    try {
      const names: string[] = [];
      for (let i = 0; i < window.localStorage.length; i += 1) {
        const key = window.localStorage.key(i);
        if (key?.startsWith(CHECKED)) names.push(key.slice(CHECKED.length));
      }
      return names;
    } catch {
      return [];
    }
  },
};
