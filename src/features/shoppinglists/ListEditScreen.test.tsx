import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShoppingListItem } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { flour, jam, list, listItem, milk, serveLists, sharedList } from '../../../tests/fixtures/shoppingLists';
import { LOAD_FAILED } from '../../components/LoadFailed';
import { MARK_MS } from './ListEditor';
import { SAVE_FAILED } from './ListSaveStatus';

jest.setTimeout(15_000);
afterEach(() => jest.useRealTimers());

const lastItems = (calls: ReturnType<typeof serveLists>) => {
  const body = calls.puts.at(-1)?.body;
  return body && 'ingredients' in body ? body.ingredients : [];
};
const summary = (items: ShoppingListItem[]) => items.map((i) => [i.name, i.quantity, i.unit]);

test('the title is the list name; search starts at 3 characters, case-insensitive', async () => {
  serveLists({ own: [list({ ingredients: [flour] })] });
  const { user } = renderApp('/user-shopping-lists/edit/5', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Weekend', level: 1 })).toBeInTheDocument();
  const search = screen.getByLabelText('Add an item');
  await user.type(search, 'MI');
  expect(screen.queryByRole('list', { name: 'Matching ingredients' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /as a custom item/ })).not.toBeInTheDocument();
  await user.type(search, 'L');
  const results = await screen.findByRole('list', { name: 'Matching ingredients' });
  expect(within(results).getAllByRole('button').map((b) => b.textContent)).toEqual([
    expect.stringContaining('milk'), expect.stringContaining('oat milk'), expect.stringContaining('buttermilk'),
  ]);
  expect(screen.getByRole('button', { name: /as a custom item/ })).toBeDisabled();
});

test('adding saves the list; an item already on it has its quantity raised by its default quantity', async () => {
  const calls = serveLists({ own: [list({ ingredients: [flour] })] });
  const { user } = renderApp('/user-shopping-lists/edit/5', { signedIn: true });
  const search = await screen.findByLabelText('Add an item');
  await user.type(search, 'milk');
  await user.click(within(await screen.findByRole('list', { name: 'Matching ingredients' })).getAllByRole('button')[0]!);
  expect(screen.getByLabelText('Quantity of milk')).toHaveValue('2');
  await user.type(search, 'milk');
  await user.click(within(await screen.findByRole('list', { name: 'Matching ingredients' })).getAllByRole('button')[0]!);
  expect(screen.getByLabelText('Quantity of milk')).toHaveValue('4');
  expect(screen.getAllByLabelText(/^Quantity of/)).toHaveLength(2);
  await waitFor(() => expect(summary(lastItems(calls))).toEqual([['plain flour', 1, 'kg'], ['milk', 4, 'l']]));
  expect(calls.puts.at(-1)!.id).toBe('5');
  expect(await screen.findByText('Saved')).toBeInTheDocument();
});

describe('a big list: the row an add changed or appended is brought into view and marked, and the search says what changed (QA D4)', () => {
  // 300 rows, buttermilk far down among them: the windowed list renders only the first screens
  const filler = (i: number) => listItem({ value: 1000 + i, id: 1000 + i, name: `item ${i}`, quantity: 1, default_quantity: 1, unit: 'unit', default_unit: 'unit', measurement: 'unit' });
  const buttermilk = listItem({ value: 4, id: 4, name: 'buttermilk', quantity: 300, default_quantity: 300, unit: 'ml', default_unit: 'ml', measurement: 'ml' });
  const big = Array.from({ length: 300 }, (_, i) => (i === 210 ? buttermilk : filler(i)));
  let scrolledTo: Element[] = [];
  beforeEach(() => {
    scrolledTo = [];
    // jsdom has no scrollIntoView
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) { scrolledTo.push(this); };
  });
  afterEach(() => { delete (Element.prototype as Partial<Element>).scrollIntoView; });

  const status = () => within(screen.getByRole('search', { name: 'Add items' })).getByRole('status');
  const rowOf = (name: string) => screen.getByLabelText(`Quantity of ${name}`).closest('li')!;

  test('an amount raised far down the list: its row is scrolled to and marked, the search says from what to what, and keeps the focus', async () => {
    const calls = serveLists({ own: [list({ ingredients: big })] });
    const { user } = renderApp('/user-shopping-lists/edit/5', { signedIn: true });
    const search = await screen.findByLabelText('Add an item');
    await screen.findByLabelText('Quantity of item 0');
    expect(screen.queryByLabelText('Quantity of buttermilk')).not.toBeInTheDocument();

    await user.type(search, 'buttermilk{Enter}');
    expect(screen.getByLabelText('Quantity of buttermilk')).toHaveValue('600');
    const row = rowOf('buttermilk');
    expect(row).toHaveAttribute('aria-posinset', '211');
    expect(scrolledTo).toEqual([row]);
    expect(row).toHaveClass('is-marked');
    expect(status()).toHaveTextContent('buttermilk: 300 ml → 600 ml');
    expect(search).toHaveFocus();
    expect(screen.getByText('300 items')).toBeInTheDocument();

    // a new item goes at the end, in the list's order: that row is scrolled to and marked instead
    await user.type(search, 'oat milk{Enter}');
    const added = rowOf('oat milk');
    expect(added).toHaveAttribute('aria-posinset', '301');
    expect(scrolledTo.at(-1)).toBe(added);
    expect(added).toHaveClass('is-marked');
    expect(document.querySelectorAll('.is-marked')).toHaveLength(1);
    expect(status()).toHaveTextContent('oat milk added');
    expect(search).toHaveFocus();
    await waitFor(() => expect(lastItems(calls).map((i) => i.name)).toEqual([...big.map((i) => i.name), 'oat milk']));
    expect(lastItems(calls)[210]).toEqual(expect.objectContaining({ name: 'buttermilk', quantity: 600, unit: 'ml' }));

    // the mark is for a moment
    await waitFor(() => expect(document.querySelector('.is-marked')).toBeNull(), { timeout: MARK_MS + 2000 });
  });

  test('a custom item added again says its amount raised too', async () => {
    serveLists({ own: [list({ ingredients: [...big, jam] })] });
    const { user } = renderApp('/user-shopping-lists/edit/5', { signedIn: true });
    const search = await screen.findByLabelText('Add an item');
    await user.type(search, 'grandma jam{Enter}');
    const row = rowOf('Grandma jam');
    expect(screen.getByLabelText('Quantity of Grandma jam')).toHaveValue('2');
    expect(scrolledTo).toEqual([row]);
    expect(status()).toHaveTextContent('Grandma jam: 1 → 2');
    expect(search).toHaveFocus();
  });
});

test('a custom item is made from the typed text when nothing matches: CUSTOM id, quantity 1, unit "unit"', async () => {
  const calls = serveLists({ own: [list({ ingredients: [] })] });
  const { user } = renderApp('/user-shopping-lists/edit/5', { signedIn: true });
  expect(await screen.findByText(MESSAGES.noItems)).toBeInTheDocument();
  const search = screen.getByLabelText('Add an item');
  await user.type(search, 'Smoked paprika');
  expect(await screen.findByText(MESSAGES.noOptions)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add “Smoked paprika” as a custom item' }));
  expect(screen.getByLabelText('Quantity of Smoked paprika')).toHaveValue('1');
  expect(screen.getByLabelText('Unit of Smoked paprika')).toHaveValue('unit');
  // the same custom name again raises it
  await user.type(search, 'smoked PAPRIKA');
  await user.click(screen.getByRole('button', { name: /as a custom item/ }));
  expect(screen.getByLabelText('Quantity of Smoked paprika')).toHaveValue('2');
  await waitFor(() => expect(summary(lastItems(calls))).toEqual([['Smoked paprika', 2, 'unit']]));
  const saved = lastItems(calls)[0]!;
  expect(String(saved.id)).toMatch(/^CUSTOM-[0-9a-z]{6}$/);
  expect(saved).toEqual(expect.objectContaining({ value: saved.id, quantity: 2, unit: 'unit', category_id: null }));
});

test('SPEC §5: the quantity is a number of at least 1; less is refused with a message and not saved', async () => {
  const calls = serveLists({ own: [list({ ingredients: [milk] })] });
  const { user } = renderApp('/user-shopping-lists/edit/5', { signedIn: true });
  const quantity = await screen.findByLabelText('Quantity of milk');
  expect(quantity).toHaveAttribute('inputmode', 'decimal');
  await user.clear(quantity);
  await user.type(quantity, '0');
  expect(screen.getByText(MESSAGES.quantityAtLeast(1))).toBeInTheDocument();
  expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await user.tab();
  expect(quantity).toHaveValue('2');
  expect(screen.queryByText(MESSAGES.quantityAtLeast(1))).not.toBeInTheDocument();
  await user.clear(quantity);
  await user.type(quantity, '3');
  await user.selectOptions(screen.getByLabelText('Unit of milk'), 'ml');
  await waitFor(() => expect(summary(lastItems(calls))).toEqual([['milk', 3, 'ml']]));
  expect(calls.puts.every((p) => 'ingredients' in p.body && p.body.ingredients.every((i) => i.quantity >= 1))).toBe(true);
});

test('a decimal comma is read as a point: "1,5" is saved as 1.5, never as 15; "1,500" groups thousands, as typed to its end', async () => {
  const calls = serveLists({ own: [list({ ingredients: [milk] })] });
  const { user } = renderApp('/user-shopping-lists/edit/5', { signedIn: true });
  const quantity = await screen.findByLabelText('Quantity of milk');
  await user.clear(quantity);
  await user.type(quantity, '1,5');
  expect(quantity).not.toHaveAttribute('aria-invalid');
  await waitFor(() => expect(summary(lastItems(calls))).toEqual([['milk', 1.5, 'l']]));
  expect(calls.puts.flatMap((p) => ('ingredients' in p.body ? p.body.ingredients.map((i) => i.quantity) : []))).not.toContain(15);
  // typed on to '1,500': what is saved is what the finished text says
  await user.type(quantity, '00');
  expect(quantity).not.toHaveAttribute('aria-invalid');
  await waitFor(() => expect(summary(lastItems(calls))).toEqual([['milk', 1500, 'l']]));
  await user.tab();
  expect(quantity).toHaveValue('1500');
});

test('a German "1.234,5" is refused and, left so, keeps its text and message while the amount saved is the one before it, not the half-typed 1.234', async () => {
  const calls = serveLists({ own: [list({ ingredients: [{ ...milk, quantity: 2 }] })] });
  const { user } = renderApp('/user-shopping-lists/edit/5', { signedIn: true });
  const quantity = await screen.findByLabelText('Quantity of milk');
  await user.clear(quantity);
  await user.type(quantity, '1.234,5');
  expect(quantity).toHaveAccessibleDescription(MESSAGES.quantityNotNumber);
  await user.tab();
  expect(quantity).toHaveValue('1.234,5');
  expect(quantity).toHaveAccessibleDescription(MESSAGES.quantityNotNumber);
  await user.selectOptions(screen.getByLabelText('Unit of milk'), 'ml');
  await waitFor(() => expect(summary(lastItems(calls))).toEqual([['milk', 2, 'ml']]));
  // put right, it is saved as typed
  await user.clear(quantity);
  await user.type(quantity, '1234,5');
  await waitFor(() => expect(summary(lastItems(calls))).toEqual([['milk', 1234.5, 'ml']]));
});

test('a third typed as its sign is saved as a third and shown as it was typed once the field is left, not as 16 digits', async () => {
  const calls = serveLists({ own: [list({ ingredients: [{ ...milk, quantity: 2 }] })] });
  const { user } = renderApp('/user-shopping-lists/edit/5', { signedIn: true });
  const quantity = await screen.findByLabelText('Quantity of milk');
  await user.clear(quantity);
  await user.type(quantity, '1⅓');
  await waitFor(() => expect(lastItems(calls)[0]!.quantity).toBeCloseTo(4 / 3));
  await user.tab();
  expect(quantity).toHaveValue('1⅓');
  await user.click(quantity);
  await user.keyboard('{ArrowUp}');
  expect(quantity).toHaveValue('2⅓');
});

test('Up and Down step a quantity by 1 within its limits, as a number field did; words are refused as not a number', async () => {
  const calls = serveLists({ own: [list({ ingredients: [{ ...milk, quantity: 2 }] })] });
  const { user } = renderApp('/user-shopping-lists/edit/5', { signedIn: true });
  const quantity = await screen.findByLabelText('Quantity of milk');
  await user.click(quantity);
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(quantity).toHaveValue('4');
  await waitFor(() => expect(summary(lastItems(calls))).toEqual([['milk', 4, 'l']]));
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
  // a list quantity is at least 1 (SPEC §5)
  expect(quantity).toHaveValue('1');
  await waitFor(() => expect(summary(lastItems(calls))).toEqual([['milk', 1, 'l']]));
  await user.clear(quantity);
  await user.type(quantity, '0x1A');
  expect(quantity).toHaveAccessibleDescription(MESSAGES.quantityNotNumber);
});

test('remove takes the item off the list', async () => {
  const calls = serveLists({ own: [list({ ingredients: [milk, flour] })] });
  const { user } = renderApp('/user-shopping-lists/edit/5', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'Remove milk' }));
  expect(screen.queryByLabelText('Quantity of milk')).not.toBeInTheDocument();
  await waitFor(() => expect(summary(lastItems(calls))).toEqual([['plain flour', 1, 'kg']]));
});

test('saves are debounced: several quick changes are one PUT of the latest items', async () => {
  jest.useFakeTimers();
  const calls = serveLists({ own: [list({ ingredients: [milk] })] });
  renderApp('/user-shopping-lists/edit/5', { signedIn: true });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const quantity = await screen.findByLabelText('Quantity of milk');
  await user.clear(quantity);
  await user.type(quantity, '5');
  await user.selectOptions(screen.getByLabelText('Unit of milk'), 'ml');
  expect(screen.getByText('Saving…')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(499));
  expect(calls.puts).toHaveLength(0);
  await act(() => jest.advanceTimersByTimeAsync(1));
  await waitFor(() => expect(calls.puts).toHaveLength(1));
  expect(summary(lastItems(calls))).toEqual([['milk', 5, 'ml']]);
  await act(() => jest.advanceTimersByTimeAsync(2000));
  expect(calls.puts).toHaveLength(1);
});

test('a failed save is logged, says so, and keeps the edits, which the next try sends', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serveLists({ own: [list({ ingredients: [milk] })] });
  let fail = true;
  const sent: ShoppingListItem[][] = [];
  server.use(http.put(api('/user-shoppinglists/:id'), async ({ request }) => {
    const body = (await request.json()) as { ingredients: ShoppingListItem[] };
    sent.push(body.ingredients);
    if (fail) return HttpResponse.json({ message: 'broken' }, { status: 500 });
    return HttpResponse.json({ shopping_list: list({ ingredients: body.ingredients }) });
  }));
  const { user } = renderApp('/user-shopping-lists/edit/5', { signedIn: true });
  const quantity = await screen.findByLabelText('Quantity of milk');
  await user.clear(quantity);
  await user.type(quantity, '7');
  expect(await screen.findByText(SAVE_FAILED)).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('shopping lists: saving list 5 failed', expect.objectContaining({ status: 500 }));
  expect(quantity).toHaveValue('7');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'try again' }));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  expect(summary(sent.at(-1)!)).toEqual([['milk', 7, 'l']]);
  warn.mockRestore();
});

test('a shared viewer without the edit right cannot edit; an editor can', async () => {
  serveLists({ shared: [sharedList(false), sharedList(true, { user_shoppinglist_id: 51, name: 'Picnic' })] });
  renderApp('/user-shopping-lists/edit/50', { signedIn: true });
  expect(await screen.findByText('This list is shared with you to read only.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Add an item')).not.toBeInTheDocument();
});

test('a shared editor edits the list', async () => {
  serveLists({ shared: [sharedList(true)] });
  renderApp('/user-shopping-lists/edit/50', { signedIn: true });
  expect(await screen.findByLabelText('Add an item')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '‹ Shopping lists' })).toHaveAttribute('href', '/user-shopping-lists#shared');
});

test('an unknown list says so', async () => {
  serveLists({ own: [] });
  renderApp('/user-shopping-lists/edit/99', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'List not found' })).toBeInTheDocument();
});

test('a list whose load gets no answer says it could not be loaded, not that it does not exist, and loads once the server answers (QA C D1)', async () => {
  serveLists({ own: [list()] });
  let down = true;
  server.use(http.get(api('/*'), () => (down ? HttpResponse.error() : undefined)));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderApp('/user-shopping-lists/edit/5', { signedIn: true });
  expect(await screen.findByText(LOAD_FAILED.list, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'List not found' })).not.toBeInTheDocument();
  down = false;
  act(() => { window.dispatchEvent(new Event('online')); });
  expect(await screen.findByLabelText('Add an item')).toBeInTheDocument();
  warn.mockRestore();
});
