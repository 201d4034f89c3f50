import { useEffect, useState } from 'react';

/** Lateness and what is happening now are judged against the clock: screens look again every half minute. */
const CLOCK_TICK_MS = 30_000;

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
