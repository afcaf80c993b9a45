// Where each history entry was scrolled to, so Back and Forward return the reader to their place while every new
// page starts at its top. BrowserRouter has no ScrollRestoration (that needs a data router), and the browser's own
// restoration runs before a lazily loaded remote has drawn the page, so it lands short: the shell does it by hand.
// Loaded once the first page has been painted (see use-scroll-restoration.ts), so no route's first load pays for it.

const STORE = 'thali:scroll';
const KEEP = 50; // entries remembered, newest last: sessionStorage stays small on a long visit
const MAX_FRAMES = 180; // about 3 s at 60 Hz for a remote to load and draw before we stop waiting

let positions: Record<string, number> = {};
try {
  positions = JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Record<string, number>;
} catch {
  positions = {};
}

let current: { key: string; pathname: string } | undefined;
let lastY = window.scrollY;
let restoring = 0; // the pending animation frame while waiting for the page to be tall enough
let seen = false;

function persist() {
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - KEEP))) delete positions[old];
  try {
    sessionStorage.setItem(STORE, JSON.stringify(positions));
  } catch {
    // Private mode or full storage: positions still work within this page's life.
  }
}

function stop() {
  if (restoring) cancelAnimationFrame(restoring);
  restoring = 0;
}

/** Calls `done` on the first frame `ready()` is true, or after MAX_FRAMES; stops when the reader scrolls or types. */
function whenReady(ready: () => boolean, done: () => void) {
  stop();
  let frames = 0;
  const tick = () => {
    if (ready() || ++frames >= MAX_FRAMES) {
      restoring = 0;
      done();
    } else restoring = requestAnimationFrame(tick);
  };
  tick();
}

function scrollToHash(hash: string) {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: look the id up as written
  }
  const target = () => document.getElementById(id);
  whenReady(() => target() !== null, () => target()?.scrollIntoView());
}

/** Moves focus to the new page's heading (or the main landmark) without scrolling, for keyboard and screen readers. */
function focusPage() {
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target) return;
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function start() {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  window.addEventListener('scroll', () => {
    if (!restoring) lastY = window.scrollY;
  }, { passive: true });
  // A wheel, touch or key press means the reader has taken over: stop moving the page under them.
  for (const type of ['wheel', 'touchstart', 'keydown']) window.addEventListener(type, stop, { passive: true });
  window.addEventListener('pagehide', () => {
    if (current) positions[current.key] = lastY;
    persist();
  });
}

/**
 * Called once per location, in order. PUSH/REPLACE to another path: top of the page and focus to its heading;
 * POP: the entry's saved place, once the page is tall enough; a hash: its target. A change of the query alone
 * (a filter) leaves the page where it is.
 */
export function onNavigate(key: string, pathname: string, hash: string, type: 'POP' | 'PUSH' | 'REPLACE') {
  if (!seen) {
    seen = true;
    start();
  }
  const previous = current;
  // Save where the page we leave was, from the last scroll event: by now the new page may have shortened it.
  if (previous && !restoring) {
    positions[previous.key] = lastY;
    persist();
  }
  stop();
  current = { key, pathname };
  if (!previous) {
    // First load (or reload): back to the saved place of this entry, if any, else the hash's target.
    const saved = positions[key];
    if (saved !== undefined) restoreTo(saved);
    else if (hash) scrollToHash(hash);
    return;
  }
  const saved = type === 'POP' ? positions[key] : undefined;
  if (saved !== undefined) restoreTo(saved);
  else if (hash) scrollToHash(hash);
  else if (pathname !== previous.pathname) {
    window.scrollTo(0, 0);
    lastY = 0;
    focusPage();
  }
}

function restoreTo(y: number) {
  const root = document.documentElement;
  whenReady(() => root.scrollHeight - window.innerHeight >= y, () => {
    window.scrollTo(0, y);
    lastY = window.scrollY;
  });
}

/** For tests: forget everything, as a new tab would. */
export function resetScrollMemory() {
  stop();
  positions = {};
  current = undefined;
  lastY = 0;
}
