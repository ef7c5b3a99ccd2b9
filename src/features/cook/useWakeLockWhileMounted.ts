// Cook mode keeps the screen awake while it is open, and lets go on exit: the lock stays while the menu's switch
// holds it too. The browser lets the lock go when the page is hidden; wakeLock.ts takes it again on return.
import { useEffect } from 'react';
import { releaseWakeLock, requestWakeLock } from '../../pwa/wakeLock';

export function useWakeLockWhileMounted() {
  useEffect(() => {
    const cookMode = Symbol('cook mode');
    const asked = requestWakeLock(cookMode);
    return () => {
      void asked.then(async (held) => {
        if (held) await releaseWakeLock(cookMode);
      });
    };
  }, []);
}
