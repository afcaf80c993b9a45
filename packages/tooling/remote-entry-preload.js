// Inlined into the shell's index.html (see webpack.js). Fetches /remotes.json (answered by index.html's preload of
// it) and hands the response to the shell as window.__thaliRemotesResponse, so the file is fetched once. As soon as
// it arrives, preloads the remoteEntry.js of the remote that renders the current path, so the entry downloads
// alongside the shell's own scripts instead of after React has started. The remote's location still comes from
// remotes.json at run time; only the route table (path → remote) is built in. The federation runtime adds the
// entry's <script> without a crossorigin attribute, so the preload has none and the browser reuses it. A document the
// server composed with its page does without this script: the server names the entry itself (compose.js).
/* global __ROUTES__, __CONTRACT_VERSION__ */
(function () {
  try {
    var response = fetch('/remotes.json');
    window.__thaliRemotesResponse = response;
    response.catch(function () {
      /* the shell reports it */
    });
    var path = location.pathname;
    var routes = __ROUTES__;
    var remote = null;
    for (var i = 0; i < routes.length; i++) {
      if (new RegExp(routes[i][0], 'i').test(path)) {
        remote = routes[i][1];
        break;
      }
    }
    if (!remote) return;
    response
      .then(function (res) {
        return res.ok ? res.clone().json() : null;
      })
      .then(function (config) {
        var value = config && config[remote];
        var entry = typeof value === 'string' ? value : value && value.entry;
        var contract = typeof value === 'string' ? 1 : value && value.contract;
        if (typeof entry !== 'string' || !/^(https?:)?\/\//.test(entry) || contract !== __CONTRACT_VERSION__) return;
        var link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'script';
        link.href = entry;
        document.head.appendChild(link);
      })
      .catch(function () {
        /* the shell reports an unreadable remotes.json */
      });
  } catch {
    /* no fetch: the shell fetches remotes.json itself */
  }
})();
