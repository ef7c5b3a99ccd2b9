// A dialog whose code loads the first time it is opened (lazy), and stays mounted after, so it closes as a dialog
// does (its focus handed back) rather than vanishing with the page's next render.
import { useState } from 'react';

/** True from the first render where `open` is, on: whether the lazy dialog is in the page. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
