// Inlined into the shell's index.html (see webpack.js). Fetches /remotes.json (answered by index.html's preload of
// it) and hands the response to the shell as window.__thaliRemotesResponse, so the file is fetched once. As soon as
// it arrives, preloads the remoteEntry.js of the remote that renders the current path, and the chunks of the page it
// exposes there (from the remote's mf-manifest.json, as the composer finds them), so they download alongside the
// shell's own scripts instead of one after another once React has started and the remote's entry has run. On a page
// behind sign-in it also preloads the shell's data layer at once (the session's and the reads' Firebase SDK): such a
// page shows nothing before the session is restored and its data read, and those files were requested only after the
// page's own code had run (issue 43: My Orders' data 3.3 s on a throttled phone): first the files that read the page's
// data over REST with the session stored on the device (@thali/firebase-data's reads/session-first.ts) and convert
// it, then the SDK, which would otherwise share the phone's bandwidth with them. A public page does without them
// first: they would share its bandwidth while it is still starting. Such a page also starts /intl-warm-up.js, a worker
// that reads ICU's data for the reader's formatters on another thread while the scripts download: the page's first
// date or price formatter then costs ~1 ms instead of tens (of the first render with its data on a phone).
// The remote's location still comes from remotes.json at run time; only the route table (path → remote, page,
// behind sign-in, redirect) and the data layer's file names are built in. The federation runtime and webpack add their
// <script>s without a crossorigin attribute, so the preloads have none and the browser reuses them. A document the
// server composed with its page does without this script: the server names the entry and chunks itself (compose.ts).
/* global __ROUTES__, __CONTRACT_VERSION__, __DATA_LAYER__, __INTL_WARM_UP__ */
(function () {
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
    return link;
  }
  // Calls `done` once each link has loaded or failed (at once for none, or for a file already in: its timing entry).
  function whenLoaded(links, done) {
    var waiting = links.length + 1;
    function arrived() {
      if (--waiting === 0) done();
    }
    for (var k = 0; k < links.length; k++) {
      if (performance.getEntriesByName(links[k].href).length > 0) arrived();
      else {
        links[k].addEventListener('load', arrived);
        links[k].addEventListener('error', arrived);
      }
    }
    arrived();
  }
  try {
    var response = fetch('/remotes.json');
    window.__thaliRemotesResponse = response;
    response.catch(function () {
      /* the shell reports it */
    });
    var routes = __ROUTES__;
    var find = function () {
      for (var i = 0; i < routes.length; i++) {
        if (new RegExp(routes[i][0], 'i').test(location.pathname)) return routes[i];
      }
      return null;
    };
    var route = find();
    // An address whose page only sends the reader on (apps.json's redirectTo): replaced by its target before anything
    // loads, so what follows is the target's and the shell starts there; the page's own render and the navigation
    // after it cost a signed-in page ~0.3 s on a phone. The router sends on a link followed inside the portal.
    if (route && route[4]) {
      history.replaceState(history.state, '', route[4] + location.search + location.hash);
      route = find();
    }
    if (!route) return;
    if (route[3] && typeof Worker !== 'undefined') {
      try {
        // <html lang> is the reader's language by now (the theme script sets it); an unknown one warms English
        var warmUp = __INTL_WARM_UP__;
        var worker = new Worker('/intl-warm-up.js');
        worker.postMessage({
          locale: warmUp.locales[document.documentElement.lang] || warmUp.moneyLocale,
          moneyLocale: warmUp.moneyLocale,
          timeZone: warmUp.timeZone,
        });
      } catch {
        /* no worker here: the page reads ICU's data itself, as it would anyway */
      }
    }
    // [the stored session's reads, their conversions, the SDK]: see the header
    var dataLayer = __DATA_LAYER__;
    if (route[3] && Array.isArray(dataLayer)) {
      // The few kilobytes that start the page's reads as the shell starts: at once. The rest once the document's own
      // preloads (the shell's first-load scripts) are in: the page needs those first, and on a phone's network the data
      // layer's downloads beside them held react-dom's back by a second. Then the reads' conversions, alone: they show
      // the page's data; the SDK after them.
      dataLayer[0].forEach(preload);
      document.addEventListener('DOMContentLoaded', function () {
        whenLoaded(document.querySelectorAll('link[rel="preload"][as="script"]'), function () {
          whenLoaded(dataLayer[1].map(preload), function () {
            dataLayer[2].forEach(preload);
          });
        });
      });
    }
    response
      .then(function (res) {
        return res.ok ? res.clone().json() : null;
      })
      .then(function (config) {
        var value = config && config[route[1]];
        var entry = typeof value === 'string' ? value : value && value.entry;
        var contract = typeof value === 'string' ? 1 : value && value.contract;
        if (typeof entry !== 'string' || !/^(https?:)?\/\//.test(entry) || contract !== __CONTRACT_VERSION__) return null;
        preload(entry);
        var manifest = new URL('mf-manifest.json', new URL(entry, location.href)).href;
        return fetch(manifest)
          .then(function (res) {
            return res.ok ? res.json() : null;
          })
          .then(function (json) {
            var exposes = (json && json.exposes) || [];
            for (var j = 0; j < exposes.length; j++) {
              var sync = exposes[j] && exposes[j].name === route[2] && exposes[j].assets && exposes[j].assets.js && exposes[j].assets.js.sync;
              if (!Array.isArray(sync)) continue;
              sync.forEach(function (file) {
                // file names only, as the composer accepts them: nothing a manifest says can point elsewhere
                if (typeof file === 'string' && /^[\w.-]+\.js$/.test(file)) preload(new URL(file, manifest).href);
              });
            }
          });
      })
      .catch(function () {
        /* the shell reports an unreadable remotes.json; without a manifest the page finds its chunks itself */
      });
  } catch {
    /* no fetch: the shell fetches remotes.json itself */
  }
})();
