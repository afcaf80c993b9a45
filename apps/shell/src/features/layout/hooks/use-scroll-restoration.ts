import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Every navigation starts at the top of the new page; Back and Forward return to where the reader was. The work is in
 * utils/scroll-memory.ts, loaded on first use (after the first render), so it adds nothing to the first load.
 * A layout effect: a new page is put at its top before it is painted, so it never flashes scrolled.
 */
export function useScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    void import('../utils/scroll-memory').then((memory) => memory.onNavigate(key, pathname, hash, type));
  }, [key, pathname, hash, type]);
}
