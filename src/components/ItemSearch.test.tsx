import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { IngredientOption } from '../../contract/entities';
import { SEARCH_DEBOUNCE_MS } from '../../contract/constants';
import { MESSAGES, NAME_MAX } from '../../contract/rules';
import { api, http, HttpResponse, server } from '../../tests/fixtures/server';
import { fetchIngredientOptions } from '../store/formOptionsSlice';
import { rootReducer } from '../store/rootReducer';
import { CATALOGUE_UNAVAILABLE, CUSTOM_NAME_TOO_LONG, ItemSearch } from './ItemSearch';

const option = (value: number, name: string): IngredientOption => ({
  value, name, category_id: 1, category_name: 'Dairy', image: null, default_unit: 'l', default_quantity: 1, estimated_expiry_days: 7,
});
const OPTIONS = [option(1, 'milk'), option(2, 'almond milk'), option(3, 'milk chocolate')];

function renderSearch(options = OPTIONS, store = configureStore({ reducer: rootReducer }), user = userEvent.setup()) {
  const onAdd = jest.fn();
  const onAddCustom = jest.fn();
  const search = (removed?: { name: string }) => (
    <Provider store={store}><ItemSearch options={options} ready={options.length > 0} onAdd={onAdd} onAddCustom={onAddCustom} removed={removed} /></Provider>
  );
  const { rerender } = render(search());
  return { onAdd, onAddCustom, user, field: screen.getByLabelText('Add an item'), removed: (name: string) => rerender(search({ name })) };
}

afterEach(() => jest.useRealTimers());

test('Enter in the field adds the first match and keeps the focus there', async () => {
  const { user, field, onAdd } = renderSearch();
  await user.type(field, 'milk{Enter}');
  expect(onAdd).toHaveBeenCalledWith(OPTIONS[0]);
  expect(field).toHaveFocus();
  expect(field).toHaveValue('');
});

test('an ingredient is found by its other name, shown beside its own, and Enter adds it (QA european D2)', async () => {
  const flour = { ...option(4, 'plain flour'), aliases: ['Mehl', 'farine'] };
  const { user, field, onAdd, onAddCustom } = renderSearch([...OPTIONS, flour]);
  await user.type(field, 'Mehl');
  expect(screen.getByRole('button', { name: 'Add plain flour · Mehl' })).toBeInTheDocument();
  await user.type(field, '{Enter}');
  expect(onAdd).toHaveBeenCalledWith(flour);
  expect(onAddCustom).not.toHaveBeenCalled();
});

test('the arrow keys walk from the field through the matches; Enter adds the one focused and the focus goes back to the field', async () => {
  const { user, field, onAdd } = renderSearch();
  await user.type(field, 'milk');
  const matches = screen.getAllByRole('button', { name: /^Add / }).filter((b) => !b.textContent?.includes('custom'));
  expect(matches.map((b) => b.textContent)).toEqual(['Add milk1 l', 'Add milk chocolate1 l', 'Add almond milk1 l']);
  await user.keyboard('{ArrowDown}');
  expect(matches[0]).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  // the custom button is disabled while something matches, so the last match is the end
  expect(matches[2]).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(matches[1]).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onAdd).toHaveBeenCalledWith(OPTIONS[2]);
  expect(field).toHaveFocus();
});

test('ArrowUp from the first match and Escape go back to the field; Home and End jump', async () => {
  const { user, field } = renderSearch();
  await user.type(field, 'milk{ArrowDown}');
  await user.keyboard('{ArrowUp}');
  expect(field).toHaveFocus();
  expect(field).toHaveValue('milk');
  await user.keyboard('{ArrowDown}{End}');
  expect(screen.getByRole('button', { name: 'Add almond milk' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('button', { name: 'Add milk' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(field).toHaveFocus();
});

test('with nothing matching, ArrowDown reaches the custom item button', async () => {
  const { user, field, onAddCustom } = renderSearch();
  await user.type(field, 'plum jam{ArrowDown}');
  expect(screen.getByRole('button', { name: 'Add “plum jam” as a custom item' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onAddCustom).toHaveBeenCalledWith('plum jam');
  expect(field).toHaveFocus();
});

test('a name of 1 or 2 characters that no catalogue name contains (牛乳, 卵) can be added as a custom item; one the catalogue may hold waits for 3 letters', async () => {
  const { user, field, onAddCustom } = renderSearch();
  await user.type(field, '牛乳');
  expect(screen.queryByRole('list', { name: 'Matching ingredients' })).not.toBeInTheDocument();
  expect(field).not.toHaveAccessibleDescription('Type 3 or more letters');
  await user.keyboard('{Enter}');
  expect(onAddCustom).toHaveBeenCalledWith('牛乳');
  await user.type(field, '卵');
  await user.click(screen.getByRole('button', { name: 'Add “卵” as a custom item' }));
  expect(onAddCustom).toHaveBeenLastCalledWith('卵');

  // 'mi' may be on its way to milk: no custom item, and the search still starts at 3 letters
  await user.type(field, 'mi{Enter}');
  expect(field).toHaveAccessibleDescription('Type 3 or more letters');
  expect(screen.queryByRole('button', { name: /as a custom item$/ })).not.toBeInTheDocument();
  expect(onAddCustom).toHaveBeenCalledTimes(2);
});

test('a catalogue that could not be loaded (offline, never kept) says so, lets a custom item be added, and is tried again', async () => {
  const store = configureStore({ reducer: rootReducer });
  server.use(http.get(api('/form-options/ingredients'), () => HttpResponse.error()));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await store.dispatch(fetchIngredientOptions());
  const { user, field, onAddCustom } = renderSearch([], store);
  await user.type(field, 'butter');
  expect(screen.getByText(CATALOGUE_UNAVAILABLE)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add “butter” as a custom item' }));
  expect(onAddCustom).toHaveBeenCalledWith('butter');

  server.use(http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: OPTIONS })));
  await user.type(field, 'milk');
  await user.click(screen.getByRole('button', { name: 'try again' }));
  expect(store.getState().form_options.ingredient_options).toHaveLength(3);
  expect(screen.queryByText(CATALOGUE_UNAVAILABLE)).not.toBeInTheDocument();
});

test('a custom name longer than the server takes is refused at the field, and said on Enter; one at the limit is added', async () => {
  const { user, field, onAddCustom } = renderSearch();
  await user.click(field);
  await user.paste('y'.repeat(NAME_MAX + 1));
  expect(field).toHaveAccessibleDescription(CUSTOM_NAME_TOO_LONG);
  expect(field).toBeInvalid();
  expect(screen.getByRole('button', { name: /as a custom item$/ })).toBeDisabled();
  await user.keyboard('{Enter}');
  expect(onAddCustom).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent(CUSTOM_NAME_TOO_LONG);

  await user.keyboard('{Backspace}{Enter}');
  expect(onAddCustom).toHaveBeenCalledWith('y'.repeat(NAME_MAX));
  expect(field).toBeValid();
});

test('once typing pauses, the status says how many match and what Enter adds, or that Enter adds a custom item; then what was added or removed', async () => {
  jest.useFakeTimers();
  const many = ['milk', 'oat milk', 'soy milk', 'rice milk', 'goat milk', 'almond milk', 'coconut milk', 'buttermilk', 'milk chocolate'];
  const { user, field, removed } = renderSearch(many.map((name, i) => option(i + 1, name)), undefined, userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }));
  const status = screen.getByRole('status');
  const pause = (ms = SEARCH_DEBOUNCE_MS) => act(() => jest.advanceTimersByTime(ms));

  await user.type(field, 'butt');
  pause(SEARCH_DEBOUNCE_MS - 1);
  expect(status).toBeEmptyDOMElement();
  pause(1);
  expect(status).toHaveTextContent('1 match, Enter adds buttermilk');
  // typing on says nothing until it pauses again
  await user.type(field, 'e');
  expect(status).toBeEmptyDOMElement();
  pause();
  expect(status).toHaveTextContent('1 match, Enter adds buttermilk');
  await user.type(field, 'x');
  pause();
  expect(status).toHaveTextContent(`${MESSAGES.noOptions} Enter adds “buttex” as a custom item`);

  await user.clear(field);
  await user.type(field, 'milk');
  pause();
  // the search offers 8 at most
  expect(status).toHaveTextContent('8 or more matches, Enter adds milk');
  await user.keyboard('{Enter}');
  expect(status).toHaveTextContent('milk added');
  pause();
  expect(status).toHaveTextContent('milk added');

  removed('oat milk');
  expect(status).toHaveTextContent('oat milk removed');
});

test('the same words twice in a row change the status again, so a screen reader says them again', async () => {
  const { user, field, removed } = renderSearch();
  const status = screen.getByRole('status');
  await user.type(field, 'milk{Enter}');
  const first = status.textContent;
  expect(status).toHaveTextContent('milk added');
  await user.type(field, 'milk{Enter}');
  expect(status).toHaveTextContent('milk added');
  expect(status.textContent).not.toBe(first);

  // two rows of milk removed one after the other
  removed('milk');
  const gone = status.textContent;
  expect(status).toHaveTextContent('milk removed');
  removed('milk');
  expect(status).toHaveTextContent('milk removed');
  expect(status.textContent).not.toBe(gone);

  // a name too long, Enter pressed twice
  await user.click(field);
  await user.paste('y'.repeat(NAME_MAX + 1));
  await user.keyboard('{Enter}');
  const refused = status.textContent;
  expect(status).toHaveTextContent(CUSTOM_NAME_TOO_LONG);
  await user.keyboard('{Enter}');
  expect(status).toHaveTextContent(CUSTOM_NAME_TOO_LONG);
  expect(status.textContent).not.toBe(refused);
});
