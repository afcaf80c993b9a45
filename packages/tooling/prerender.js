// Build-time prerendering of public pages (issue 14). Every app's production build renders, in Node, what it owns of a
// public route: a remote each of its public pages (dist/prerender/<page>.html), the shell its layout around each
// public route with an empty slot for the page (dist/prerender/layout.<remote>.<page>.html). The shell's server
// (compose.js) puts the two together in the document it sends, so the page is painted before any script has arrived;
// the live page then replaces that copy in one commit. A remote redeployed alone brings its new copy with it.
const fs = require('node:fs');
const path = require('node:path');
const { APPS, appByDir } = require('@thali/contract/node');

/** Where the shell's layout leaves room for the page. */
const PAGE_SLOT = '<thali-page></thali-page>';
const PRERENDER_DIR = 'prerender';

/** Where a remote's build leaves that renderer for its server: beside the static copies, never served (serve.js). */
const SERVER_RENDERER = 'server/render.cjs';

const layoutFile = (remote, page) => `${PRERENDER_DIR}/layout.${remote}.${page}.html`;
const pageFile = (page) => `${PRERENDER_DIR}/${page}.html`;

/** A prerendered file: the CSS rules its markup needs, then the markup (compose.js reads them apart). */
const partText = ({ html, css }) => `<style data-prerendered>\n${css}\n</style>\n${html}\n`;

/** Every public page of the portal: its remote, name and route path. */
function publicPages() {
  return APPS.filter((app) => app.remote).flatMap((app) =>
    Object.entries(app.pages)
      .filter(([, spec]) => spec.access === 'public')
      .map(([page, spec]) => ({ remote: app.federation, page, path: spec.path })),
  );
}

/**
 * The entry esbuild bundles for an app: a remote renders its exposed public pages; the host renders its `Frame`
 * (src/prerender.tsx, the layout every route sits in) around the slot, once per public route.
 */
function entrySource(app) {
  const lines = [
    "import { createElement } from 'react';",
    "import { prerenderPage } from '@thali/auth-cart/prerender';",
  ];
  if (app.remote) {
    const pages = publicPages().filter((p) => p.remote === app.federation);
    pages.forEach((p, i) => lines.push(`import Page${i} from './src/app/pages/${p.page}.tsx';`));
    lines.push('export function render() { return [');
    pages.forEach((p, i) => lines.push(`  prerenderPage(${JSON.stringify(pageFile(p.page))}, ${JSON.stringify(p.path)}, createElement(Page${i})),`));
    lines.push(']; }');
    // A page that declares `queries` (src/app/pages/<page>.tsx) is also rendered per request with their first
    // answers (first-data.js), at the request's address; any answer null: no such record, the static copy serves.
    lines.push(`const pages = { ${pages.map((p, i) => `${JSON.stringify(p.page)}: [${JSON.stringify(p.path)}, Page${i}]`).join(', ')} };`);
    lines.push('export function dataPages() { return Object.keys(pages).filter((name) => pages[name][1].page?.queries); }');
    // `cached(key, read)`, when the server gives one (first-data.js), answers a page's data for the same route params
    // from its short-lived cache: the queries are given the route's params only, so the key names all they read.
    lines.push(`export async function renderWithData(page, params, config, cached) {
  if (!Object.hasOwn(pages, page)) return null;
  const [path, Page] = pages[page];
  const declared = Page.page?.queries;
  if (!declared) return null;
  const routeParams = {};
  for (const [, name] of path.matchAll(/:(\\w+)/g)) routeParams[name] = params[name] ?? '';
  const read = async () => {
    const queries = declared(routeParams);
    const answers = await Promise.all(queries.map((q) => (q.first ? q.first(config) : null)));
    return answers.some((a) => a === null || a === undefined) ? null : queries.map((q, i) => [q.key, answers[i]]);
  };
  const firstData = await (typeof cached === 'function' ? cached(JSON.stringify([page, routeParams]), read) : read());
  if (!firstData) return null;
  const location = path.replace(/:(\\w+)/g, (_, name) => encodeURIComponent(routeParams[name]));
  return prerenderPage(page, path, createElement(Page), { location, firstData });
}`);
  } else {
    const slot = PAGE_SLOT.match(/^<([a-z-]+)>/)[1];
    lines.push("import { Frame } from './src/prerender.tsx';");
    const pages = publicPages().map((p) => ({ file: layoutFile(p.remote, p.page), path: p.path }));
    lines.push(`const pages = ${JSON.stringify(pages)};`);
    lines.push(
      `export function render() { return pages.map((p) => prerenderPage(p.file, p.path, createElement(Frame, null, createElement(${JSON.stringify(slot)})))); }`,
    );
  }
  return lines.join('\n');
}

/** Does this app prerender anything: a remote with public pages, or a host with a Frame. */
function prerenders(app, appDir) {
  if (app.remote) return publicPages().some((p) => p.remote === app.federation);
  return fs.existsSync(path.join(appDir, 'src/prerender.tsx'));
}

/**
 * Bundles the app's prerender entry for Node (its React, router and styled-components stay the app's own, required
 * at run time), runs it and writes each page under `outDir`. Resolves to the files written.
 */
async function prerenderApp({ app, appDir, outDir, version }) {
  if (!prerenders(app, appDir)) return [];
  const esbuild = require('esbuild');
  const outfile = path.join(appDir, 'node_modules/.cache/thali-prerender/render.cjs');
  await esbuild.build({
    stdin: { contents: entrySource(app), resolveDir: appDir, sourcefile: 'prerender-entry.tsx', loader: 'tsx' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    outfile,
    logLevel: 'silent',
    // With a dynamic import in the graph (the data package's first reads) esbuild initialises modules lazily, and
    // trusting packages' `sideEffects: false` then skips some initialisations (an import read as undefined at run time).
    ignoreAnnotations: true,
    // One copy of each, the app's: the pages and the providers must see the same contexts.
    external: ['react', 'react-dom', 'react-router', 'react-router-dom', 'styled-components', 'firebase', 'firebase/*'],
    define: { 'process.env.THALI_APP_VERSION': JSON.stringify(version ?? '') },
    loader: { '.png': 'empty', '.jpg': 'empty', '.svg': 'empty', '.css': 'empty' },
  });
  delete require.cache[outfile];
  const built = require(outfile);
  const pages = built.render();
  const written = [];
  for (const { name, html, css } of pages) {
    const file = path.join(outDir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, partText({ html, css }));
    written.push(name);
  }
  if (built.dataPages?.().length > 0) {
    // The server's copy of it: React, the router and styled-components resolve from the app's folder at run time.
    const renderer = path.join(outDir, SERVER_RENDERER);
    fs.mkdirSync(path.dirname(renderer), { recursive: true });
    fs.copyFileSync(outfile, renderer);
    written.push(SERVER_RENDERER);
  }
  return written;
}

/** Runs prerenderApp after a production build has emitted; a failure fails the build. */
class PrerenderPlugin {
  constructor({ appDir, version }) {
    this.options = { app: appByDir(appDir), appDir, version };
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      try {
        await prerenderApp({ ...this.options, outDir: compiler.outputPath });
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError(`Prerendering the public pages failed: ${error.stack ?? error}`));
      }
    });
  }
}

module.exports = { PAGE_SLOT, PrerenderPlugin, SERVER_RENDERER, layoutFile, partText, pageFile, prerenderApp, publicPages };
