import { screen, waitFor, within } from '@testing-library/react';
import type { FoodStore, StoreItem } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { OFFLINE_MESSAGE } from '../../api/http';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { item, options, serveKeyedStore, store } from '../../../tests/fixtures/stores';
import { recogniseReceipt } from './ocr';

// the engine itself runs in the browser journey (tests/e2e/scan.test.ts); here it answers with known text
jest.mock('./ocr', () => ({ recogniseReceipt: jest.fn() }));
const recognise = jest.mocked(recogniseReceipt);

const RECEIPT = ['MARKT', 'EUR', 'MILCH 1,09 A', 'Tabak 4,50 A', '2 X 0,99', 'HAFERMILCH 1,98 A', 'SUMME 7,57', 'Kartenzahlung 7,57'].join('\n');

function answer(text: Promise<string>) {
  recognise.mockImplementation((_image, onProgress) => {
    onProgress({ status: 'recognizing text', progress: 0.5 });
    return { text, cancel: jest.fn() };
  });
}

const pantry = store({ items: [item({ id: 'm1', value: 1, name: 'milk', quantity: 1, unit: 'unit' })] });
const cellar = store({ id: 11, name: 'Cellar', default: false });

function serve(stores: FoodStore[], { failPut = false, catalogue = options } = {}) {
  const puts: { id: string; items: StoreItem[] }[] = [];
  server.use(
    http.get(api('/stores'), () => HttpResponse.json(stores)),
    http.get(api('/share'), () => HttpResponse.json([])),
    http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: catalogue })),
    http.put(api('/stores/:id'), async ({ request, params }) => {
      const body = (await request.json()) as { items: StoreItem[] };
      puts.push({ id: String(params.id), items: body.items });
      if (failPut) return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      return HttpResponse.json({ ...stores.find((s) => String(s.id) === String(params.id))!, items: body.items });
    }),
  );
  return puts;
}

/** The scan screen, a receipt photo chosen, and its review dialog once the receipt is read. */
async function reviewScan() {
  const view = renderApp('/scan', { signedIn: true });
  await view.user.upload(await screen.findByLabelText('Choose a receipt photo'), photo());
  return { ...view, review: await screen.findByRole('dialog', { name: 'Review scanned items' }) };
}

const photo = () => new File(['jpeg bytes'], 'receipt.jpg', { type: 'image/jpeg' });

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:receipt');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => recognise.mockReset());

test('a read receipt opens the review: matched lines checked, the rest waiting for an ingredient; confirm adds them to the default store', async () => {
  const puts = serve([cellar, pantry]);
  answer(Promise.resolve(RECEIPT));
  const { user, router, review } = await reviewScan();
  expect(recognise).toHaveBeenCalledTimes(1);
  const lines = within(within(review).getByRole('list', { name: 'Scanned lines' })).getAllByRole('listitem');
  expect(lines).toHaveLength(3);
  expect(within(review).getByLabelText('Store')).toHaveDisplayValue('Pantry (default)');
  expect(within(review).getByRole('checkbox', { name: 'Add MILCH' })).toBeChecked();
  expect(within(review).getByLabelText('Ingredient for MILCH')).toHaveValue('milk');
  expect(within(review).getByLabelText('Ingredient for HAFERMILCH')).toHaveValue('oat milk');
  expect(within(review).getByLabelText('Quantity of HAFERMILCH')).toHaveValue('2');
  const tabak = within(review).getByRole('checkbox', { name: 'Add Tabak' });
  expect(tabak).not.toBeChecked();
  expect(tabak).toBeDisabled();
  expect(within(review).getByText('Not matched: choose an ingredient to add it.')).toBeInTheDocument();
  expect(within(review).getByRole('button', { name: 'add 2 items' })).toBeEnabled();

  // Tabak is really flour, says the user; one milk is left out; the oat milk is counted again
  await user.type(within(review).getByLabelText('Ingredient for Tabak'), 'plain flour');
  expect(tabak).toBeChecked();
  await user.click(within(review).getByRole('checkbox', { name: 'Add MILCH' }));
  const oat = within(review).getByLabelText('Quantity of HAFERMILCH');
  await user.clear(oat);
  await user.type(oat, '3');
  await user.click(within(review).getByRole('button', { name: 'add 2 items' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/user-stores/10'));
  expect(await screen.findByText(MESSAGES.storeIngredientsUpdated(2, 'Pantry'))).toBeInTheDocument();
  expect(puts).toHaveLength(1);
  expect(puts[0]!.id).toBe('10');
  expect(puts[0]!.items.map((i) => [i.name, i.quantity, i.unit])).toEqual([['milk', 1, 'unit'], ['plain flour', 1, 'unit'], ['oat milk', 3, 'unit']]);
  // the hand-made match is remembered for this user
  expect(JSON.parse(window.localStorage.getItem('scan_matches')!)).toEqual({ [String(demoUser.id)]: { tabak: 3, hafermilch: 2 } });
});

test('an ingredient typed by its German or French name is the ingredient it names, and is offered by it (QA today2 1)', async () => {
  // the catalogue as GET /form-options/ingredients sends it: each ingredient with its other names
  const catalogue = [
    ...options.map((o) => (o.name === 'plain flour' ? { ...o, aliases: ['Mehl', 'Weizenmehl', 'farine'] } : o)),
    { ...options[0]!, value: 5, name: 'egg', default_unit: 'unit' as const, aliases: ['Ei', 'Eier', 'œuf', 'oeufs'] },
  ];
  const puts = serve([pantry], { catalogue });
  answer(Promise.resolve(RECEIPT));
  const { user, review } = await reviewScan();
  // offered by each name, labelled with the ingredient it is
  const field = within(review).getByLabelText('Ingredient for Tabak');
  const suggestions = document.getElementById(field.getAttribute('list')!)!;
  expect(suggestions.querySelector('option[value="Mehl"]')).toHaveAttribute('label', 'plain flour');
  expect(suggestions.querySelector('option[value="plain flour"]')).not.toHaveAttribute('label');

  const tabak = within(review).getByRole('checkbox', { name: 'Add Tabak' });
  await user.type(field, 'Mehl');
  expect(tabak).toBeChecked();
  expect(field).toHaveValue('Mehl');
  expect(field).not.toHaveAttribute('aria-invalid', 'true');
  expect(within(review).getByText('Matched: plain flour.')).toBeInTheDocument();
  expect(within(review).queryByText('No ingredient has this name.')).not.toBeInTheDocument();

  await user.clear(field);
  await user.type(field, 'EIER');
  expect(tabak).toBeChecked();
  expect(within(review).getByText('Matched: egg.')).toBeInTheDocument();
  await user.click(within(review).getByRole('checkbox', { name: 'Add MILCH' }));
  await user.click(within(review).getByRole('checkbox', { name: 'Add HAFERMILCH' }));
  await user.click(within(review).getByRole('button', { name: 'add 1 item' }));
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]!.items.map((i) => [i.name, i.quantity])).toEqual([['milk', 1], ['egg', 1]]);
});

test('a line\'s quantity reads a decimal comma as a list\'s does: "1,5" (kg) is added as 1.5, not 15; what is no number says so', async () => {
  const puts = serve([pantry]);
  answer(Promise.resolve(RECEIPT));
  const { user, review } = await reviewScan();
  const oat = within(review).getByLabelText('Quantity of HAFERMILCH');
  await user.clear(oat);
  await user.type(oat, 'zwei');
  expect(oat).toHaveAccessibleDescription(MESSAGES.quantityNotNumber);
  await user.clear(oat);
  await user.type(oat, '1,5');
  expect(oat).not.toHaveAttribute('aria-invalid');
  await user.selectOptions(within(review).getByLabelText('Unit of HAFERMILCH'), 'kg');
  await user.click(within(review).getByRole('checkbox', { name: 'Add MILCH' }));
  await user.click(within(review).getByRole('button', { name: 'add 1 item' }));
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]!.items.map((i) => [i.name, i.quantity, i.unit])).toEqual([['milk', 1, 'unit'], ['oat milk', 1.5, 'kg']]);
});

test('confirm is held back while a line to be added has a refused quantity: the focus goes to it, its message stays, nothing is added', async () => {
  const puts = serve([pantry]);
  answer(Promise.resolve(RECEIPT));
  const { user, review } = await reviewScan();
  const oat = within(review).getByLabelText('Quantity of HAFERMILCH');
  await user.clear(oat);
  await user.type(oat, 'zwei');
  await user.click(within(review).getByRole('button', { name: 'add 2 items' }));
  expect(oat).toHaveFocus();
  expect(oat).toHaveValue('zwei');
  expect(oat).toHaveAccessibleDescription(MESSAGES.quantityNotNumber);
  expect(review).toBeInTheDocument();
  await new Promise((resolve) => { setTimeout(resolve, 50); });
  expect(puts).toHaveLength(0);

  // a line left out adds no amount, so its refused quantity holds nothing back
  await user.click(within(review).getByRole('checkbox', { name: 'Add HAFERMILCH' }));
  await user.click(within(review).getByRole('button', { name: 'add 1 item' }));
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]!.items.map((i) => [i.name, i.quantity, i.unit])).toEqual([['milk', 2, 'unit']]);
});

test('the lines go into the store as it is when they are added, not as it was when the scan began', async () => {
  const puts = serve([pantry]);
  answer(Promise.resolve(RECEIPT));
  const { user, review } = await reviewScan();
  // while the receipt is reviewed, a person the store is shared with adds butter
  server.use(http.get(api('/stores'), () => HttpResponse.json([{ ...pantry, items: [...pantry.items, item({ id: 'b1', value: 9, name: 'butter' })] }])));
  await user.click(within(review).getByRole('button', { name: /^add \d+ items$/ }));
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]!.items.slice(0, 2).map((i) => i.name)).toEqual(['milk', 'butter']);
});

test('a remembered choice is used on the next scan, and ?store= chooses the store', async () => {
  window.localStorage.setItem('scan_matches', JSON.stringify({ [String(demoUser.id)]: { tabak: 3 } }));
  const puts = serve([pantry, cellar]);
  answer(Promise.resolve(RECEIPT));
  const { user } = renderApp('/scan?store=11', { signedIn: true });
  await user.upload(await screen.findByLabelText('Choose a receipt photo'), photo());
  const review = await screen.findByRole('dialog', { name: 'Review scanned items' });
  expect(within(review).getByLabelText('Ingredient for Tabak')).toHaveValue('plain flour');
  expect(within(review).getByLabelText('Store')).toHaveDisplayValue('Cellar');
  await user.click(within(review).getByRole('button', { name: 'add 3 items' }));
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]!.id).toBe('11');
});

test('a failed store update keeps the review open with SPEC §8\'s message; cancel keeps the lines for later', async () => {
  const puts = serve([pantry], { failPut: true });
  answer(Promise.resolve(RECEIPT));
  const { user, review } = await reviewScan();
  expect(within(review).getByText('into Pantry')).toBeInTheDocument();
  await user.click(within(review).getByRole('button', { name: 'add 2 items' }));
  expect(await screen.findByText(MESSAGES.storeUpdateFailed('Pantry'))).toBeInTheDocument();
  expect(puts).toHaveLength(1);
  expect(within(review).getByRole('button', { name: 'add 2 items' })).toBeEnabled();
  await user.click(within(review).getByRole('button', { name: 'cancel' }));
  await user.click(screen.getByRole('button', { name: 'Review 3 lines' }));
  expect(await screen.findByRole('dialog', { name: 'Review scanned items' })).toBeInTheDocument();
});

test('a store update the server does not answer says that the connection is the cause', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serve([pantry]);
  server.use(http.put(api('/stores/:id'), () => HttpResponse.error()));
  answer(Promise.resolve(RECEIPT));
  const { user, review } = await reviewScan();
  await user.click(within(review).getByRole('button', { name: 'add 2 items' }));
  expect(await screen.findByText(`${MESSAGES.storeUpdateFailed('Pantry')} ${OFFLINE_MESSAGE}`)).toBeInTheDocument();
  expect(within(review).getByRole('button', { name: 'add 2 items' })).toBeEnabled();
  window.dispatchEvent(new Event('online'));
  warn.mockRestore();
});

test('lines whose save got no answer, though the server added them, are added once when tried again', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serve([pantry]);
  const keyed = serveKeyedStore(pantry, (n) => n === 0);
  answer(Promise.resolve(RECEIPT));
  const { user, review } = await reviewScan();
  await user.click(within(review).getByRole('button', { name: 'add 2 items' }));
  expect(await screen.findByText(`${MESSAGES.storeUpdateFailed('Pantry')} ${OFFLINE_MESSAGE}`)).toBeInTheDocument();
  await user.click(within(review).getByRole('button', { name: 'add 2 items' }));
  expect(await screen.findByText(MESSAGES.storeIngredientsUpdated(2, 'Pantry'))).toBeInTheDocument();
  expect(keyed.done).toHaveLength(1);
  expect(keyed.now().items.map((i) => [i.name, i.quantity])).toEqual([['milk', 2], ['oat milk', 2]]);
  window.dispatchEvent(new Event('online'));
  warn.mockRestore();
});

test.each([
  ['the engine fails', () => Promise.reject(new Error('worker crashed')), 'The receipt could not be read on this device'],
  ['no line has a price', () => Promise.resolve('Vielen Dank\nfür Ihren Einkauf'), 'No priced items were found on this receipt'],
])('Scan Failed when %s, and another photo can be tried', async (_case, text, explanation) => {
  serve([pantry]);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  answer(text());
  const { user } = renderApp('/scan', { signedIn: true });
  await user.upload(await screen.findByLabelText('Choose a receipt photo'), photo());
  expect(await screen.findByText(MESSAGES.scanFailed)).toBeInTheDocument();
  expect(screen.getByText(new RegExp(explanation, 'u'))).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Scan another receipt')).toBeEnabled();
  warn.mockRestore();
});

test('progress is shown while the photo is read, and reading can be stopped', async () => {
  serve([pantry]);
  const cancel = jest.fn();
  recognise.mockImplementation((_image, onProgress) => {
    onProgress({ status: 'recognizing text', progress: 0.5 });
    return { text: new Promise<string>(() => undefined), cancel };
  });
  const { user } = renderApp('/scan', { signedIn: true });
  await user.upload(await screen.findByLabelText('Choose a receipt photo'), photo());
  expect(await screen.findByRole('progressbar', { name: 'Reading the receipt…' })).toHaveValue(50);
  expect(screen.getByLabelText('Scan another receipt')).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Stop reading' }));
  expect(cancel).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.scanFailed)).not.toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'The receipt being scanned' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Choose a receipt photo')).toBeEnabled();
});
