#!/usr/bin/env node
// Production static server for one built app: SPA fallback for deep links, gzip/brotli,
// immutable caching for content-hashed files, CORS so the shell can fetch mf-manifest.json.
const http = require('node:http');
const path = require('node:path');
const sirv = require('sirv');
const compression = require('compression');
const { RENDER_DIR, configScript, createComposer, createFirstDataPages, createIndexDocument, fileDocumentHeaders, pageFile, staticHeaders } = require('@thali/render/server');

const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;
/** A page asked for rendered per request (@thali/render's renderFile): its name. */
const RENDERED = new RegExp(`^/${RENDER_DIR}/([a-z][a-z0-9-]*)\\.html$`);

function decodePath(pathname) {
  try {
    return path.posix.normalize(decodeURIComponent(pathname));
  } catch {
    return pathname;
  }
}

/**
 * @param {{ dir: string, firebaseConfig?: object, compose?: boolean }} options firebaseConfig, when given, is served as
 *   /firebase-config.js so the same build talks to whichever backend this server fronts; compose (the shell) sends a
 *   public route's document with its prerendered layout and page in it (@thali/render's compose.ts).
 */
function createStaticServer({ dir, firebaseConfig, compose = false }) {
  const root = path.resolve(dir);
  const composer = compose ? createComposer({ dir: root, firebaseConfig }) : null;
  // Every other document (a signed-in route, one with a query, a remote's standalone app, any SPA path) is index.html
  // with its own security headers (@thali/render's security-headers.ts).
  const indexDocument = createIndexDocument({ dir: root, firebaseConfig });
  const sendIndex = (req, res) =>
    indexDocument().then(
      (document) => {
        if (document === null) return assets(req, res);
        res.writeHead(200, document.headers);
        res.end(req.method === 'HEAD' ? undefined : document.html);
      },
      () => assets(req, res),
    );
  // A remote renders its data pages' copies per request for the shell's composer (@thali/render's first-data-server.ts).
  const firstData = compose ? null : createFirstDataPages({ dir: root, config: firebaseConfig });
  const assets = sirv(root, {
    single: true,
    etag: true,
    // Look files up per request: a redeploy (new dist, edited remotes.json) is served at once,
    // never with the previous file's length or ETag.
    dev: true,
    gzip: false,
    brotli: false,
    setHeaders(res, pathname) {
      // Every answer: nosniff, the referrer kept to the origin elsewhere, no framing (what firebase.json gives Hosting's).
      for (const [name, value] of Object.entries(staticHeaders())) res.setHeader(name, value);
      // Any other HTML file opened as a page (a prerendered copy) is a document too: its own policy.
      if (pathname.endsWith('.html')) {
        for (const [name, value] of Object.entries(fileDocumentHeaders(path.join(root, decodePath(pathname)), firebaseConfig))) res.setHeader(name, value);
      }
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (HASHED.test(pathname) || pathname.startsWith('/images/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        // index.html, remoteEntry.js, mf-manifest.json, remotes.json: always revalidate,
        // so a redeployed remote is picked up on the next load.
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
  const compress = compression({ threshold: 512 });
  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(staticHeaders())) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
    if (firebaseConfig && req.url && req.url.split('?')[0] === '/firebase-config.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
      res.end(configScript(firebaseConfig));
      return;
    }
    compress(req, res, () => {
      const url = req.url ?? '/';
      // The server's own code (the data pages' renderer) is not for browsers, nor are source maps (a production build
      // writes them outside dist/, webpack.js's SourceMapsAsidePlugin; one copied in by hand is refused all the same).
      const requested = decodePath(url.split('?')[0]);
      if (requested.startsWith('/server/') || /\.map$/i.test(requested)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found');
        return;
      }
      // /render/<page>.html?<params>: the page rendered with its data, else its static copy (/prerender/<page>.html),
      // as the storefront's function answers it when hosted (apps/storefront/functions).
      const rendered = firstData && (req.method === 'GET' || req.method === 'HEAD') ? RENDERED.exec(requested) : null;
      if (rendered) {
        const staticCopy = () => {
          req.url = `/${pageFile(rendered[1])}`;
          assets(req, res);
        };
        firstData(url).then(
          (html) => {
            if (html === null) return staticCopy();
            res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' });
            res.end(req.method === 'HEAD' ? undefined : html);
          },
          (error) => {
            console.error(`Rendering ${requested} with its data failed; the static copy is served:`, error?.message ?? error);
            staticCopy();
          },
        );
        return;
      }
      const document = (req.method === 'GET' || req.method === 'HEAD') && (!path.extname(requested) || requested === '/index.html');
      if (!document) return assets(req, res);
      if (!composer) return sendIndex(req, res);
      // Behind a proxy (Firebase Hosting, Cloud Run) the reader's connection is the proxy's to say.
      const secure = req.headers['x-forwarded-proto'] === 'https' || Boolean(req.socket.encrypted);
      composer(url, { cookie: req.headers.cookie, secure, acceptLanguage: req.headers['accept-language'] }).then(
        (composed) => {
          if (composed === null) return sendIndex(req, res);
          // in the reader's preferences (their __session cookie): its headers keep it out of shared caches
          res.writeHead(200, composed.headers);
          res.end(req.method === 'HEAD' ? undefined : composed.html);
        },
        () => sendIndex(req, res),
      );
    });
  });
}

function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Marks this process as a production server when nothing says otherwise: the remotes' servers render a kitchen's
 * menu per request with the app's own React and styled-components (@thali/render's first-data-server.ts), and with NODE_ENV unset those are
 * their development builds (the menu's response took 28-40 ms instead of 12-31 ms). A test run keeps its own value.
 */
function asProductionServer() {
  process.env.NODE_ENV ??= 'production';
}

module.exports = { createStaticServer, listen, asProductionServer };

if (require.main === module) {
  // `pnpm --filter <app> serve`: the app's dist on its port from packages/contract/apps.json.
  asProductionServer();
  const { parseCli } = require('./cli');
  const { appByDir } = require('@thali/contract/node');
  const { values } = parseCli({
    usage: 'Usage: node serve.js [--dir dist] [--port <port>]   (run in an app folder; the port defaults to the app\'s)',
    options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' } },
  });
  const dir = values.dir;
  const app = appByDir(process.cwd());
  const port = Number(values.port ?? app.port);
  listen(createStaticServer({ dir, compose: !app.remote }), port).then(
    () => console.log(`Serving ${dir} on http://localhost:${port}`),
    (err) => { console.error(err.code === 'EADDRINUSE' ? `Port ${port} is already in use.` : err.message); process.exit(1); },
  );
}
