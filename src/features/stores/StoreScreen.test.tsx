import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FoodStore, SharedWithMe, StoreItem } from '../../../contract/entities';
import { MESSAGES, QUANTITY_MAX } from '../../../contract/rules';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { item, options, serveKeyedStore, sharedStore, store } from '../../../tests/fixtures/stores';
import { LOAD_FAILED } from '../../components/LoadFailed';
import { formatDate } from '../../lib/dates';
import { BEST_BEFORE_MESSAGES } from './useExpiryField';

interface Put { id: string; items: StoreItem[] }

/** The store API as a tiny server: GET lists, PUT replaces the items and answers the store. */
function serve(own: FoodStore[], shared: SharedWithMe[] = [], { delayFirstPut }: { delayFirstPut?: Promise<void> } = {}) {
  const puts: Put[] = [];
  const landed: Put[] = [];
  server.use(
    http.get(api('/stores'), () => HttpResponse.json(own)),
    http.get(api('/share'), () => HttpResponse.json(shared)),
    http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: options })),
    http.put(api('/stores/:id'), async ({ request, params }) => {
      const body = (await request.json()) as { items: StoreItem[] };
      const put = { id: String(params.id), items: body.items };
      puts.push(put);
      if (puts.length === 1 && delayFirstPut) await delayFirstPut;
      landed.push(put);
      const target = [...own, ...shared.map(({ type: _t, ...s }) => s as FoodStore)].find((s) => String(s.id) === put.id)!;
      return HttpResponse.json({ ...target, items: body.items });
    }),
  );
  return { puts, landed };
}

const today = (overrides: Partial<StoreItem> = {}) => item(overrides);
const pantry = store({
  items: [
    today(),
    item({ id: 'CUSTOM-abc123', value: 'CUSTOM-abc123', name: 'Grandma jam', unit: 'unit', category_id: null, daysAgo: 20, estimated_expiry_days: 14 }),
    item({ id: 3, value: 3, name: 'plain flour', unit: 'kg', category_id: 8, estimated_expiry_days: 240, daysAgo: 1 }),
  ],
});

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

afterEach(() => jest.useRealTimers());

test('items are grouped by category with the fallback names, each with amount, unit, date added and expiry badge', async () => {
  serve([pantry]);
  renderApp('/user-stores/10', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Pantry', level: 1 })).toBeInTheDocument();
  // named ingredient categories alphabetically, then the fallbacks (once the category names are there)
  await waitFor(() => expect(headings()).toEqual(['Baking', 'Dairy & Eggs', 'Custom']));
  const custom = screen.getByRole('region', { name: 'Custom' });
  // a group's rows come in a render after the group (WindowedList)
  expect(await within(custom).findByText('Grandma jam')).toBeInTheDocument();
  // when, not only the status word: a title is out of reach of touch, keyboard and screen readers
  expect(within(custom).getByRole('listitem')).toHaveTextContent(/^Grandma jam ?expired 6 days ago ?added/);
  expect(screen.getByLabelText('Quantity of milk')).toHaveValue('2');
  expect(screen.getByLabelText('Unit of milk')).toHaveValue('l');
  expect(within(screen.getByLabelText('Unit of milk')).getAllByRole('option').map((o) => o.textContent))
    .toEqual(['unit', 'kg', 'g', 'mg', 'l', 'ml', 'cup', 'rasher', 'tsp', 'tbsp']);
  expect(screen.getAllByText(`added ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'short' }).format(new Date())}`)).toHaveLength(1);
  expect(screen.getByText('3 items')).toBeInTheDocument();
});

test('an item about to expire says when, in the row\'s visible text', async () => {
  serve([store({ items: [item({ name: 'yogurt', daysAgo: 5, estimated_expiry_days: 7 })] })]);
  renderApp('/user-stores/10', { signedIn: true });
  expect(await screen.findByText('expires in 2 days')).toBeVisible();
  expect(screen.getByText('expires in 2 days')).not.toHaveAttribute('title');
});

test('an entry with nothing left has no expiry badge, as it has no notice (QA stores D5)', async () => {
  serve([store({ items: [
    item({ name: 'yogurt', quantity: 0, daysAgo: 5, estimated_expiry_days: 7 }),
    item({ id: 2, value: 2, name: 'cream', quantity: 0, daysAgo: 10, estimated_expiry_days: 7 }),
    item({ id: 3, value: 3, name: 'kefir', quantity: 0.5, daysAgo: 5, estimated_expiry_days: 7 }),
  ] })]);
  renderApp('/user-stores/10', { signedIn: true });
  expect((await screen.findByText('kefir')).closest('li')).toHaveTextContent('expires in 2 days');
  expect(screen.getByText('yogurt').closest('li')).not.toHaveTextContent(/expire/);
  expect(screen.getByText('cream').closest('li')).not.toHaveTextContent(/expire/);
});

/** The local calendar date `days` from today, as a date field holds it ('2026-12-20'). */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

describe('best-before date', () => {
  // scanned into a freezer with the catalogue's fridge days
  const chicken = () => item({ id: 9, value: 9, name: 'chicken breast', unit: 'g', category_id: 3, estimated_expiry_days: 1 });

  test('a date chosen is saved as the days from the date added, and the badge follows', async () => {
    const { puts } = serve([store({ items: [chicken()] })]);
    const { user } = renderApp('/user-stores/10', { signedIn: true });
    const field = await screen.findByLabelText('Best before, chicken breast');
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toHaveValue(dayFromToday(1));
    expect(field).toHaveAttribute('min', dayFromToday(0));
    expect(screen.getByText('expires in 1 day')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, dayFromToday(2));
    expect(await screen.findByText('expires in 2 days')).toBeInTheDocument();
    await waitFor(() => expect(puts.at(-1)?.items[0]?.estimated_expiry_days).toBe(2));
    // three months on: fresh, so no badge
    fireEvent.change(field, { target: { value: dayFromToday(90) } });
    expect(field).toHaveValue(dayFromToday(90));
    expect(screen.queryByText(/expires in/)).not.toBeInTheDocument();
    await waitFor(() => expect(puts.at(-1)?.items[0]?.estimated_expiry_days).toBe(90));
    expect(puts.at(-1)!.items[0]).toEqual({ ...chicken(), date_added: expect.any(String), created_at: expect.any(String), estimated_expiry_days: 90 });
    expect(await screen.findByText(MESSAGES.storeUpdated)).toBeInTheDocument();
  });

  test('a date before the date added is refused with a message, keeps its text and saves nothing; clearing keeps the expiry', async () => {
    const { puts } = serve([store({ items: [chicken()] })]);
    const { user } = renderApp('/user-stores/10', { signedIn: true });
    const field = await screen.findByLabelText('Best before, chicken breast');
    act(() => field.focus());
    fireEvent.change(field, { target: { value: dayFromToday(-1) } });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(BEST_BEFORE_MESSAGES.beforeAdded);
    expect(screen.getByText('Best before must be on or after the day it was added')).toBeInTheDocument();
    await user.tab();
    expect(field).toHaveValue(dayFromToday(-1));
    expect(screen.getByText('expires in 1 day')).toBeInTheDocument();

    // too far on for the server: refused too
    fireEvent.change(field, { target: { value: dayFromToday(4000) } });
    expect(field).toHaveAccessibleDescription(/^Best before must be on or before \d\d\/\d\d\/\d{4}$/);
    // cleared: no message, and the expiry it had comes back when the field is left
    act(() => field.focus());
    fireEvent.change(field, { target: { value: '' } });
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field).toHaveValue(dayFromToday(1));
    expect(screen.getByText('expires in 1 day')).toBeInTheDocument();
    // nothing was sent: no save waits
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(puts).toHaveLength(0);
    expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
  });
});

test('adding an item already added today adds one more of it, as the search says; a custom item is made from the typed text when nothing matches', async () => {
  const { puts } = serve([pantry]);
  const { user } = renderApp('/user-stores/10', { signedIn: true });
  const search = await screen.findByLabelText('Add an item');
  await user.type(search, 'MIL');
  const results = await screen.findByRole('list', { name: 'Matching ingredients' });
  expect(within(results).getAllByRole('button').map((b) => b.textContent)).toEqual(['Add milk2 l', 'Add oat milk1 l', 'Add buttermilk300 ml']);
  expect(screen.getByRole('button', { name: /as a custom item/ })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Add milk' }));
  // its default amount, 2 l, as the match showed: not 1 (QA stores D1)
  expect(screen.getByLabelText('Quantity of milk')).toHaveValue('4');
  expect(within(screen.getByRole('search', { name: 'Add items' })).getByRole('status')).toHaveTextContent('milk: 2 l → 4 l');
  expect(search).toHaveValue('');
  expect(search).toHaveFocus();

  await user.type(search, 'Smoked paprika');
  expect(screen.getByText(MESSAGES.noOptions)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add “Smoked paprika” as a custom item' }));
  const custom = screen.getByRole('region', { name: 'Custom' });
  // a new group's rows come in a frame after it (WindowedList)
  expect(await within(custom).findByLabelText('Quantity of Smoked paprika')).toHaveValue('1');
  expect(within(custom).getByLabelText('Unit of Smoked paprika')).toHaveValue('unit');

  await waitFor(() => expect(puts.at(-1)?.items.map((i) => i.name)).toContain('Smoked paprika'));
  const saved = puts.at(-1)!.items;
  const added = saved.find((i) => i.name === 'Smoked paprika')!;
  expect(String(added.id)).toMatch(/^CUSTOM-[0-9a-z]{6}$/);
  expect(added).toEqual(expect.objectContaining({ quantity: 1, unit: 'unit', estimated_expiry_days: 14, category_id: null }));
  expect(saved.filter((i) => i.name === 'milk').map((i) => i.quantity)).toEqual([4]);
  expect(await screen.findByText(MESSAGES.storeUpdated)).toBeInTheDocument();
});

test('removing a row by keyboard hands the focus to the next row\'s remove button, which stays in place', async () => {
  const jar = (letter: string) => item({ id: `CUSTOM-jar${letter}`, value: `CUSTOM-jar${letter}`, name: `Jar ${letter}`, unit: 'unit', category_id: null, estimated_expiry_days: 14 });
  serve([store({ items: [jar('a'), jar('b'), jar('c')] })]);
  const { user } = renderApp('/user-stores/10', { signedIn: true });
  (await screen.findByRole('button', { name: 'Remove Jar a' })).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Jar b' })).toHaveFocus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Jar c' })).toHaveFocus());
  expect(screen.queryByRole('button', { name: 'Remove Jar b' })).not.toBeInTheDocument();
});

test('a row removed is said in the search\'s status, where an item added is', async () => {
  serve([pantry]);
  const { user } = renderApp('/user-stores/10', { signedIn: true });
  const status = within(await screen.findByRole('search', { name: 'Add items' })).getByRole('status');
  const jam = await screen.findByRole('button', { name: 'Remove Grandma jam' });
  act(() => jam.focus());
  await user.keyboard('{Enter}');
  expect(status).toHaveTextContent('Grandma jam removed');
  // Enter adds the first match once the matches are shown (before, it submits the search's form)
  await user.type(screen.getByLabelText('Add an item'), 'oat milk');
  await screen.findByRole('list', { name: 'Matching ingredients' });
  await user.keyboard('{Enter}');
  expect(status).toHaveTextContent('oat milk added');
  // the store's milk from today is raised, and says by how much
  await user.type(screen.getByLabelText('Add an item'), 'milk');
  await screen.findByRole('list', { name: 'Matching ingredients' });
  await user.keyboard('{Enter}');
  expect(status).toHaveTextContent('milk: 2 l → 4 l');
  await user.click(screen.getByRole('button', { name: 'Remove oat milk' }));
  expect(status).toHaveTextContent('oat milk removed');
});

test('autosave: 500 ms after the last change the whole store is sent once, with a saving indicator', async () => {
  jest.useFakeTimers();
  const { puts } = serve([pantry]);
  renderApp('/user-stores/10', { signedIn: true });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const quantity = await screen.findByLabelText('Quantity of plain flour');
  await user.clear(quantity);
  await user.type(quantity, '1.5');
  expect(screen.getByText('Saving…')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(499));
  expect(puts).toHaveLength(0);
  await act(() => jest.advanceTimersByTimeAsync(1));
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]).toEqual({ id: '10', items: pantry.items.map((i) => (i.name === 'plain flour' ? { ...i, quantity: 1.5 } : i)) });
  expect(await screen.findByText(MESSAGES.storeUpdated)).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(2000));
  expect(puts).toHaveLength(1);
});

test('"½" and "0,5" are half a unit, saved as 0.5', async () => {
  const { puts } = serve([pantry]);
  const { user } = renderApp('/user-stores/10', { signedIn: true });
  const quantity = await screen.findByLabelText('Quantity of milk');
  await user.clear(quantity);
  await user.type(quantity, '½');
  expect(quantity).not.toHaveAttribute('aria-invalid');
  await waitFor(() => expect(puts.at(-1)?.items[0]?.quantity).toBe(0.5));
  await user.clear(quantity);
  await user.type(quantity, '0,25');
  await waitFor(() => expect(puts.at(-1)?.items[0]?.quantity).toBe(0.25));
});

test('a quantity below 0 or above the server\'s maximum is refused with a message on the field, and never sent', async () => {
  const { puts } = serve([pantry]);
  const { user } = renderApp('/user-stores/10', { signedIn: true });
  const quantity = await screen.findByLabelText('Quantity of milk');
  expect(quantity).toHaveAttribute('inputmode', 'decimal');
  await user.clear(quantity);
  await user.type(quantity, '-5');
  expect(quantity).toHaveAttribute('aria-invalid', 'true');
  expect(quantity).toHaveAccessibleDescription(MESSAGES.quantityAtLeast(0));
  await user.clear(quantity);
  await user.type(quantity, '10000000');
  expect(quantity).toHaveAccessibleDescription(MESSAGES.quantityAtMost(QUANTITY_MAX));
  expect(screen.getByText('Quantity must be at most 1,000,000')).toBeInTheDocument();
  // left so, it keeps the text and its message: 1000000, typed on the way to 10000000, is not what it says
  await user.tab();
  expect(quantity).toHaveValue('10000000');
  expect(quantity).toHaveAccessibleDescription(MESSAGES.quantityAtMost(QUANTITY_MAX));

  // 0 is a quantity a store may hold
  await user.clear(quantity);
  await user.type(quantity, '0');
  expect(quantity).not.toHaveAttribute('aria-invalid');
  await waitFor(() => expect(puts.at(-1)?.items[0]?.quantity).toBe(0));
  const sent = puts.flatMap((p) => p.items.map((i) => i.quantity));
  expect(sent.every((q) => q >= 0 && q <= QUANTITY_MAX)).toBe(true);
});

test('a slow earlier save never overwrites a later one: one save at a time, the latest state last', async () => {
  jest.useFakeTimers();
  let release!: () => void;
  const { puts, landed } = serve([pantry], [], { delayFirstPut: new Promise<void>((r) => { release = r; }) });
  renderApp('/user-stores/10', { signedIn: true });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const unit = await screen.findByLabelText('Unit of milk');
  await user.selectOptions(unit, 'ml');
  await act(() => jest.advanceTimersByTimeAsync(500));
  await waitFor(() => expect(puts).toHaveLength(1));

  await user.selectOptions(unit, 'cup');
  await act(() => jest.advanceTimersByTimeAsync(1000));
  // the second save waits for the first
  expect(puts).toHaveLength(1);
  release();
  await waitFor(() => expect(landed).toHaveLength(2));
  expect(landed.map((p) => p.items[0]!.unit)).toEqual(['ml', 'cup']);
  expect(unit).toHaveValue('cup');
});

test('unsent edits are sent at once when the page is hidden, and when the user leaves the store', async () => {
  const { puts } = serve([pantry]);
  const { user } = renderApp('/user-stores/10', { signedIn: true });
  await user.selectOptions(await screen.findByLabelText('Unit of milk'), 'ml');
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  act(() => { document.dispatchEvent(new Event('visibilitychange')); });
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]!.items[0]!.unit).toBe('ml');

  await user.selectOptions(screen.getByLabelText('Unit of milk'), 'g');
  await user.click(screen.getByRole('link', { name: '‹ Food stores' }));
  await waitFor(() => expect(puts).toHaveLength(2));
  expect(puts[1]!.items[0]!.unit).toBe('g');
});

test('a failed save shows the spec message, and the edit is sent again on leaving', async () => {
  serve([pantry]);
  let tries = 0;
  server.use(http.put(api('/stores/:id'), () => {
    tries += 1;
    return HttpResponse.json({ message: 'no' }, { status: 500 });
  }));
  const { user, unmount } = renderApp('/user-stores/10', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'Remove milk' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.storeUpdateError);
  expect(tries).toBe(1);
  unmount();
  await waitFor(() => expect(tries).toBe(2));
});

test('a viewer sees the store read-only: no inputs, and no way to edit', async () => {
  serve([pantry], [sharedStore(false, { items: [item()] })]);
  const { user } = renderApp('/user-stores/20', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Shed', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('shared by Alice · view only')).toBeInTheDocument();
  // a group's rows come in a render after the group (WindowedList)
  expect(await screen.findByText('milk')).toBeInTheDocument();
  expect(screen.getByText('2 l')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/^Quantity of/)).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/^Best before/)).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit items' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Options for Shed' }));
  expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['remove']);
});

test('?view=readonly shows an editor the store read-only, with a way to edit', async () => {
  serve([pantry]);
  const { user, router } = renderApp('/user-stores/10?view=readonly', { signedIn: true });
  expect(await screen.findByText('milk')).toBeInTheDocument();
  expect(screen.queryByLabelText('Quantity of milk')).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Edit items' }));
  expect(await screen.findByLabelText('Quantity of milk')).toBeInTheDocument();
  expect(router.state.location.search).toBe('');
});

test('amounts read as the list tells them: a count without "unit", a fraction as ½, a metric amount as a decimal (QA newcomer 3)', async () => {
  serve([store({
    items: [
      item({ id: 'CUSTOM-garlic', value: 'CUSTOM-garlic', name: 'garlic clove', quantity: 10, unit: 'unit', measurement: 'unit', category_id: null }),
      item({ id: 'CUSTOM-squash', value: 'CUSTOM-squash', name: 'butternut squash', quantity: 1.5, unit: 'unit', measurement: 'unit', category_id: null }),
      item({ id: 3, value: 3, name: 'plain flour', quantity: 1.5, unit: 'kg', measurement: 'kg', category_id: 8 }),
    ],
  })]);
  const { user } = renderApp('/user-stores/10?view=readonly', { signedIn: true });
  const amountOf = async (name: string) => (await screen.findByText(name)).closest('li')!.querySelector('.store-item__amount');
  expect(await amountOf('garlic clove')).toHaveTextContent(/^10$/);
  expect(await amountOf('butternut squash')).toHaveTextContent(/^1½$/);
  expect(await amountOf('plain flour')).toHaveTextContent(/^1\.5 kg$/);
  // the editor's manage checklist says them the same way
  await user.click(screen.getByRole('link', { name: 'Edit items' }));
  await user.click(await screen.findByRole('button', { name: 'Options for Pantry' }));
  await user.click(screen.getByRole('menuitem', { name: 'manage store items' }));
  const dialog = await screen.findByRole('dialog', { name: 'manage store items' });
  expect(await within(dialog).findByRole('checkbox', { name: /^garlic clove · 10 · / })).toBeInTheDocument();
  expect(within(dialog).getByRole('checkbox', { name: /^butternut squash · 1½ · / })).toBeInTheDocument();
});

describe('manage store items', () => {
  const fridge = store({ id: 11, name: 'Fridge', default: false, items: [item({ id: 5, value: 5, name: 'butter', unit: 'g' })] });

  async function openManage(user: ReturnType<typeof renderApp>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Options for Pantry' }));
    await user.click(screen.getByRole('menuitem', { name: 'manage store items' }));
    const dialog = await screen.findByRole('dialog', { name: 'manage store items' });
    // its rows come in a frame after it (WindowedList)
    await within(dialog).findAllByRole('checkbox');
    return dialog;
  }

  test('every item is ticked at first; the ticked ones are removed once confirmed', async () => {
    const { puts } = serve([pantry]);
    const { user } = renderApp('/user-stores/10', { signedIn: true });
    const dialog = await openManage(user);
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    boxes.forEach((b) => expect(b).toBeChecked());
    await user.click(within(dialog).getByRole('checkbox', { name: /plain flour/ }));
    expect(within(dialog).getByText('2 of 3 ticked')).toBeInTheDocument();
    // no other store to move to: no move picker
    expect(within(dialog).queryByLabelText('Move to')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'remove ticked' }));
    // asked first: cancel keeps every item
    const confirm = screen.getByRole('dialog', { name: 'remove 2 items?' });
    expect(within(confirm).getByText('this action cannot be undone')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'cancel' }));
    expect(screen.queryByRole('dialog', { name: 'remove 2 items?' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('2 of 3 ticked')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'remove ticked' }));
    await user.click(within(screen.getByRole('dialog', { name: 'remove 2 items?' })).getByRole('button', { name: 'confirm' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('milk')).not.toBeInTheDocument();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.items.map((i) => i.name)).toEqual(['plain flour']);
  });

  test('the rows go by expiry, the longest gone first, each with its best-before date and the store row\'s words; tick expired ticks just those, and remove ticked clears them (QA power D6)', async () => {
    const { puts } = serve([store({
      items: [
        item({ name: 'olive oil', estimated_expiry_days: 300 }),
        item({ id: 2, value: 2, name: 'spaghetti', daysAgo: 400, estimated_expiry_days: 365 }),
        item({ id: 3, value: 3, name: 'yoghurt', daysAgo: 5, estimated_expiry_days: 7 }),
        item({ id: 4, value: 4, name: 'sumac', daysAgo: 20, estimated_expiry_days: 10 }),
      ],
    })]);
    const { user } = renderApp('/user-stores/10', { signedIn: true });
    const dialog = await openManage(user);
    const bestBefore = (days: number) => `best before ${formatDate(new Date(Date.now() + days * 86_400_000).toISOString())}`;
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')!.textContent)).toEqual([
      `spaghetti · 2 l · ${bestBefore(-35)} expired 35 days ago`,
      `sumac · 2 l · ${bestBefore(-10)} expired 10 days ago`,
      `yoghurt · 2 l · ${bestBefore(2)} expires in 2 days`,
      `olive oil · 2 l · ${bestBefore(300)} `,
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'tick expired' }));
    expect(within(dialog).getAllByRole('checkbox').map((b) => (b as HTMLInputElement).checked)).toEqual([true, true, false, false]);
    expect(within(dialog).getByText('2 of 4 ticked')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'remove ticked' }));
    await user.click(within(screen.getByRole('dialog', { name: 'remove 2 items?' })).getByRole('button', { name: 'confirm' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.items.map((i) => i.name)).toEqual(['olive oil', 'yoghurt']);
  });

  test('tick expired is there to press only when something has expired', async () => {
    serve([store({ items: [item({ name: 'olive oil', estimated_expiry_days: 300 })] })]);
    const { user } = renderApp('/user-stores/10', { signedIn: true });
    const dialog = await openManage(user);
    expect(within(dialog).getByRole('button', { name: 'tick expired' })).toBeDisabled();
  });

  test('ticked items move to an own store or a shared store the user can edit', async () => {
    const { puts } = serve([pantry, fridge], [sharedStore(true, { id: 21, name: 'Club' }), sharedStore(false, { id: 22, name: 'Look only' })]);
    const { user } = renderApp('/user-stores/10', { signedIn: true });
    const dialog = await openManage(user);
    const target = within(dialog).getByLabelText('Move to');
    expect(within(target).getAllByRole('option').map((o) => o.textContent)).toEqual(['Fridge', "Club (Alice's)"]);
    await user.click(within(dialog).getByRole('checkbox', { name: /Grandma jam/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /plain flour/ }));
    await user.click(within(dialog).getByRole('button', { name: 'move ticked' }));

    expect(await screen.findByText(MESSAGES.storeItemsMoved)).toBeInTheDocument();
    expect(puts.map((p) => [p.id, p.items.map((i) => i.name)])).toEqual([
      ['11', ['butter', 'milk']],
      ['10', ['Grandma jam', 'plain flour']],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('an item moved to a store holding the same item from the same day joins it, quantities added (SPEC §4, §9)', async () => {
    const freezer = store({ id: 11, name: 'Freezer', default: false, items: [item({ id: 'fz1', quantity: 500, unit: 'ml', measurement: 'ml' }), item({ id: 'fz2', daysAgo: 2 })] });
    const { puts } = serve([pantry, freezer]);
    const { user } = renderApp('/user-stores/10', { signedIn: true });
    const dialog = await openManage(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /Grandma jam/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /plain flour/ }));
    await user.click(within(dialog).getByRole('button', { name: 'move ticked' }));

    expect(await screen.findByText(MESSAGES.storeItemsMoved)).toBeInTheDocument();
    // today's 2 l join today's 500 ml; the milk from two days ago keeps its own entry and expiry
    expect(puts[0]!.items.map((i) => [i.id, i.quantity, i.unit])).toEqual([['fz1', 2.5, 'l'], ['fz2', 2, 'l']]);
  });

  test('a move builds on the target store as the server has it now, with its version, and again on a newer copy when another write beat it', async () => {
    serve([pantry, fridge]);
    const { user } = renderApp('/user-stores/10', { signedIn: true });
    const dialog = await openManage(user);
    // meanwhile a person the fridge is shared with adds peas, then carrots while the move is on its way
    const peas = item({ id: 'p1', value: 7, name: 'peas' });
    const carrot = item({ id: 'c1', value: 8, name: 'carrot' });
    const fridgePuts: { items: string[]; version?: number }[] = [];
    server.use(
      http.get(api('/stores'), () => HttpResponse.json([pantry, { ...fridge, items: [...fridge.items, peas], version: 4 }])),
      http.put(api('/stores/11'), async ({ request }) => {
        const body = (await request.json()) as { items: StoreItem[]; version?: number };
        fridgePuts.push({ items: body.items.map((i) => i.name), version: body.version });
        if (body.version === 4) {
          return HttpResponse.json({ message: 'changed', current: { ...fridge, items: [...fridge.items, peas, carrot], version: 5 } }, { status: 412 });
        }
        return HttpResponse.json({ ...fridge, items: body.items, version: 6 });
      }),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /Grandma jam/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /plain flour/ }));
    await user.click(within(dialog).getByRole('button', { name: 'move ticked' }));

    expect(await screen.findByText(MESSAGES.storeItemsMoved)).toBeInTheDocument();
    expect(fridgePuts).toEqual([
      { items: ['butter', 'peas', 'milk'], version: 4 },
      { items: ['butter', 'peas', 'carrot', 'milk'], version: 5 },
    ]);
  });

  test('a move whose save got no answer, though the server stored the items, moves them once when tried again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve([pantry, fridge]);
    const keyed = serveKeyedStore(fridge, (n) => n === 0, [pantry]);
    const { user } = renderApp('/user-stores/10', { signedIn: true });
    const dialog = await openManage(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /Grandma jam/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /plain flour/ }));
    await user.click(within(dialog).getByRole('button', { name: 'move ticked' }));
    expect(await screen.findByText(MESSAGES.storeUpdateError)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'move ticked' }));

    expect(await screen.findByText(MESSAGES.storeItemsMoved)).toBeInTheDocument();
    expect(keyed.done).toHaveLength(1);
    expect(keyed.now().items.map((i) => i.name)).toEqual(['butter', 'milk']);
    window.dispatchEvent(new Event('online'));
    warn.mockRestore();
  });
});

test('a store whose load gets no answer says it could not be loaded, not that it does not exist, and loads on try again (QA C D1)', async () => {
  serve([store()]);
  let down = true;
  server.use(http.get(api('/*'), () => (down ? HttpResponse.error() : undefined)));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderApp('/user-stores/10?view=readonly', { signedIn: true });
  expect(await screen.findByText(LOAD_FAILED.store, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Store not found' })).not.toBeInTheDocument();
  down = false;
  await user.click(screen.getByRole('button', { name: 'try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: store().name })).toBeInTheDocument();
  window.dispatchEvent(new Event('online'));
  warn.mockRestore();
});
