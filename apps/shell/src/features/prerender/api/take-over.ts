// A public route's document arrives with the page already in it (prerendered at build time, composed by the shell's
// server: packages/tooling/compose.js, which marks <html data-prerendered> and disables the copy's controls). The live
// app's first commit replaces that copy (and its styles, which come before it in the root) with the same page; then
// the copy's mark goes, and a reader who had tabbed to a link of the copy finds the focus on the same link of the live
// page.

/** The copy's markup in the root (its styles come before it there; see compose.js), if the server sent one. */
const copyIn = (root: HTMLElement): Element | null => root.querySelector(':scope > :not(style)');

/** Is the root's content the server's copy (rather than empty, waiting for the app)? */
export function hasServerCopy(root: HTMLElement): boolean {
  return copyIn(root) !== null;
}

/** The live element standing where `old` stood: the same id, else the n-th of the same tag and text. */
function counterpart(root: HTMLElement, copy: Element, old: Element): HTMLElement | null {
  if (old.id) return document.getElementById(old.id);
  const alike = (el: Element) => el.tagName === old.tagName && el.textContent === old.textContent;
  const index = Array.from(copy.querySelectorAll(old.tagName)).filter(alike).indexOf(old);
  return (Array.from(root.querySelectorAll<HTMLElement>(old.tagName)).filter(alike)[index] ?? null);
}

/**
 * Watches the server's copy in `root` until the app's first commit replaces it, then tidies up after it. Returns a
 * function that stops watching.
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
    document.querySelectorAll('style[data-prerendered]').forEach((style) => style.remove());
    document.documentElement.removeAttribute('data-prerendered');
  });
  observer.observe(root, { childList: true });

  function stop() {
    observer.disconnect();
    root.removeEventListener('focusin', onFocus);
  }
  return stop;
}
