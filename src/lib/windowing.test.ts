import { covers, layoutRuns, RowHeights, visibleRange } from './windowing';

const rows40 = () => 40;

test('the rows overlapping the viewport and its overscan are rendered, none when the list is out of view', () => {
  // a 2,000-row list of 40 px rows whose top is at the viewport's top: rows 0..24 fill 800 px, 5 more overscan
  expect(visibleRange({ count: 2000, heightOf: rows40, listTop: 0, viewportHeight: 800, overscan: 200 })).toEqual({ start: 0, end: 25 });
  // scrolled 4,000 px down the list: rows 100..119 are in view, with 5 above and 5 below
  expect(visibleRange({ count: 2000, heightOf: rows40, listTop: -4000, viewportHeight: 800, overscan: 200 })).toEqual({ start: 95, end: 125 });
  // the end of the list
  expect(visibleRange({ count: 2000, heightOf: rows40, listTop: -79_500, viewportHeight: 800, overscan: 0 })).toEqual({ start: 1987, end: 2000 });
  // a list far below the viewport, and one far above it
  expect(visibleRange({ count: 2000, heightOf: rows40, listTop: 5000, viewportHeight: 800, overscan: 200 })).toEqual({ start: 0, end: 0 });
  expect(visibleRange({ count: 10, heightOf: rows40, listTop: -5000, viewportHeight: 800, overscan: 200 })).toEqual({ start: 10, end: 10 });
  expect(visibleRange({ count: 0, heightOf: rows40, listTop: 0, viewportHeight: 800, overscan: 200 })).toEqual({ start: 0, end: 0 });
});

test('rows of different heights are placed by the sum of those above', () => {
  const heights = [100, 10, 10, 10, 100, 100];
  expect(visibleRange({ count: 6, heightOf: (i) => heights[i]!, listTop: -105, viewportHeight: 25, overscan: 0 })).toEqual({ start: 1, end: 4 });
  expect(visibleRange({ count: 6, heightOf: (i) => heights[i]!, listTop: -105, viewportHeight: 30, overscan: 0 })).toEqual({ start: 1, end: 5 });
});

test('the rendered rows cover the needed ones, or a new range is due', () => {
  expect(covers({ start: 10, end: 50 }, { start: 20, end: 40 })).toBe(true);
  expect(covers({ start: 10, end: 50 }, { start: 5, end: 40 })).toBe(false);
  expect(covers({ start: 10, end: 50 }, { start: 45, end: 55 })).toBe(false);
  expect(covers({ start: 0, end: 0 }, { start: 7, end: 7 })).toBe(true);
});

test('the runs are the rows with gaps of the others\' height, and a pinned row far away keeps its place', () => {
  expect(layoutRuns(100, { start: 10, end: 20 }, [], rows40)).toEqual([
    { kind: 'gap', from: 0, to: 10, height: 400 },
    { kind: 'rows', start: 10, end: 20 },
    { kind: 'gap', from: 20, to: 100, height: 3200 },
  ]);
  expect(layoutRuns(100, { start: 10, end: 20 }, [50], rows40)).toEqual([
    { kind: 'gap', from: 0, to: 10, height: 400 },
    { kind: 'rows', start: 10, end: 20 },
    { kind: 'gap', from: 20, to: 50, height: 1200 },
    { kind: 'rows', start: 50, end: 51 },
    { kind: 'gap', from: 51, to: 100, height: 1960 },
  ]);
  // a pinned row next to the range joins it; a range past the end is cut to the rows there are
  expect(layoutRuns(30, { start: 0, end: 10 }, [10, 99], rows40)).toEqual([
    { kind: 'rows', start: 0, end: 11 },
    { kind: 'gap', from: 11, to: 30, height: 760 },
  ]);
  expect(layoutRuns(5, { start: 0, end: 0 }, [], rows40)).toEqual([{ kind: 'gap', from: 0, to: 5, height: 200 }]);
  expect(layoutRuns(0, { start: 0, end: 0 }, [], rows40)).toEqual([]);
});

test('heights: the measured one, else the mean of those measured, else the estimate; a zero is no measure', () => {
  const heights = new RowHeights(50);
  expect(heights.get('a')).toBe(50);
  expect(heights.set('a', 0)).toBe(false);
  expect(heights.set('a', 60)).toBe(true);
  expect(heights.set('b', 80)).toBe(true);
  expect(heights.get('c')).toBe(70);
  // the same height again, or a new row of the assumed height, changes nothing drawn
  expect(heights.set('a', 60.4)).toBe(false);
  expect(heights.set('c', 70)).toBe(false);
  heights.clear();
  expect(heights.get('a')).toBe(50);
});
