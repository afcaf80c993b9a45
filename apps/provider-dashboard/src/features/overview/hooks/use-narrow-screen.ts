import { useEffect, useState } from 'react';

/** Below the theme's `sm` breakpoint (640 px) the orders are cards, not a table (no sideways scroll on a phone). */
const NARROW = '(max-width: 639.98px)';

const matches = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

/** Whether the screen is narrower than 640 px, following rotation and resizing. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(matches);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(NARROW);
    const onChange = () => setNarrow(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return narrow;
}
