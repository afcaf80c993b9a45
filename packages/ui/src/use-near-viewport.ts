import { useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (a CSS margin: '100% 0px' is one screen above and
 * below); once true it stays true. For a section below the fold, whose data and code need not compete with the page's
 * start: it loads as the reader scrolls towards it, a screen ahead. Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '100% 0px'): [ref: (element: T | null) => void, near: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  // the state setter is the callback ref: stable, and set again when React attaches another element
  return [setElement, near];
}
