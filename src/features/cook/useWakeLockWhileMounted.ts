// Cook mode keeps the screen awake while it is open: released on exit, unless the menu's switch had it on already.
import { useEffect } from 'react';
import { isWakeLockActive, releaseWakeLock, requestWakeLock } from '../../pwa/wakeLock';

export function useWakeLockWhileMounted() {
  useEffect(() => {
    let ours = false;
    let active = true;
    const acquire = async () => {
      if (isWakeLockActive()) return;
      const granted = await requestWakeLock();
      if (!active && granted) void releaseWakeLock();
      else ours = ours || granted;
    };
    void acquire();
    // the browser lets the lock go when the page is hidden: take it again on return
    const onVisible = () => {
      if (ours && document.visibilityState === 'visible' && !isWakeLockActive()) void requestWakeLock();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisible);
      if (ours && isWakeLockActive()) void releaseWakeLock();
    };
  }, []);
}
