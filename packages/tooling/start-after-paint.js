// Inlined at the end of the shell's index.html (see webpack.js) in place of its <script defer src="main.js">. The
// entry is preloaded in the head and run at DOMContentLoaded (after the deferred firebase-config.js, as a deferred
// script would be). When the server sent the page already rendered (a prerendered copy, <html data-prerendered>:
// compose.js), the scripts are not needed to paint it: they are fetched and run once that copy is on the screen, so
// their download does not share the network with the page's own content, and evaluating them (hundreds of
// milliseconds on a phone, from a warm cache too) does not hold its paint up. compose.js turns the head's script
// preloads into <link data-after-paint>, and adds the route's remote entry as one.
/* global __ENTRY__ */
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var hrefs = [];
    var links = document.querySelectorAll('link[data-after-paint]');
    for (var i = 0; i < links.length; i++) hrefs.push(links[i].getAttribute('href'));
    // One download is started per task: starting one costs the page a millisecond or more (a few on a phone), and the
    // seven of a composed page in one task made it one of the page's long tasks (issue 14). Then the origin's storage
    // is opened, in a task of its own: its first read waits on the browser (3-7 ms under Lighthouse, more on a
    // phone), and the federation runtime reads it as main.js starts (its debug switch), as does the session hint as
    // the page first renders. The entry's own script comes last; its download was started by the first preload.
    function next() {
      var href = hrefs.shift();
      if (href === undefined) {
        try {
          window.sessionStorage.getItem('');
          window.localStorage.getItem('');
        } catch {
          /* storage blocked: nothing to open */
        }
        setTimeout(runEntry, 0);
        return;
      }
      var preload = document.createElement('link');
      preload.rel = 'preload';
      preload.as = 'script';
      preload.href = href;
      document.head.appendChild(preload);
      setTimeout(next, 0);
    }
    function runEntry() {
      var script = document.createElement('script');
      script.src = __ENTRY__;
      document.body.appendChild(script);
    }
    next();
  }
  // The frame after next begins once the next one (the whole parsed copy, not only the part the first paint showed)
  // has been put on the screen.
  function afterNextFrame() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  function afterPaint() {
    if (!document.documentElement.hasAttribute('data-prerendered')) return start();
    // After the first contentful paint, where the browser can tell; a hidden tab paints nothing, so a timer starts it
    // anyway.
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (types && types.indexOf('paint') >= 0) {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect();
          afterNextFrame();
        }
      }).observe({ type: 'paint', buffered: true });
    } else {
      afterNextFrame();
    }
    setTimeout(start, 1000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();
