import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * While active: focus moves into the container, Tab cycles inside it, Escape calls onEscape.
 * When it ends, focus returns to the element given as returnTo.
 */
export function useFocusTrap(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  returnTo: RefObject<HTMLElement | null>,
  onEscape: () => void,
) {
  useEffect(() => {
    if (!active) return undefined;
    const root = container.current;
    const focusables = () => Array.from(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    focusables()[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const toReturn = returnTo.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      toReturn?.focus();
    };
  }, [active, container, returnTo, onEscape]);
}
