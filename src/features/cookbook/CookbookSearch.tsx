// My cookbook's search field (cookbookQuery.ts): it names the tab it filters, says under 3 characters that more
// are needed, and Escape empties it.
import type { KeyboardEvent, Ref } from 'react';
import { TextField } from '../../components/TextField';
import { FILTER_HINT, isFiltering } from '../../lib/textMatch';

interface Props {
  /** the field's name, for the tab shown ('Search imported recipes') */
  label: string;
  text: string;
  onText: (text: string) => void;
  ref?: Ref<HTMLInputElement>;
}

export function CookbookSearch({ label, text, onText, ref }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // a search field's own Escape empties it without a change React hears in every browser
    if (event.key !== 'Escape' || text === '') return;
    event.preventDefault();
    onText('');
  };
  return (
    <TextField
      ref={ref}
      className="cookbook__search"
      label={label}
      type="search"
      autoComplete="off"
      enterKeyHint="search"
      value={text}
      onChange={(event) => onText(event.target.value)}
      onKeyDown={onKeyDown}
      hint={text.trim() !== '' && !isFiltering(text) ? FILTER_HINT : undefined}
    />
  );
}
