import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

type ScrollMemory = typeof import('../utils/scroll-memory');
let memory: Promise<ScrollMemory> | undefined;

/**
 * The work of utils/scroll-memory.ts, loaded once the first page has been painted (the frame after the live page's
 * first commit), so it is no part of any route's first load: asked for in the first commit's layout effect, its chunk
 * arrived before `/` had rendered and counted there (0.8 KB gzip). Nothing is lost by the wait: a first load's saved
 * place is restored only once the page is tall enough anyway, and each later navigation finds the module loaded.
 * Every call goes through this one promise, so the module hears of the locations in order.
 */
function scrollMemory(): Promise<ScrollMemory> {
  memory ??= new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame === 'undefined') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  }).then(() => import('../utils/scroll-memory'));
  return memory;
}

/**
 * Every navigation starts at the top of the new page; Back and Forward return to where the reader was (see
 * scrollMemory for when that code arrives). A layout effect: once the module is in, a new page is put at its top
 * before it is painted, so it never flashes scrolled.
 */
export function useScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    void scrollMemory().then((m) => m.onNavigate(key, pathname, hash, type));
  }, [key, pathname, hash, type]);
}
