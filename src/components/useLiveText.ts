// The text of a live region (role="status" or "alert"), which a screen reader speaks when it changes: the same
// words twice ('milk added', then milk again; a second 'milk removed') would change nothing, or change only back
// from a clear a reader may not speak of, and be heard once. Words said as the last said were get a no-break space
// at their end, put on and taken off in turn, so the region's text changes while what is heard does not.
import { useCallback, useState } from 'react';

const AGAIN = '\u00a0';

/** the region's text, and what says words in it ('' clears it) */
export function useLiveText(): [string, (words: string) => void] {
  const [said, setSaid] = useState({ text: '', last: '', again: false });
  const say = useCallback((words: string) => setSaid((before) => (
    words ? { text: words, last: words, again: words === before.last && !before.again } : { ...before, text: '' }
  )), []);
  return [said.text && said.again ? `${said.text}${AGAIN}` : said.text, say];
}
