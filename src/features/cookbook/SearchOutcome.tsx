// What the cookbook's search found in a tab: how many match, said once typing pauses (as the recipe picker says
// it: components/searchKeys.ts), and where nothing matches, a line saying so with a way to clear the search.
import { useContext, useEffect } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { useSearchStatus } from '../../components/searchKeys';
import { CookbookSearchContext, type Searched } from './cookbookQuery';

/** ours: how many rows the search found */
export const matchCount = (n: number) => `${n} ${n === 1 ? 'match' : 'matches'}`;
/** ours: a search that found none of a tab's rows ('No imported recipes match “lentil”.') */
export const noMatches = (noun: string, text: string) => `No ${noun} match “${text}”.`;

interface Props {
  searched: Pick<Searched<unknown>, 'query' | 'filtering' | 'shown'>;
  /** what the tab holds, in the plural ('imported recipes') */
  noun: string;
}

/** Mounted while the tab has rows, so that its status is in place before it speaks. */
export function SearchOutcome({ searched: { query, filtering, shown }, noun }: Props) {
  const { clear } = useContext(CookbookSearchContext);
  const text = query.trim();
  const none = filtering && shown.length === 0;
  const results = filtering ? (none ? noMatches(noun, text) : matchCount(shown.length)) : '';
  const [said, setSaid] = useSearchStatus(text, results);
  // typing clears what was said, so the same words for the text typed on are said again
  useEffect(() => setSaid(''), [text, setSaid]);
  return (
    <>
      {none && (
        // the status below says it
        <EmptyState title={noMatches(noun, text)} quiet>
          <button type="button" className="btn btn--secondary" onClick={clear}>clear the search</button>
        </EmptyState>
      )}
      <p className="visually-hidden" role="status">{said}</p>
    </>
  );
}
