// jsdom has no layout: the list's place in the viewport and the rows' heights are stubbed, and the page
// "scrolls" by moving the list's top up and sending a scroll event.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { WindowedList, type RowPosition } from './WindowedList';

// the print media, as the page sees it (lib/printing asks for it once): the screen's, unless a test prints
const printMedia = Object.assign(new EventTarget(), { matches: false, media: 'print' });
window.matchMedia = ((query: string) => (query === 'print' ? printMedia : { matches: false })) as unknown as typeof window.matchMedia;

const ROW = 40;
const ITEMS = Array.from({ length: 2000 }, (_, i) => `row ${i}`);
let scrolled = 0;

beforeEach(() => {
  scrolled = 0;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: HTMLElement) {
    const list = this.tagName === 'UL';
    const height = list ? ITEMS.length * ROW : this.hasAttribute('data-window-gap') ? Number.parseFloat(this.style.height) : ROW;
    const top = list ? -scrolled : 0;
    return { x: 0, y: top, top, left: 0, right: 390, bottom: top + height, width: 390, height, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(() => jest.restoreAllMocks());

const row = (item: string, key: string, position: RowPosition) => <li key={key} {...position}><button type="button">{item}</button></li>;

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

/** the lists measure in a frame's pass, and a measure may render rows that are measured in the next */
async function settle() {
  for (let i = 0; i < 4; i += 1) await nextFrame();
}

async function renderList() {
  render(<WindowedList items={ITEMS} keyOf={(item) => item} renderRow={row} estimate={64} className="rows" />);
  await settle();
  return () => Array.from(document.querySelectorAll('.rows > li:not([data-window-gap])'));
}

async function scrollTo(px: number) {
  scrolled = px;
  fireEvent.scroll(document);
  // the lists update on the next animation frame
  await settle();
}

test('2,000 rows: only a few screens of them are in the page, each telling its place in the whole list', async () => {
  const rows = await renderList();
  expect(rows().length).toBeGreaterThan(768 / ROW);
  expect(rows().length).toBeLessThan(100);
  expect(rows()[0]).toHaveTextContent('row 0');
  expect(rows()[0]).toHaveAttribute('aria-posinset', '1');
  expect(rows()[0]).toHaveAttribute('aria-setsize', '2000');
  // the rows below are stood in for by a gap of their measured height, hidden from assistive technology
  const gap = document.querySelector<HTMLElement>('[data-window-gap]')!;
  expect(gap).toHaveAttribute('aria-hidden', 'true');
  expect(gap.style.height).toBe(`${(2000 - rows().length) * ROW}px`);
});

test('the lists are measured in a frame\'s pass, all at once, never in a render\'s commit (where each read laid the whole page out)', async () => {
  // the frames come when the test says: jsdom's come on a timer, which let one pass in the middle on a busy machine
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const runFrame = () => act(async () => frames.splice(0).forEach((callback) => callback(performance.now())));
  const read = jest.mocked(HTMLElement.prototype.getBoundingClientRect);
  render(
    <>
      <WindowedList items={ITEMS.slice(0, 10)} keyOf={(item) => item} renderRow={row} estimate={ROW} className="rows" />
      <WindowedList items={ITEMS.slice(10, 20)} keyOf={(item) => item} renderRow={row} estimate={ROW} className="more" />
    </>,
  );
  expect(read).not.toHaveBeenCalled();
  await runFrame();
  // both lists, in the one frame
  const lists = new Set(read.mock.contexts.map((element) => (element as HTMLElement).className));
  expect(lists).toEqual(new Set(['rows', 'more']));
  // their rows, rendered then, are measured in the next frame, not as they are drawn
  read.mockClear();
  await act(async () => undefined);
  expect(document.querySelectorAll('.rows > li:not([data-window-gap])')).toHaveLength(10);
  expect(read).not.toHaveBeenCalled();
  await runFrame();
  expect(read).toHaveBeenCalled();
  // no frame is left asked for (the lists' next one would wait on it)
  while (frames.length) await runFrame();
});

test('a list\'s first fill renders the rows up to half a screen below the viewport, and those further once the page is idle', async () => {
  const rows = await renderList();
  // jsdom's viewport is 768 px high: 1.5 screens of 40 px rows, then 2.25
  expect(rows()).toHaveLength(Math.ceil((768 * 1.5) / ROW));
  await waitFor(() => expect(rows()).toHaveLength(Math.ceil((768 * 2.25) / ROW)));
  expect(rows()[0]).toHaveTextContent('row 0');
});

test('scrolling brings the rows in view into the page and takes the far ones out', async () => {
  const rows = await renderList();
  expect(screen.queryByText('row 1000')).not.toBeInTheDocument();
  await scrollTo(1000 * ROW);
  expect(screen.getByText('row 1000')).toBeInTheDocument();
  expect(screen.queryByText('row 0')).not.toBeInTheDocument();
  expect(rows().length).toBeLessThan(100);
  const [above] = Array.from(document.querySelectorAll<HTMLElement>('[data-window-gap]'));
  const first = Number(rows()[0]!.getAttribute('aria-posinset')) - 1;
  expect(above!.style.height).toBe(`${first * ROW}px`);
  // the end of the list
  await scrollTo(2000 * ROW - 700);
  expect(screen.getByText('row 1999')).toBeInTheDocument();
  expect(rows().at(-1)).toHaveAttribute('aria-posinset', '2000');
});

test('a focused row stays in the page while the list scrolls away from it, and leaves once the focus does', async () => {
  await renderList();
  const button = screen.getByRole('button', { name: 'row 5' });
  act(() => button.focus());
  await scrollTo(1000 * ROW);
  expect(screen.getByText('row 1000')).toBeInTheDocument();
  expect(button).toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(screen.queryByText('row 4')).not.toBeInTheDocument();
  // the window losing the focus (to another app) leaves the row the active element: it stays
  fireEvent.blur(button, { relatedTarget: null });
  await scrollTo(1100 * ROW);
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(button).toBeInTheDocument();
  act(() => button.blur());
  await waitFor(() => expect(screen.queryByText('row 5')).not.toBeInTheDocument());
});

test('moving the focus between rows on screen renders no row again; a pinned row leaves once another row has the focus', async () => {
  const rendered: string[] = [];
  const counting = (item: string, key: string, position: RowPosition) => {
    rendered.push(item);
    return row(item, key, position);
  };
  render(<WindowedList items={ITEMS} keyOf={(item) => item} renderRow={counting} estimate={64} className="rows" />);
  await settle();
  rendered.length = 0;
  act(() => screen.getByRole('button', { name: 'row 3' }).focus());
  act(() => screen.getByRole('button', { name: 'row 4' }).focus());
  expect(rendered).toEqual([]);

  // scrolled away, the focused row is kept; focusing a row in view lets it go
  const pinned = screen.getByRole('button', { name: 'row 4' });
  await scrollTo(1000 * ROW);
  expect(pinned).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'row 1000' }).focus());
  expect(screen.queryByText('row 4')).not.toBeInTheDocument();
});

test('the focus on the last row rendered brings in the next at once, and on the first the one before, so Tab never skips a row', async () => {
  const rows = await renderList();
  const last = () => rows().at(-1)!;
  const lastIndex = Number(last().getAttribute('aria-posinset')) - 1;
  const button = screen.getByRole('button', { name: `row ${lastIndex}` });
  act(() => button.focus());
  expect(screen.getByRole('button', { name: `row ${lastIndex + 1}` })).toBeInTheDocument();
  act(() => button.blur());

  await scrollTo(1000 * ROW);
  await waitFor(() => expect(screen.queryByText(`row ${lastIndex}`)).not.toBeInTheDocument());
  const firstIndex = Number(rows()[0]!.getAttribute('aria-posinset')) - 1;
  expect(screen.queryByText(`row ${firstIndex - 1}`)).not.toBeInTheDocument();
  act(() => screen.getByRole('button', { name: `row ${firstIndex}` }).focus());
  expect(screen.getByRole('button', { name: `row ${firstIndex - 1}` })).toBeInTheDocument();
});

async function twoLists(offScreen: 'rows' | 'below') {
  const short = ITEMS.slice(0, 10);
  const below = Array.from({ length: 10 }, (_, i) => `below ${i}`);
  // one of the lists lies far from the viewport: the first far above it, or the second far below
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: HTMLElement) {
    const list = this.tagName === 'UL';
    const top = list && this.classList.contains(offScreen) ? (offScreen === 'rows' ? -5000 : 5000) : 0;
    const height = list ? 10 * ROW : ROW;
    return { x: 0, y: top, top, left: 0, right: 390, bottom: top + height, width: 390, height, toJSON: () => ({}) } as DOMRect;
  });
  render(
    <>
      <WindowedList items={short} keyOf={(item) => item} renderRow={row} estimate={ROW} className="rows" />
      <WindowedList items={below} keyOf={(item) => item} renderRow={row} estimate={ROW} className="below" />
    </>,
  );
  await settle();
}

test('the focus on a list\'s last row brings in the first row of the list below it, off screen', async () => {
  await twoLists('below');
  expect(screen.queryByText('below 0')).not.toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'row 9' }).focus());
  expect(screen.getByRole('button', { name: 'below 0' })).toBeInTheDocument();
  // and from that row, the next one
  act(() => screen.getByRole('button', { name: 'below 0' }).focus());
  expect(screen.getByRole('button', { name: 'below 1' })).toBeInTheDocument();
});

test('the focus on a list\'s first row brings in the last row of the list above it, off screen', async () => {
  await twoLists('rows');
  expect(screen.queryByText('row 9')).not.toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'below 0' }).focus());
  expect(screen.getByRole('button', { name: 'row 9' })).toBeInTheDocument();
});

test('a row asked for by reveal is rendered wherever it is and scrolled into view once per asking, the focus left where it is', async () => {
  const scrolledTo: Element[] = [];
  // jsdom has no scrollIntoView
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) { scrolledTo.push(this); };
  try {
    const list = (reveal?: { key: string }) => <WindowedList items={ITEMS} keyOf={(item) => item} renderRow={row} estimate={64} className="rows" reveal={reveal} />;
    const { rerender } = render(<><input aria-label="search" />{list()}</>);
    await settle();
    const search = screen.getByLabelText('search');
    act(() => search.focus());
    expect(screen.queryByText('row 1500')).not.toBeInTheDocument();

    const far = { key: 'row 1500' };
    rerender(<><input aria-label="search" />{list(far)}</>);
    const revealed = screen.getByRole('button', { name: 'row 1500' }).closest('li')!;
    expect(revealed).toHaveAttribute('aria-posinset', '1501');
    expect(scrolledTo).toEqual([revealed]);
    expect(search).toHaveFocus();
    // the gap above it stands for the rows between, so it is where the whole list would have it
    expect(screen.queryByText('row 1499')).not.toBeInTheDocument();
    const gap = revealed.previousElementSibling as HTMLElement;
    const lastAbove = Number(gap.previousElementSibling!.getAttribute('aria-posinset'));
    expect(gap.style.height).toBe(`${(1500 - lastAbove) * ROW}px`);

    // the same asking again scrolls nowhere; a new one (the same row) scrolls again
    rerender(<><input aria-label="search" />{list(far)}</>);
    expect(scrolledTo).toHaveLength(1);
    rerender(<><input aria-label="search" />{list({ key: 'row 1500' })}</>);
    expect(scrolledTo).toHaveLength(2);
    // asked for no longer, it leaves the page with the rest of the rows out of view
    rerender(<><input aria-label="search" />{list()}</>);
    expect(screen.queryByText('row 1500')).not.toBeInTheDocument();
  } finally {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  }
});

describe('printing', () => {
  const gaps = () => Array.from(document.querySelectorAll<HTMLElement>('[data-window-gap]'), (gap) => gap.style.height);

  test('draws every row as printing starts, and the rows near the viewport again once it has ended, the page scrolled where it was', async () => {
    // jsdom has no scrollingElement: the page's scroll position, kept by the test
    const page = { scrollLeft: 0, scrollTop: 0, scrollTo: jest.fn() };
    Object.defineProperty(document, 'scrollingElement', { value: page, configurable: true });
    try {
      const rows = await renderList();
      await scrollTo(1000 * ROW);
      page.scrollTop = 1000 * ROW;
      const before = { rows: rows().map((li) => li.textContent), gaps: gaps() };
      expect(before.rows.length).toBeLessThan(100);

      act(() => { window.dispatchEvent(new Event('beforeprint')); });
      expect(rows()).toHaveLength(2000);
      expect(rows()[0]).toHaveTextContent('row 0');
      expect(rows()[1999]).toHaveAttribute('aria-posinset', '2000');
      expect(gaps()).toEqual([]);
      // laid out for paper, rows measure otherwise (and the page scrolls): not measured, so the gaps stand for the
      // rows' screen heights once printing has ended
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: HTMLElement) {
        const height = this.tagName === 'UL' ? 2000 * 25 : 25;
        return { x: 0, y: 0, top: 0, left: 0, right: 390, bottom: height, width: 390, height, toJSON: () => ({}) } as DOMRect;
      });
      page.scrollTop = 0;
      await scrollTo(0);
      expect(rows()).toHaveLength(2000);

      jest.restoreAllMocks();
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: HTMLElement) {
        const list = this.tagName === 'UL';
        const height = list ? ITEMS.length * ROW : this.hasAttribute('data-window-gap') ? Number.parseFloat(this.style.height) : ROW;
        return { x: 0, y: -1000 * ROW, top: -1000 * ROW, left: 0, right: 390, bottom: height, width: 390, height, toJSON: () => ({}) } as DOMRect;
      });
      act(() => { window.dispatchEvent(new Event('afterprint')); });
      expect({ rows: rows().map((li) => li.textContent), gaps: gaps() }).toEqual(before);
      expect(page.scrollTo).toHaveBeenCalledWith({ left: 0, top: 1000 * ROW });
    } finally {
      delete (document as Partial<Document> & { scrollingElement?: unknown }).scrollingElement;
    }
  });

  test('the print media (Chromium\'s print preview, an emulated print) draws every row too, and a list shown while printing starts whole', async () => {
    const media = (matches: boolean) => act(() => {
      printMedia.matches = matches;
      printMedia.dispatchEvent(Object.assign(new Event('change'), { matches }));
    });
    const rows = await renderList();
    expect(rows().length).toBeLessThan(100);
    media(true);
    expect(rows()).toHaveLength(2000);
    media(false);
    expect(rows().length).toBeLessThan(100);

    // a real print: the events, the media switched in between; its change event may come after 'afterprint', when
    // the media is the screen's again: it draws nothing
    act(() => { window.dispatchEvent(new Event('beforeprint')); });
    expect(rows()).toHaveLength(2000);
    act(() => { window.dispatchEvent(new Event('afterprint')); });
    act(() => { printMedia.dispatchEvent(Object.assign(new Event('change'), { matches: true })); });
    expect(rows().length).toBeLessThan(100);

    media(true);
    render(<WindowedList items={ITEMS.slice(0, 300)} keyOf={(item) => item} renderRow={row} estimate={64} className="later" />);
    expect(document.querySelectorAll('.later > li:not([data-window-gap])')).toHaveLength(300);
    media(false);
    expect(document.querySelectorAll('.later > li:not([data-window-gap])').length).toBeLessThan(100);
  });
});
