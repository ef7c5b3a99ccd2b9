// Search and add (SPEC §2 /user-stores/{id} and the shopping list editor; §5 pickers): the catalogue is
// filtered locally from 3 characters, case-insensitive, and a custom item can be made from the typed text only
// when nothing matches, from 1 character where no catalogue name contains it (牛乳 and 豆腐 are whole words).
// Shared by the stores and shopping lists features. By keyboard: Enter adds the first match; the arrow keys walk
// from the field through the matches (Up from the first, or Escape, goes back): searchKeys.ts, which a meal plan's
// recipe picker shares.
// Its status says, once typing pauses, how many match and what Enter adds, then '<name> added' (or the editor's
// own words: an amount raised), and the '<name> removed' of the rows below it (the editor hands over `removed`).
import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { IngredientOption } from '../../contract/entities';
import { MESSAGES, NAME_MAX } from '../../contract/rules';
import { PICKER_FILTER_MIN } from '../../contract/constants';
import { matchesText, useSearchStatus, walkStops } from './searchKeys';
import { TextField } from './TextField';
import { anyNameContains, matchedAlias, matchIngredients } from '../lib/ingredientSearch';
import { fetchIngredientOptions, selectFormOptionsStatus } from '../store/formOptionsSlice';
import { useStoreDispatch, useStoreSelector } from '../store/hooks';
import './ItemSearch.css';

/** ours: how many matches are offered at once; typing more narrows them */
const MAX_MATCHES = 8;
/** ours: offline on a device that has not kept the catalogue (a fresh install, a week unused) */
export const CATALOGUE_UNAVAILABLE = 'The ingredient list could not be loaded, so nothing can be matched: add it as a custom item, or try again.';
/** ours: a custom item's name is held to the server's limit (contract/rules.ts NAME_MAX), else the whole store or list would not save */
export const CUSTOM_NAME_TOO_LONG = `Item names must be ${NAME_MAX} characters or fewer`;

interface ItemSearchProps {
  options: IngredientOption[];
  /** the catalogue has arrived, so 'nothing matches' is true */
  ready: boolean;
  /** a message to say instead of '<name> added': the option was not added (it is there already), or its amount was raised */
  onAdd: (option: IngredientOption) => string | void;
  /** as onAdd: a message to say instead of '<name> added' */
  onAddCustom: (name: string) => string | void;
  /** the item the editor removed last (a new object each time), said as '<name> removed' */
  removed?: { name: string };
}

export function ItemSearch({ options, ready, onAdd, onAddCustom, removed }: ItemSearchProps) {
  const [query, setQuery] = useState('');
  const resultsId = useId();
  const form = useRef<HTMLFormElement>(null);
  const text = query.trim();
  const searching = Array.from(text).length >= PICKER_FILTER_MIN;
  const matches = useMemo(() => (searching ? matchIngredients(options, text, MAX_MATCHES) : []), [options, searching, text]);
  // a catalogue that could not be loaded matches nothing, and a custom item is the way to add on: the shop still works
  const failed = useStoreSelector((state) => selectFormOptionsStatus(state).ingredients === 'failed');
  const dispatch = useStoreDispatch();
  // zod's max, which the server holds names to, counts UTF-16 code units, as length does
  const tooLong = text.length > NAME_MAX;
  // SPEC §5 searches from 3 characters, but a custom item needs no search: a shorter text that no catalogue name
  // contains matches nothing however it is typed on, so it can be added as it is
  const unmatched = searching ? matches.length === 0 : text !== '' && !anyNameContains(options, text);
  const canCreate = unmatched && (ready || failed) && !tooLong;
  // the words shown under the field when nothing matches (none while the catalogue is still on its way)
  const nothingShown = ready ? MESSAGES.noOptions : failed ? CATALOGUE_UNAVAILABLE : '';
  const results = (searching || canCreate) && !tooLong
    ? matchesText({ count: matches.length, more: matches.length === MAX_MATCHES, first: matches[0]?.name, nothing: nothingShown, custom: canCreate ? text : null })
    : '';
  const [said, setSaid] = useSearchStatus(text, results);
  // the other name a match was found by, beside its own ('plain flour · Mehl')
  const aliasOf = (option: IngredientOption) => {
    const alias = matchedAlias(option, text);
    return alias && ` · ${alias}`;
  };
  const [saidRemoved, setSaidRemoved] = useState(removed);
  if (removed !== saidRemoved) {
    setSaidRemoved(removed);
    if (removed) setSaid(`${removed.name} removed`);
  }

  const done = (words: string) => {
    setSaid(words);
    setQuery('');
    // the button pressed goes away with the results: keep the keyboard in the search field for the next item
    form.current?.querySelector('input')?.focus();
  };
  const add = (option: IngredientOption) => {
    done(onAdd(option) ?? `${option.name} added`);
  };
  const addCustom = () => {
    // Enter on a name too long: the field's message is said again, as a refused submit's is
    if (tooLong) setSaid(CUSTOM_NAME_TOO_LONG);
    if (!canCreate) return;
    done(onAddCustom(text) ?? `${text} added`);
  };
  // Enter adds the first match, or the typed text when nothing matches
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = matches[0];
    if (first) add(first);
    else addCustom();
  };

  // the field, then each enabled button under it, in order
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const root = form.current;
    const field = root?.querySelector('input');
    if (!root || !field) return;
    walkStops(event, [field, ...root.querySelectorAll<HTMLButtonElement>(`[id="${CSS.escape(resultsId)}"] button:not(:disabled)`)]);
  };

  return (
    // the keys move between the field and the buttons inside this form only
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form ref={form} className="item-search" role="search" aria-label="Add items" onSubmit={submit} onKeyDown={onKeyDown}>
      <TextField
        label="Add an item"
        type="search"
        placeholder="Search ingredients"
        autoComplete="off"
        value={query}
        onChange={(e) => { setQuery(e.target.value); setSaid(''); }}
        aria-controls={resultsId}
        hint={searching || canCreate ? undefined : 'Type 3 or more letters'}
        error={tooLong ? CUSTOM_NAME_TOO_LONG : undefined}
      />
      <div id={resultsId}>
        {searching && (
          <>
            {matches.length > 0 ? (
              <ul className="item-search__results" aria-label="Matching ingredients">
                {matches.map((option) => (
                  <li key={option.value}>
                    <button type="button" className="item-search__option" onClick={() => add(option)}>
                      <span><span className="visually-hidden">Add </span>{option.name}{aliasOf(option)}</span>
                      <span className="muted" aria-hidden="true">{option.default_quantity} {option.default_unit}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              ready && <p className="muted item-search__none">{MESSAGES.noOptions}</p>
            )}
            {failed && (
              <p className="muted item-search__none">
                {CATALOGUE_UNAVAILABLE}{' '}
                <button type="button" className="btn btn--link" onClick={() => void dispatch(fetchIngredientOptions())}>try again</button>
              </p>
            )}
          </>
        )}
        {(searching || canCreate) && (
          <button type="button" className="btn btn--secondary item-search__custom" disabled={!canCreate} onClick={addCustom}>
            Add “{text}” as a custom item
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status">{said}</p>
    </form>
  );
}
