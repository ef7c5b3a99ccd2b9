// A selector built from others, worked out again only when what one of them selects changes (by identity), as
// reselect's createSelector does for the app's few, each of the state alone: without reselect, whose size (1 KiB gzip)
// was in every first load for them.

export function selectFrom<S, A, R>(inputs: [(state: S) => A], combine: (a: A) => R): (state: S) => R;
export function selectFrom<S, A, B, R>(inputs: [(state: S) => A, (state: S) => B], combine: (a: A, b: B) => R): (state: S) => R;
export function selectFrom<S, A, B, C, R>(inputs: [(state: S) => A, (state: S) => B, (state: S) => C], combine: (a: A, b: B, c: C) => R): (state: S) => R;
export function selectFrom<S, R>(inputs: ((state: S) => unknown)[], combine: (...args: never[]) => R): (state: S) => R {
  let last: unknown[] | null = null;
  let result!: R;
  return (state) => {
    const args = inputs.map((input) => input(state));
    if (!last || args.some((arg, i) => arg !== last![i])) {
      last = args;
      result = combine(...(args as never[]));
    }
    return result;
  };
}
