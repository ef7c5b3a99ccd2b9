// Windowing (issue #10): a long list renders only the rows near the viewport; the rows above and below are
// stood in for by gaps of their height, measured once a row has been shown and estimated before. Pure: the
// component (components/WindowedList.tsx) feeds it the list's position and the row heights.

/** rows [start, end) of a list */
export interface RowRange {
  start: number;
  end: number;
}

export interface WindowInput {
  count: number;
  /** the height of row i in px: measured, or the estimate */
  heightOf: (index: number) => number;
  /** the list's top edge relative to the viewport's top, in px (negative once scrolled past) */
  listTop: number;
  viewportHeight: number;
  /** px rendered beyond the viewport, above and below */
  overscan: number;
}

export const EMPTY_RANGE: RowRange = { start: 0, end: 0 };

/** The rows that overlap the viewport widened by the overscan; an empty range when the list is out of it. */
export function visibleRange({ count, heightOf, listTop, viewportHeight, overscan }: WindowInput): RowRange {
  const from = -listTop - overscan;
  const to = -listTop + viewportHeight + overscan;
  let start = -1;
  let top = 0;
  for (let i = 0; i < count; i += 1) {
    const bottom = top + heightOf(i);
    if (start < 0 && bottom > from) start = i;
    if (top >= to) return start < 0 ? { start: i, end: i } : { start, end: i };
    top = bottom;
  }
  return start < 0 ? { start: count, end: count } : { start, end: count };
}

/** Whether the rows rendered already include every row needed. An empty need is met by anything. */
export function covers(rendered: RowRange, needed: RowRange): boolean {
  if (needed.end <= needed.start) return true;
  return rendered.start <= needed.start && rendered.end >= needed.end;
}

/** a gap stands for rows [from, to) */
export type Run = { kind: 'gap'; from: number; to: number; height: number } | { kind: 'rows'; start: number; end: number };

/**
 * What a list renders from top to bottom: runs of rows and the gaps between them. The range is widened by
 * the pinned rows (a focused row stays in the page while the user scrolls away from it); gaps of no height
 * are left out.
 */
export function layoutRuns(count: number, range: RowRange, pinned: readonly number[], heightOf: (index: number) => number): Run[] {
  const wanted = new Set<number>();
  for (let i = Math.max(0, range.start); i < Math.min(count, range.end); i += 1) wanted.add(i);
  for (const i of pinned) if (i >= 0 && i < count) wanted.add(i);
  const rows = [...wanted].sort((a, b) => a - b);
  const runs: Run[] = [];
  const gap = (from: number, to: number) => {
    let height = 0;
    for (let i = from; i < to; i += 1) height += heightOf(i);
    if (height > 0) runs.push({ kind: 'gap', from, to, height });
  };
  let next = 0;
  for (let k = 0; k < rows.length;) {
    const start = rows[k]!;
    let end = start + 1;
    k += 1;
    while (k < rows.length && rows[k] === end) {
      end += 1;
      k += 1;
    }
    gap(next, start);
    runs.push({ kind: 'rows', start, end });
    next = end;
  }
  gap(next, count);
  return runs;
}

/**
 * Row heights by row key: what was measured, else the mean of what was measured, else the estimate. A row
 * measured at 0 (no layout, as in a test) counts as not measured.
 */
export class RowHeights {
  private readonly sizes = new Map<string, number>();
  private total = 0;

  constructor(private readonly estimate: number) {}

  get(key: string): number {
    return this.sizes.get(key) ?? this.typical();
  }

  typical(): number {
    return this.sizes.size ? this.total / this.sizes.size : this.estimate;
  }

  /** Records a row's height; true when it differs from what was assumed by a pixel or more. */
  set(key: string, height: number): boolean {
    if (!(height > 0)) return false;
    const before = this.sizes.get(key);
    if (before !== undefined && Math.abs(before - height) < 1) return false;
    const assumed = before ?? this.typical();
    this.total += height - (before ?? 0);
    this.sizes.set(key, height);
    return Math.abs(assumed - height) >= 1;
  }

  /** Forgets every measure (the width changed, so rows may wrap differently). */
  clear(): void {
    this.sizes.clear();
    this.total = 0;
  }
}
