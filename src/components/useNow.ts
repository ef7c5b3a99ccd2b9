// The current time for rendering, held in state so a render stays pure; it moves on every minute, so expiry
// badges and labels stay true while a page is left open.
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

export function useNow(intervalMs: number = MINUTE_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
