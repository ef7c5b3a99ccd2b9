// An editor's unsent edits are sent when the page is hidden or closed (a phone may never come back to it) and
// when the editor unmounts (leaving the editor sends what is still unsent). `flush` is called at once, in the
// page's last moments: what it must keep it keeps synchronously (src/api/http.ts lets its write outlive the page).
import { useEffect } from 'react';

export function useFlushOnLeave(flush: () => unknown): void {
  useEffect(() => {
    const onVisibility = () => { if (document.visibilityState === 'hidden') void flush(); };
    const onPageHide = () => void flush();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [flush]);
}
