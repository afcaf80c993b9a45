import { useEffect, useState } from 'react';

/** One minute: opening hours, cut-offs and today's plates are told in minutes. */
export const NOW_STEP_MS = 60_000;

/**
 * The time now (epoch ms), read again at the start of each step (a minute) while the page is open, so an open-state
 * label ('Open now · closes 10:00 pm' → 'Closed · opens tomorrow 11:00 am'), a passing cut-off or today's plate count turns
 * over with the clock. `fixed` (tests, or a parent that already ticks) is returned as it is and starts no timer.
 */
export function useNow(fixed?: number, stepMs: number = NOW_STEP_MS): number {
  const [now, setNow] = useState(() => fixed ?? Date.now());
  useEffect(() => {
    if (fixed !== undefined) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const untilNext = (t: number) => stepMs - (t % stepMs);
    const tick = () => {
      const t = Date.now();
      setNow(t);
      timer = setTimeout(tick, untilNext(t));
    };
    timer = setTimeout(tick, untilNext(Date.now()));
    return () => clearTimeout(timer);
  }, [fixed, stepMs]);
  return fixed ?? now;
}
