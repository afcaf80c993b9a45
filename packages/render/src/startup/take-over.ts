// The live app's first commit on the root (the start-up's `live-committed`, startup.ts). On a composed document the
// root holds the server's copy of the page (../server/compose.ts: `<html data-startup="copy-painted">`, the
// copy's controls disabled, its CSS in a `<style data-prerendered>` before it): that commit replaces the copy with the
// same page, whole. Then the copy's styles go, and a reader who had tabbed to a link of the copy finds the focus on
// the same link of the live page.
import { COPY_STYLE_ATTRIBUTE, ROOT_ID } from '../markers';
import { advanceStartup, startupState } from './startup';

/** The copy's markup in the root (its styles come before it there; see ../server/compose.ts), if the server sent one. */
const copyIn = (root: HTMLElement): Element | null => root.querySelector(':scope > :not(style)');

/** Is the root's content the server's copy (rather than empty, waiting for the app)? */
export function hasServerCopy(root: HTMLElement): boolean {
  return copyIn(root) !== null;
}

/**
 * Is the element with this id on screen in the server's copy that the live page's first render is about to replace?
 * An entrance animation (a kitchen card's fade-in) has played there already: the live page's identical element should
 * not start it over — the reader would see what is on screen vanish and fade in again.
 */
export function shownInServerCopy(id: string): boolean {
  if (typeof document === 'undefined' || startupState() !== 'code-ready') return false;
  const root = document.getElementById(ROOT_ID);
  const copy = root ? copyIn(root) : null;
  const element = document.getElementById(id);
  return copy !== null && element !== null && copy.contains(element);
}

/** The live element standing where `old` stood: the same id, else the n-th of the same tag and text. */
function counterpart(root: HTMLElement, copy: Element, old: Element): HTMLElement | null {
  if (old.id) return document.getElementById(old.id);
  const alike = (el: Element) => el.tagName === old.tagName && el.textContent === old.textContent;
  const index = Array.from(copy.querySelectorAll(old.tagName)).filter(alike).indexOf(old);
  return (Array.from(root.querySelectorAll<HTMLElement>(old.tagName)).filter(alike)[index] ?? null);
}

/**
 * Watches the server's copy in `root` until the app's first commit replaces it, then tidies up after it and moves the
 * start-up to `live-committed`. Returns a function that stops watching.
 */
export function takeOverServerCopy(root: HTMLElement): () => void {
  const copy = copyIn(root);
  if (!copy) return () => {};
  let focused: Element | null = null;
  const onFocus = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
  };
  root.addEventListener('focusin', onFocus);

  // Runs in the commit's microtask, before the browser paints the live page.
  const observer = new MutationObserver(() => {
    if (copy.isConnected) return;
    stop();
    if (focused && !focused.isConnected) counterpart(root, copy, focused)?.focus({ preventScroll: true });
    document.querySelectorAll(`style[${COPY_STYLE_ATTRIBUTE}]`).forEach((style) => style.remove());
    advanceStartup('live-committed');
  });
  observer.observe(root, { childList: true });

  function stop() {
    observer.disconnect();
    root.removeEventListener('focusin', onFocus);
  }
  return stop;
}

/**
 * Moves the start-up to `live-committed` at the app's first commit on `root`: the copy's take-over when the server
 * sent one, else the first render of an empty root. Returns a function that stops watching.
 */
export function watchFirstCommit(root: HTMLElement): () => void {
  if (hasServerCopy(root)) return takeOverServerCopy(root);
  const observer = new MutationObserver(() => {
    if (!root.hasChildNodes()) return;
    observer.disconnect();
    advanceStartup('live-committed');
  });
  observer.observe(root, { childList: true });
  return () => observer.disconnect();
}
