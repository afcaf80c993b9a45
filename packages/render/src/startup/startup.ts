// The start-up of a page, from the first byte of its document to live data on screen, as one state machine. This is
// the file to read first: every step below names the file that takes it.
//
//   document ─┐                                   (index.html as built: nothing on screen until the app renders)
//             ├─▶ code-ready ─▶ live-committed ─▶ data-live
//   copy-painted ┘                                (a composed document: the page's copy arrives in it)
//
// 1. `copy-painted` — a public route's document is composed by the shell's server (../server/compose.ts): the
//    shell's layout with the page's prerendered copy in `#root` (its controls disabled, its CSS in a
//    `<style data-prerendered>` before it), `<html data-startup="copy-painted">`, and the scripts turned into
//    `<link data-after-paint>`. The browser paints it before any script runs. A document the server does not compose
//    (a guarded route, an address with a query, a host serving files) starts in `document` (no attribute).
// 2. The inline script at the end of the body (start-after-paint.ts, bundled into index.html by
//    packages/tooling/webpack.js) waits for that paint (at most TIMEOUTS.paintWaitMs: a hidden tab never paints),
//    announces `copy-painted` (its performance mark is when the copy was on screen), then runs the shell's main.js,
//    whose download, with the others, it started one per task as the copy was painted. On a `document` it runs main.js
//    at once.
// 3. `code-ready` — the shell (apps/shell/src/bootstrap.tsx) starts the first route's remote page code and, in a task
//    of its own, React and the app (apps/shell/src/render.tsx). Once they are in (on a copy: the page's code too), the
//    live render starts.
// 4. `live-committed` — React's first commit is on the root: on a copy it replaces the copy whole, in one commit, and
//    take-over.ts removes the copy's styles, moves the reader's focus to the same control of the live page. The copy's
//    data (a kitchen's menu: `<script data-first-data>`, packages/render/src/query/first-data.ts) seeded the query
//    cache first, so the live page shows the same dishes.
// 5. `data-live` — the data layer's implementation (the Firebase SDK, @thali/firebase-data's lazy.ts) has loaded, held
//    back until the first page is on screen (TIMEOUTS.dataGateMs) and its first answers over REST are painted
//    (TIMEOUTS.firstReadPaintMs); live reads answer from here on. The shell advances to it once both the page is
//    committed and the SDK is in (apps/shell/src/bootstrap.tsx). A page that never needs data never reaches it.
//
// Every wait is in ../timeouts.ts; every name the server's markup and this code meet on is in ../markers.ts.
// The state lives in one place, `<html data-startup>`, so any bundle (the inline script, the shell, a remote) reads the
// same state; each move also sets a performance mark `thali:startup:<state>` and dispatches STARTUP_EVENT on
// `document` with `{ detail: { state } }`, which journeys and the browser's devtools can follow.
import { ROOT_ID, STARTUP_ATTRIBUTE, STARTUP_EVENT } from '../markers';

/** The states, in the order a page passes them (`document` and `copy-painted` are the two ways a page begins). */
export const STARTUP_STATES = ['document', 'copy-painted', 'code-ready', 'live-committed', 'data-live'] as const;
export type StartupState = (typeof STARTUP_STATES)[number];

/** The only moves: each state's next. A move not in this table is ignored (the start-up never goes back). */
export const STARTUP_MOVES: Readonly<Record<StartupState, StartupState | null>> = {
  document: 'code-ready',
  'copy-painted': 'code-ready',
  'code-ready': 'live-committed',
  'live-committed': 'data-live',
  'data-live': null,
};

export type StartupEventDetail = { state: StartupState };

/**
 * The composer's CSS rule for the copy's controls: disabled (the copy is for reading: no form may submit itself to the
 * server with what was typed) without looking so. It holds until the live page has replaced the copy: through
 * `code-ready` too, when the live page renders in slices and the copy is still what the reader sees.
 */
export const COPY_CONTROLS_RULE =
  `html[${STARTUP_ATTRIBUTE}="copy-painted"] #${ROOT_ID} :disabled,` +
  `html[${STARTUP_ATTRIBUTE}="code-ready"] #${ROOT_ID} :disabled{opacity:1;cursor:progress}`;

const isState = (value: string | null): value is StartupState => (STARTUP_STATES as readonly (string | null)[]).includes(value);

/** Where the start-up stands: `document` when the document carries no state (index.html as built). */
export function startupState(): StartupState {
  if (typeof document === 'undefined') return 'document';
  const value = document.documentElement.getAttribute(STARTUP_ATTRIBUTE);
  return isState(value) ? value : 'document';
}

/**
 * Tells whoever listens that the start-up is in `state`: a performance mark and the event. advanceStartup does it on
 * each move; the inline start-after-paint script does it for `copy-painted`, which the server wrote.
 */
export function announceStartup(state: StartupState): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(`thali:startup:${state}`);
  document.dispatchEvent(new CustomEvent<StartupEventDetail>(STARTUP_EVENT, { detail: { state } }));
}

/** Moves the start-up to `to` if that is the current state's next (anything else is ignored); true if it moved. */
export function advanceStartup(to: StartupState): boolean {
  if (typeof document === 'undefined' || STARTUP_MOVES[startupState()] !== to) return false;
  document.documentElement.setAttribute(STARTUP_ATTRIBUTE, to);
  announceStartup(to);
  return true;
}

/** How far along a state is: `document` and `copy-painted` are both the beginning (a page starts in one of them). */
const rank = (state: StartupState) => Math.max(0, STARTUP_STATES.indexOf(state) - 1);

/** Has the start-up reached `state` (or passed it)? */
export function reachedStartup(state: StartupState): boolean {
  return rank(startupState()) >= rank(state);
}

/** Settles once the start-up has reached `state` (at once if it has). */
export function whenStartup(state: StartupState): Promise<void> {
  if (reachedStartup(state)) return Promise.resolve();
  return new Promise((resolve) => {
    const onMove = () => {
      if (!reachedStartup(state)) return;
      document.removeEventListener(STARTUP_EVENT, onMove);
      resolve();
    };
    document.addEventListener(STARTUP_EVENT, onMove);
  });
}
