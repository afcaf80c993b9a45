#!/usr/bin/env node
// An app's Cloud Function, written by its production build after webpack (`build` in apps/<app>/package.json), for
// `firebase deploy --only functions:<codebase>` and the preview (`pnpm preview:hosted`) to run as it is:
// - functions/lib/index.js: functions/src/index.ts bundled by esbuild with our workspace code (@thali/render's server
//   side, @thali/contract, @thali/domain) inlined. The npm packages of functions/package.json stay outside: Cloud
//   Build installs them from the registry, which knows no workspace package.
// - functions/site/: the build's files the function reads (SITE_FILES), copied from dist/.
// Both are build output (git-ignored), rewritten whole by each build.
const fs = require('node:fs');
const path = require('node:path');
const { appByDir } = require('@thali/contract/node');

/** What each kind of app's function reads from its build. */
const SITE_FILES = {
  // the composer: the document, the layouts around each page, where the remotes are, the browser's settings
  shell: ['index.html', 'prerender', 'remotes.json', 'firebase-config.js'],
  // the renderer: the pages' renderer and their static copies (sent when it has no data)
  remote: ['server', 'prerender'],
};

/** @thali/render/server is, for Node, a loader that bundles the sources at run time (server.cjs): here, the sources. */
const renderServerSources = {
  name: 'thali-render-server-sources',
  setup(build) {
    build.onResolve({ filter: /^@thali\/render\/server$/ }, () => ({ path: path.join(path.dirname(require.resolve('@thali/render/package.json')), 'src/server/index.ts') }));
  },
};

/**
 * @param {string} appDir the app's folder (holding dist/ and functions/)
 * @returns {Promise<boolean>} false when the app has no function
 */
async function buildFunctions(appDir) {
  const functionsDir = path.join(appDir, 'functions');
  if (!fs.existsSync(path.join(functionsDir, 'package.json'))) return false;
  const manifest = JSON.parse(fs.readFileSync(path.join(functionsDir, 'package.json'), 'utf8'));
  const lib = path.join(functionsDir, 'lib');
  const site = path.join(functionsDir, 'site');
  fs.rmSync(lib, { recursive: true, force: true });
  fs.rmSync(site, { recursive: true, force: true });
  const dependencies = Object.keys(manifest.dependencies ?? {});
  await require('esbuild').build({
    entryPoints: [path.join(functionsDir, 'src/index.ts')],
    absWorkingDir: functionsDir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: path.join(lib, 'index.js'),
    // a package and its subpaths (firebase-functions/v2/https); esbuild is imported by the build's prerender, which
    // the functions' code never reaches (tree-shaken: @thali/render has no side effects), so it is only named here
    external: [...dependencies, 'esbuild'].flatMap((name) => [name, `${name}/*`]),
    plugins: [renderServerSources],
    logLevel: 'warning',
  });
  const dist = path.join(appDir, 'dist');
  const app = appByDir(appDir);
  for (const name of SITE_FILES[app.remote ? 'remote' : 'shell']) {
    const from = path.join(dist, name);
    if (!fs.existsSync(from)) throw new Error(`${from} is missing: the function needs it (run the app's webpack build first).`);
    fs.cpSync(from, path.join(site, name), { recursive: true });
  }
  return true;
}

module.exports = { buildFunctions, SITE_FILES };

if (require.main === module) {
  // `node ../../packages/tooling/build-functions.js` in an app folder, after webpack
  buildFunctions(process.cwd()).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
