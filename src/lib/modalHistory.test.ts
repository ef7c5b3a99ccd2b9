import { holdHistoryEntry } from './modalHistory';

// jsdom's history traverses in two timers of its own, one set by the other, and the writes waiting for a traversal run
// a timer after it: rounds of timers, not a time, as a loaded machine may run a timer late but never out of order
/** a modal's entry goes right after the paint of its opening (a frame, then a task) */
const painted = () => new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); });
async function settled() {
  await painted();
  for (let round = 0; round < 12; round += 1) await new Promise((resolve) => { setTimeout(resolve, 0); });
}
// the user's Back and Forward (the browser's buttons, a phone's Back), not a script's call, which is a navigation
const back = () => History.prototype.back.call(window.history);
const forward = () => History.prototype.forward.call(window.history);

/** what a router listening to popstate would hear, as the app's router does */
const heard: string[] = [];
const router = () => heard.push(`${window.location.pathname}${window.location.search}`);

beforeAll(() => window.history.replaceState({ idx: 0 }, '', '/lists/3?viewMode=shopmode'));
beforeEach(() => { heard.length = 0; });
beforeAll(() => window.addEventListener('popstate', router));
afterAll(() => window.removeEventListener('popstate', router));

test('a modal holds an entry at the same address: Back closes it, unheard by the router, and the next Back leaves', async () => {
  window.history.pushState({ idx: 1 }, '', '/lists/3?viewMode=shopmode&x=1');
  const length = window.history.length;
  const onBack = jest.fn();
  holdHistoryEntry(onBack);
  await painted();
  expect(window.history.length).toBe(length + 1);
  // the router's state is kept, so its location (and key) stay the same
  expect(window.history.state).toMatchObject({ idx: 1 });

  back();
  await settled();
  expect(onBack).toHaveBeenCalledTimes(1);
  expect(window.location.search).toBe('?viewMode=shopmode&x=1');
  expect(heard).toEqual([]);

  back();
  await settled();
  expect(heard).toEqual(['/lists/3?viewMode=shopmode']);
});

test('closed another way, a modal takes its entry off without the router hearing; closed together, nested ones go in one step', async () => {
  window.history.pushState({ idx: 1 }, '', '/lists/3?viewMode=shopmode&x=2');
  const length = window.history.length;
  const release = holdHistoryEntry(jest.fn());
  await painted();
  release();
  await settled();
  expect(window.history.state).toEqual({ idx: 1 });
  expect(heard).toEqual([]);

  const outer = holdHistoryEntry(jest.fn());
  const inner = holdHistoryEntry(jest.fn());
  await painted();
  expect(window.history.length).toBe(length + 2);
  inner();
  outer();
  await settled();
  expect(window.history.state).toEqual({ idx: 1 });
  expect(heard).toEqual([]);
  back();
  await settled();
  expect(heard).toEqual(['/lists/3?viewMode=shopmode']);
});

test('nested modals: Back closes the top one only', async () => {
  window.history.pushState({ idx: 1 }, '', '/lists/3?viewMode=shopmode&x=3');
  const onOuter = jest.fn();
  const onInner = jest.fn();
  const outer = holdHistoryEntry(onOuter);
  holdHistoryEntry(onInner);
  await painted();

  back();
  await settled();
  expect(onInner).toHaveBeenCalledTimes(1);
  expect(onOuter).not.toHaveBeenCalled();

  back();
  await settled();
  expect(onOuter).toHaveBeenCalledTimes(1);
  outer();
  expect(heard).toEqual([]);
  expect(window.location.search).toBe('?viewMode=shopmode&x=3');
});

test('a modal that navigates (a create opening what it made) leaves no entry of its own behind the new page', async () => {
  window.history.pushState({ idx: 1 }, '', '/plans');
  const release = holdHistoryEntry(jest.fn());
  await painted();
  // the router's push, then the dialog closing as its screen goes
  window.history.pushState({ idx: 2 }, '', '/plans/edit/9');
  release();
  await settled();
  expect(window.location.pathname).toBe('/plans/edit/9');
  expect(window.history.state).toEqual({ idx: 2 });
  expect(heard).toEqual([]);

  back();
  await settled();
  expect(heard).toEqual(['/plans']);
  expect(window.history.state).toEqual({ idx: 1 });
});

test('closed first and navigating in the same moment (a link in the side menu): the push waits for the entry to go', async () => {
  window.history.pushState({ idx: 1 }, '', '/recipes');
  const release = holdHistoryEntry(jest.fn());
  await painted();
  release();
  await Promise.resolve();
  window.history.pushState({ idx: 2 }, '', '/user-stores');
  await settled();
  expect(window.location.pathname).toBe('/user-stores');
  back();
  await settled();
  expect(heard).toEqual(['/recipes']);
});

test('Forward onto the entry of a modal closed by its button is passed over', async () => {
  window.history.pushState({ idx: 1 }, '', '/stores');
  const release = holdHistoryEntry(jest.fn());
  await painted();
  release();
  await settled();
  forward();
  await settled();
  expect(window.history.state).toEqual({ idx: 1 });
  expect(heard).toEqual([]);
});

test('the router going back from a modal (the unsaved-changes question\'s way out) goes past its entry', async () => {
  window.history.pushState({ idx: 1 }, '', '/lists');
  window.history.pushState({ idx: 2 }, '', '/lists/edit/4');
  holdHistoryEntry(jest.fn());
  await painted();
  window.history.go(-1);
  await settled();
  expect(heard).toEqual(['/lists']);
  expect(window.history.state).toEqual({ idx: 1 });
});

test('the entry goes right after the paint of the opening, not in it (issue #10: no history write in the click)', async () => {
  window.history.pushState({ idx: 1 }, '', '/lists/3?viewMode=shopmode&x=4');
  const length = window.history.length;
  const release = holdHistoryEntry(jest.fn());
  expect(window.history.length).toBe(length);
  await painted();
  expect(window.history.length).toBe(length + 1);
  release();
  await settled();
  expect(window.history.state).toEqual({ idx: 1 });
});

test('a screen left before the entry went (a navigation in the same moment) gets no modal entry', async () => {
  window.history.pushState({ idx: 1 }, '', '/lists');
  holdHistoryEntry(jest.fn());
  window.history.pushState({ idx: 2 }, '', '/lists/edit/5');
  await settled();
  expect(window.history.state).toEqual({ idx: 2 });
  back();
  await settled();
  expect(heard).toEqual(['/lists']);
});

test('while a modal holds an entry, the page\'s entry is not scrolled back on the way to it: a scroll made as the modal closed stays', async () => {
  window.history.pushState({ idx: 1 }, '', '/lists/3?viewMode=shopmode&x=9');
  window.history.scrollRestoration = 'auto';
  const release = holdHistoryEntry(jest.fn());
  await painted();
  // set on the page's entry before the modal's went above it (each entry keeps its own in a browser)
  expect(window.history.scrollRestoration).toBe('manual');
  release();
  await settled();
  expect(window.history.state).toEqual({ idx: 1 });
  // back on the page's entry, as it was, for the router's Back and Forward to it later
  expect(window.history.scrollRestoration).toBe('auto');

  holdHistoryEntry(jest.fn());
  await painted();
  back();
  await settled();
  expect(window.history.scrollRestoration).toBe('auto');
});
