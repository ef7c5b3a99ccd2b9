import { stickyBottom, stickyTop } from './stickyBars';

// jsdom has no ResizeObserver: one the test reports through, as the browser does once the page is laid out
class FakeResizeObserver {
  static all = new Set<FakeResizeObserver>();
  constructor(private readonly callback: () => void) {}
  observe() { FakeResizeObserver.all.add(this); }
  disconnect() { FakeResizeObserver.all.delete(this); }
  static report() { for (const o of [...FakeResizeObserver.all]) o.callback(); }
}

/** a sticky bar of `height` px, `offset` px from its edge, that counts the reads of its layout */
function bar(edge: 'top' | 'bottom', height: number, offset = 0) {
  const el = document.createElement('div');
  el.style.position = 'sticky';
  el.style[edge] = `${offset}px`;
  document.body.append(el);
  const reads = { count: 0 };
  el.getBoundingClientRect = () => {
    reads.count += 1;
    return { height, width: 100, top: 0, left: 0, bottom: height, right: 100, x: 0, y: 0, toJSON: () => ({}) };
  };
  return { el, reads };
}

const property = (edge: 'top' | 'bottom') => document.documentElement.style.getPropertyValue(`--sticky-${edge}`);

beforeEach(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
});
afterEach(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  FakeResizeObserver.all.clear();
  document.body.innerHTML = '';
});

test('a bar is measured when its observer reports, not in its ref, where a read lays the whole page out mid-commit', () => {
  const top = bar('top', 56);
  const release = stickyTop(top.el);
  expect(top.reads.count).toBe(0);
  FakeResizeObserver.report();
  expect(top.reads.count).toBe(1);
  expect(property('top')).toBe('56px');
  release?.();
  expect(property('top')).toBe('0px');
});

test('a bar let go leaves the others\' reach, as last measured, without reading their layout again', () => {
  const low = bar('bottom', 40, 16);
  const high = bar('bottom', 30);
  const releaseLow = stickyBottom(low.el);
  const releaseHigh = stickyBottom(high.el);
  FakeResizeObserver.report();
  expect(property('bottom')).toBe('56px');
  const reads = low.reads.count + high.reads.count;
  releaseLow?.();
  expect(property('bottom')).toBe('30px');
  expect(low.reads.count + high.reads.count).toBe(reads);
  releaseHigh?.();
  expect(property('bottom')).toBe('0px');
});

test('a viewport resize measures the bars again', () => {
  const top = bar('top', 56);
  const release = stickyTop(top.el);
  FakeResizeObserver.report();
  top.el.style.position = 'static';
  window.dispatchEvent(new Event('resize'));
  expect(property('top')).toBe('0px');
  release?.();
});

test('without a ResizeObserver (jsdom) a bar is measured at once', () => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  const top = bar('top', 48);
  const release = stickyTop(top.el);
  expect(property('top')).toBe('48px');
  release?.();
  expect(property('top')).toBe('0px');
});
