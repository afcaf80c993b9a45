// Inlined at the end of the shell's index.html (bundled and minified by esbuild: packages/tooling/webpack.js) in place
// of its <script defer src="main.js">. The entry is preloaded in the head and run at DOMContentLoaded (after the
// deferred firebase-config.js, as a deferred script would be). When the server sent the page already rendered
// (`<html data-startup="copy-painted">`: ../server/compose.ts), the scripts are not needed to paint it: their
// downloads start once it is painted, so they do not share the network with what that paint needs, and they run once
// the whole copy is on the screen, so evaluating them (hundreds of milliseconds on a phone, from a warm cache too)
// does not hold its paint up. The composer turns the head's script preloads into <link data-after-paint>, and adds the
// route's remote entry and page chunks as such. This is step 2 of the start-up (startup.ts).
import { AFTER_PAINT_ATTRIBUTE, STARTUP_ATTRIBUTE } from '../markers';
import * as TIMEOUTS from '../timeouts';
import { announceStartup } from './startup';

// Read directly rather than through startupState(): this script is inlined in every document, so it carries no more
// of the machine than it uses.
const composed = () => document.documentElement.getAttribute(STARTUP_ATTRIBUTE) === 'copy-painted';

/** Starts the script `entry` (the shell's main.js) once the document's copy, if it has one, has been painted. */
export function startAfterPaint(entry: string): void {
  let fetching = false;
  let fetched = false;
  let started = false;
  const waiting: (() => void)[] = [];
  /**
   * Starts the downloads of the <link data-after-paint> scripts, one per task: starting one costs the page a
   * millisecond or more (a few on a phone), and the seven of a composed page in one task made it one of the page's
   * long tasks (issue 14). Begun as the copy is painted, not after the frames that follow it: on a throttled phone the
   * rest of the copy takes those frames ~0.4 s, which the downloads no longer wait for (issue 43).
   */
  function fetchScripts(then: () => void) {
    if (fetched) return then();
    waiting.push(then);
    if (fetching) return undefined;
    fetching = true;
    const hrefs = Array.from(document.querySelectorAll(`link[${AFTER_PAINT_ATTRIBUTE}]`), (link) => link.getAttribute('href'));
    function next() {
      const href = hrefs.shift();
      if (href === undefined) {
        fetched = true;
        for (const go of waiting.splice(0)) go();
        return;
      }
      const preload = document.createElement('link');
      preload.rel = 'preload';
      preload.as = 'script';
      if (href !== null) preload.href = href;
      document.head.appendChild(preload);
      setTimeout(next, 0);
    }
    next();
    return undefined;
  }
  function start() {
    if (started) return;
    started = true;
    if (composed()) announceStartup('copy-painted');
    // The origin's storage is opened in a task of its own once the downloads are started: its first read waits on the
    // browser (3-7 ms under Lighthouse, more on a phone), and the federation runtime reads it as main.js starts (its
    // debug switch), as does the session hint as the page first renders. The entry's own script comes last; its
    // download was started by the first preload.
    if (fetched) setTimeout(openStorage, 0);
    else fetchScripts(openStorage); // in the task after the last download's
  }
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
  // The frame after next begins once the next one (the whole parsed copy, not only the part the first paint showed)
  // has been put on the screen.
  function afterNextFrame(then: () => void) {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 0)));
  }
  let painted = false;
  /** The copy is on the screen: its scripts' downloads start, and they run after the frames that follow. */
  function onPainted() {
    if (painted) return;
    painted = true;
    fetchScripts(() => {});
    afterNextFrame(start);
  }
  function afterPaint() {
    if (!composed()) return start();
    // At the first contentful paint, where the browser can tell, or once the frame after the document's first one has
    // begun, whichever comes first: a phone's browser reports the paint late (the entry waits for the frame to be
    // presented, and its observer's task for a quiet moment: 0.7 s after the paint on the throttled phone, issue 43),
    // and the network should not idle that long. A hidden tab paints nothing, so a timer starts it anyway.
    const types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (types && types.includes('paint')) {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect();
          onPainted();
        }
      }).observe({ type: 'paint', buffered: true });
    }
    afterNextFrame(onPainted);
    setTimeout(start, TIMEOUTS.paintWaitMs);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}
