// Inlined at the end of the shell's index.html (bundled and minified by esbuild: packages/tooling/webpack.js) in place
// of its <script defer src="main.js">. The entry is preloaded in the head and run at DOMContentLoaded (after the
// deferred firebase-config.js, as a deferred script would be). When the server sent the page already rendered
// (`<html data-startup="copy-painted">`: ../server/compose.ts), the scripts are not needed to paint it: they run once
// that copy is on the screen, so evaluating them (hundreds of milliseconds on a phone, from a warm cache too) does not
// hold its paint up. They download meanwhile: the head preloads them, the route's remote entry and page chunks too
// (the composer adds those). This is step 2 of the start-up (startup.ts).
import { STARTUP_ATTRIBUTE } from '../markers';
import * as TIMEOUTS from '../timeouts';
import { announceStartup } from './startup';

// Read directly rather than through startupState(): this script is inlined in every document, so it carries no more
// of the machine than it uses.
const composed = () => document.documentElement.getAttribute(STARTUP_ATTRIBUTE) === 'copy-painted';

/** Starts the script `entry` (the shell's main.js) once the document's copy, if it has one, has been painted. */
export function startAfterPaint(entry: string): void {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    if (composed()) announceStartup('copy-painted');
    // The origin's storage is opened first, in a task of its own: its first read waits on the browser (3-7 ms under
    // Lighthouse, more on a phone), and the federation runtime reads it as main.js starts (its debug switch), as does
    // the session hint as the page first renders. The entry's own script comes next; the head's preload has fetched it.
    function openStorage() {
      try {
        window.sessionStorage.getItem('');
        window.localStorage.getItem('');
      } catch {
        /* storage blocked: nothing to open */
      }
      setTimeout(runEntry, 0);
    }
    function runEntry() {
      const script = document.createElement('script');
      script.src = entry;
      document.body.appendChild(script);
    }
    setTimeout(openStorage, 0);
  }
  // The frame after next begins once the next one (the whole parsed copy, not only the part the first paint showed)
  // has been put on the screen.
  function afterNextFrame() {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  }
  function afterPaint() {
    if (!composed()) return start();
    // After the first contentful paint, where the browser can tell; a hidden tab paints nothing, so a timer starts it
    // anyway.
    const types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (types && types.includes('paint')) {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect();
          afterNextFrame();
        }
      }).observe({ type: 'paint', buffered: true });
    } else {
      afterNextFrame();
    }
    setTimeout(start, TIMEOUTS.paintWaitMs);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}
