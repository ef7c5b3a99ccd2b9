// An editor's unsent edits are sent when the page is hidden or closed (a phone may never come back to it) and
// when the editor unmounts (leaving the editor sends what is still unsent).
import { useEffect } from 'react';

export function useFlushOnLeave(queue: { flush(): unknown }): void {
  useEffect(() => {
    const flush = () => void queue.flush();
    const onVisibility = () => { if (document.visibilityState === 'hidden') flush(); };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [queue]);
}
