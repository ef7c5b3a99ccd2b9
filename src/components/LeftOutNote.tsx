// What a listing the server cut short leaves out (contract/api.ts TOTAL_COUNT_HEADER: GET /user-mealplans,
// /user-shoppinglists; SHARED_TOTAL_COUNT_HEADERS: GET /share), said where the rows are: on their screen and in the
// pickers that offer them.
import { MEALPLANS_LISTED_MAX, SHARED_LISTED_MAX, SHOPPINGLISTS_LISTED_MAX } from '../../contract/api';

interface LeftOutRows {
  /** how many the server lists */
  max: number;
  /** which those are: 'latest plans' */
  kept: string;
  /** the others, one and many: 'older plan', 'older plans' */
  others: readonly [string, string];
  /** shared with the user, not theirs: 'the 100 latest plans shared with you' */
  shared?: boolean;
}

export const LEFT_OUT = {
  plans: { max: MEALPLANS_LISTED_MAX, kept: 'latest plans', others: ['older plan', 'older plans'] },
  lists: { max: SHOPPINGLISTS_LISTED_MAX, kept: 'most recently changed lists', others: ['older list', 'older lists'] },
  // GET /share keeps those shared with the user as one's own are kept (a store, as a list)
  sharedPlans: { max: SHARED_LISTED_MAX, kept: 'latest plans', others: ['older plan', 'older plans'], shared: true },
  sharedLists: { max: SHARED_LISTED_MAX, kept: 'most recently changed lists', others: ['older list', 'older lists'], shared: true },
  sharedStores: { max: SHARED_LISTED_MAX, kept: 'most recently changed stores', others: ['older store', 'older stores'], shared: true },
} as const satisfies Record<string, LeftOutRows>;

/**
 * 'Only your 100 latest plans are listed. 6 older plans are not shown.', 'Only the 100 most recently changed lists
 * shared with you are listed. 1 older list is not shown.'
 */
export function leftOutText(n: number, { max, kept, others, shared }: LeftOutRows): string {
  const listed = shared ? `the ${max} ${kept} shared with you` : `your ${max} ${kept}`;
  return `Only ${listed} are listed. ${n} ${n === 1 ? `${others[0]} is` : `${others[1]} are`} not shown.`;
}

/** The sentence, muted, when the answer left `n` out; nothing when it left none. */
export function LeftOutNote({ n, rows, className, id }: { n: number; rows: LeftOutRows; className?: string; id?: string }) {
  if (n <= 0) return null;
  return <p id={id} className={className ?? 'muted'}>{leftOutText(n, rows)}</p>;
}
