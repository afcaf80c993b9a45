// The app manifest for plain Node (webpack configs, the portal scripts, jest): the same apps.json that
// src/manifest.ts types for the apps. A port, a federation name or a page is written there and nowhere else.
const manifest = require('./apps.json');

const CONTRACT_VERSION = manifest.contractVersion;

/**
 * Every app, the shell first: its package name, folder, federation name, port, standalone title and pages.
 * @type {{ name: string, packageName: string, dir: string, federation: string, port: number, title: string,
 *   remote: boolean, pages: Record<string, { path: string, access: string }> }[]}
 */
const APPS = [
  { ...manifest.shell, remote: false, pages: {} },
  ...Object.entries(manifest.remotes).map(([federation, remote]) => ({ ...remote, federation, remote: true })),
].map(({ app, ...rest }) => ({ name: app, packageName: `@thali/${app}`, dir: `apps/${app}`, ...rest }));

const SHELL = APPS[0];
const PORTAL_URL = `http://localhost:${SHELL.port}`;

/** The app whose folder (absolute or relative) ends in apps/<name>. */
function appByDir(appDir) {
  const name = appDir.replace(/[\\/]+$/, '').split(/[\\/]/).pop();
  const app = APPS.find((a) => a.name === name);
  if (!app) throw new Error(`${appDir} is not an app of packages/contract/apps.json`);
  return app;
}

/** The exposed module of each page: './<page>' → its declaration in src/app/pages (a component with its `.page`). */
function exposesOf(app) {
  return Object.fromEntries(Object.keys(app.pages).map((page) => [`./${page}`, `./src/app/pages/${page}.tsx`]));
}

/** A route path as a regular expression source (react-router's matching: `:param` is one segment, a trailing slash is allowed). */
function pathPattern(routePath) {
  const escaped = routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^${escaped.replace(/:[^/]+/g, '[^/]+')}/?$`;
}

/** remotes.json for remotes served at `origin(app)`: each entry with the contract version it was built for. */
function remotesConfig(origin = (app) => `http://localhost:${app.port}`) {
  return Object.fromEntries(
    APPS.filter((a) => a.remote).map((a) => [a.federation, { entry: `${origin(a)}/remoteEntry.js`, contract: CONTRACT_VERSION }]),
  );
}

module.exports = { APPS, CONTRACT_VERSION, PORTAL_URL, SHELL, appByDir, exposesOf, pathPattern, remotesConfig };
