import { afterPageLoad } from './idle';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(document, 'readyState');
});

const loading = () => Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });

test('on a loaded page, the work waits for the page to be idle', () => {
  const run = jest.fn();
  afterPageLoad(run);
  expect(run).not.toHaveBeenCalled();
  jest.advanceTimersByTime(200);
  expect(run).toHaveBeenCalledTimes(1);
});

test('on a page still loading, the work waits for its load, then for idle', () => {
  loading();
  const run = jest.fn();
  afterPageLoad(run);
  jest.advanceTimersByTime(5000);
  expect(run).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(200);
  expect(run).toHaveBeenCalledTimes(1);
});

test('cancelled before it ran, the work never runs; after, what it started is stopped', () => {
  loading();
  const early = jest.fn();
  afterPageLoad(early)();
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(1000);
  expect(early).not.toHaveBeenCalled();

  const stop = jest.fn();
  const cancel = afterPageLoad(() => stop);
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(200);
  expect(stop).not.toHaveBeenCalled();
  cancel();
  expect(stop).toHaveBeenCalledTimes(1);
});
