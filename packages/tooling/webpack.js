// Shared webpack + Module Federation factory: every app builds the same way, so the
// federation contract (names, shared singletons, public paths) lives in one place.
const path = require('node:path');
const fs = require('node:fs');
const { createRequire } = require('node:module');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { PrerenderPlugin, inlineScript } = require('@thali/render/server');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const { APPS, CONTRACT_VERSION, appByDir, exposesOf, pathPattern } = require('@thali/contract/node');

const repoRoot = path.resolve(__dirname, '../..');
const demoImages = path.join(repoRoot, 'packages/local-firebase/demo/images');

// Libraries that hold React context or module state must exist once across shell and remotes.
// react-router lives inside the shared 'react-router-dom' (see shared/react-router-dom.mjs).
const SINGLETON_LIBS = ['react', 'react-dom', 'react-router-dom', 'styled-components'];
const ROUTER_FACADE = path.join(__dirname, 'shared/react-router-dom.mjs');
const SINGLETON_WORKSPACE = ['@thali/ui', '@thali/render', '@thali/auth-cart', '@thali/firebase-data'];
// The module each remote exposes as './contract': the contract version it was built against.
const CONTRACT_MODULE = path.join(path.dirname(require.resolve('@thali/contract/package.json')), 'src/contract-version.ts');

function installedVersion(name, fromDir) {
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [fromDir] });
  return JSON.parse(fs.readFileSync(pkgPath, 'utf8')).version;
}

/** react-router's ES module build as installed for the app (the facade imports it; ESM so it can be shaken). */
function reactRouterModule(appDir, production) {
  const dir = path.dirname(require.resolve('react-router/package.json', { paths: [require.resolve('react-router-dom/package.json', { paths: [appDir] })] }));
  const file = path.join(dir, 'dist', production ? 'production' : 'development', 'index.mjs');
  if (!fs.existsSync(file)) throw new Error(`react-router's ES module build is not at ${file}; update packages/tooling/webpack.js`);
  return file;
}

/**
 * requiredVersion from the real installed version, never `workspace:*` (not semver). Our own packages are also
 * `strictVersion`: their version moves with their API (a breaking change is a new major), so a remote deployed
 * against another major than the shell's copy fails to load, and its section shows its fallback, instead of
 * silently running against the shell's copy.
 */
function sharedModules(appDir) {
  const deps = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')).dependencies || {};
  const shared = {};
  for (const name of [...SINGLETON_LIBS, ...SINGLETON_WORKSPACE]) {
    if (!deps[name]) continue;
    const version = installedVersion(name, appDir);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
    if (SINGLETON_WORKSPACE.includes(name)) shared[name].strictVersion = true;
  }
  if (shared['react-router-dom']) shared['react-router-dom'].import = ROUTER_FACADE;
  if (deps['react-dom']) {
    const version = installedVersion('react-dom', appDir);
    shared['react-dom/client'] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  if (deps['@thali/contract']) {
    // Not a singleton: the contract holds no state. A remote takes the shell's copy only when it is the very contract
    // it was built against (same files, same version: contractVersion()), and runs its own copy otherwise; the home
    // page then carries no second copy of the manifest and link builders (~0.9 KB gzip of the first load of /).
    const version = contractVersion();
    shared['@thali/contract'] = { requiredVersion: version, version };
  }
  return shared;
}

/**
 * The share-scope version of @thali/contract: its contract version as the major (apps.json's `contractVersion`), and a
 * number made from its files (apps.json and src/*.ts) as the minor, so two builds share it only with the same files.
 */
function contractVersion(dir = path.dirname(require.resolve('@thali/contract/package.json'))) {
  const files = ['apps.json', ...fs.readdirSync(path.join(dir, 'src')).filter((f) => f.endsWith('.ts')).sort().map((f) => `src/${f}`)];
  const hash = require('node:crypto').createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(fs.readFileSync(path.join(dir, file))).update('\0');
  const { contractVersion: major } = JSON.parse(fs.readFileSync(path.join(dir, 'apps.json'), 'utf8'));
  return `${major}.${parseInt(hash.digest('hex').slice(0, 7), 16)}.0`;
}

function appVersion(appDir) {
  const { version } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return process.env.THALI_BUILD_LABEL ? `${version}+${process.env.THALI_BUILD_LABEL}` : version;
}

/**
 * Federation settings of an app, from its entry in packages/contract/apps.json. A remote exposes one thin wrapper
 * per page ('./<page>' → src/app/exposed/<page>.tsx) and './contract', the contract version it was built against.
 * The shell exposes nothing and learns its remotes at run time from /remotes.json (preloaded by index.html, so it
 * arrives with the scripts, not after them).
 */
function federationOf(app, appDir) {
  if (!app.remote) {
    return { name: app.federation, exposes: {}, preloadFetches: ['/remotes.json'], runtimePlugins: [path.join(__dirname, 'provide-runtime-core.js')] };
  }
  const exposes = exposesOf(app);
  for (const [name, file] of Object.entries(exposes)) {
    if (!fs.existsSync(path.join(appDir, file))) throw new Error(`${app.name} exposes ${name} (packages/contract/apps.json) but ${file} does not exist`);
  }
  return { name: app.federation, exposes: { ...exposes, './contract': CONTRACT_MODULE } };
}

/**
 * The chunks the host needs before its first render: the chunk group of the entry's `import('./bootstrap')` and the
 * chunks of the shared modules those chunks consume (react, react-dom, the router, our packages…), followed through
 * shared modules that consume others (react-dom/client → react-dom). At start the share scope holds only the host's
 * own versions, so a consumed module comes from the host's provide chunk (not its consume fallback, which webpack may
 * split into another file). Async imports inside them (the Firebase SDK, firebase-data-impl, lazy pages) are not
 * followed: they are loaded late on purpose; except those named "first-…", split off only to run in a later task.
 */
function firstLoadChunkFiles(compilation) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') providers.set(module._name, module);
  }
  // `_name` is @module-federation/enhanced's own field: if an upgrade renames it, fail the build rather than preload
  // the wrong chunks in silence.
  if (providers.size && [...providers.keys()].some((name) => typeof name !== 'string')) {
    throw new Error('PreloadFirstLoadChunksPlugin: provide-module has no _name any more (@module-federation/enhanced changed); update firstLoadChunkFiles in packages/tooling/webpack.js');
  }
  const files = new Set();
  const seen = new Set();
  const visitBlocks = (module) => {
    for (const block of module.blocks) visitChunkGroup(chunkGraph.getBlockChunkGroup(block));
  };
  const visitChunkGroup = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') visitBlocks(providers.get(module.options.shareKey) ?? module);
        // An import the app splits off only to evaluate it in a task of its own (webpackChunkName "first-…").
        for (const block of module.blocks) if (block.chunkName?.startsWith('first-')) visitChunkGroup(chunkGraph.getBlockChunkGroup(block));
      }
    }
  };
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const group of entrypoint.getChildren()) visitChunkGroup(group);
  }
  return [...files].sort();
}

/**
 * Host only: preloads its first-load chunks from index.html, so they download alongside main.js instead of one
 * round trip after it runs, and then another for react-dom. Webpack loads split chunks as classic scripts without
 * a crossorigin attribute (output.crossOriginLoading is off), so the preloads have none either and are reused.
 */
/**
 * The inline script that starts the host's entry `src`: @thali/render's start-after-paint.ts (step 2 of the start-up,
 * packages/render/src/startup/startup.ts) bundled with the markers and timeouts it reads, and minified.
 */
function startAfterPaintScript(src) {
  const render = path.join(__dirname, '..', 'render'); // the workspace's @thali/render, read as source
  const { outputFiles } = require('esbuild').buildSync({
    stdin: {
      contents: `import { startAfterPaint } from './src/startup/start-after-paint';\nstartAfterPaint(${JSON.stringify(src)});`,
      resolveDir: render,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2019',
    legalComments: 'none',
    write: false,
  });
  return outputFiles[0].text.trim();
}

/**
 * Host only: its entry (main.js) is preloaded in the head and started by an inline script (start-after-paint.ts) instead
 * of a deferred <script>: after the server's prerendered copy of the page, when there is one, has been painted.
 */
class StartAfterFirstPaintPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartAfterFirstPaintPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartAfterFirstPaintPlugin', (data) => {
        const entries = data.bodyTags.filter((tag) => tag.tagName === 'script' && tag.attributes?.src);
        if (entries.length !== 1) throw new Error(`StartAfterFirstPaintPlugin expects one entry script, found ${entries.length}`);
        const src = entries[0].attributes.src;
        const inline = startAfterPaintScript(src);
        // Ahead of the chunks' preloads (PreloadFirstLoadChunksPlugin): the entry is needed first.
        const firstChunk = data.headTags.findIndex((tag) => tag.tagName === 'link' && tag.attributes?.as === 'script');
        const preload = HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: src });
        data.headTags.splice(firstChunk < 0 ? data.headTags.length : firstChunk, 0, preload);
        data.bodyTags = data.bodyTags.map((tag) => (tag === entries[0] ? HtmlWebpackPlugin.createHtmlTagObject('script', {}, inline) : tag));
        return data;
      });
    });
  }
}

class PreloadFirstLoadChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstLoadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFirstLoadChunksPlugin', (data) => {
        const publicPath = data.publicPath ?? '/';
        const preloads = firstLoadChunkFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

/**
 * The data package's parts a page behind sign-in needs before it shows anything, in three steps: at once, beside the
 * shell's own scripts, the few kilobytes that read the stored session and start the role's and the page's reads over
 * REST as the shell starts; once the shell's scripts are in, the reads' conversions (with zod) and the account controls
 * (what shows the page); then the session's and the reads' SDK.
 */
const DATA_LAYER_GROUPS = [
  ['firebase-data-session', 'session-data-prefetch'],
  ['firebase-data-session-values', 'account-controls'],
  ['firebase-data-auth', 'firebase-data-impl'],
];
/** What remote-entry-preload.js holds in place of the data layer's files until DataLayerFilesPlugin writes them. */
const DATA_LAYER_PLACEHOLDER = '"__THALI_DATA_LAYER__"';

/**
 * The script files of the host's data layer, per step of DATA_LAYER_GROUPS: every chunk of its groups (the SDK and zod
 * chunks they share included), once each and in the first step that needs it.
 */
function dataLayerFiles(compilation) {
  const seen = new Set();
  return DATA_LAYER_GROUPS.map((names) => {
    const files = [];
    for (const name of names) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`DataLayerFilesPlugin: no chunk group "${name}" (its webpackChunkName changed?)`);
      for (const chunk of group.chunks) {
        for (const file of chunk.files) {
          if (file.endsWith('.js') && !seen.has(file)) {
            seen.add(file);
            files.push(file);
          }
        }
      }
    }
    return files;
  });
}

/**
 * Host only: writes the data layer's file names into index.html's remote-entry-preload script, which preloads them on
 * a page behind sign-in. Such a page shows nothing until the session is restored and its data read, and the Firebase
 * SDK was requested only once the page's own code had run and asked for it: three downloads one after another on a
 * phone's network (issue 43: My Orders' data 3.3 s on the throttled profile).
 */
class DataLayerFilesPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('DataLayerFilesPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('DataLayerFilesPlugin', (data) => {
        if (!data.html.includes(DATA_LAYER_PLACEHOLDER)) throw new Error('DataLayerFilesPlugin: index.html has no data layer placeholder');
        const publicPath = '/';
        data.html = data.html.split(DATA_LAYER_PLACEHOLDER).join(JSON.stringify(dataLayerFiles(compilation).map((files) => files.map((file) => `${publicPath}${file}`))));
        return data;
      });
    });
  }
}

/** A file of one of the named npm packages, as npm or pnpm (node_modules/.pnpm/<id>/node_modules/<name>) installs it. */
const inPackages = (names) => new RegExp(String.raw`[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:${names})[\\/]`);
/** The shared libraries with what they import (react/jsx-runtime too, which every chunk of JSX would repeat). */
const SHARED_LIBRARY_FILE = inPackages(String.raw`react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion[\\/][^\\/]+|shallowequal|tslib`);
/**
 * Our shared packages, with @thali/domain and @thali/contract, which they bundle (render's definePage reads the routes
 * the shell's start reads too: in a file of their own they cost / a request and 0.5 KB gzip of repeated patterns).
 */
const SHARED_PACKAGE_FILE = /[\\/]packages[\\/](?:(?:ui|render|auth-cart|firebase-data|domain)[\\/]src|contract)[\\/]/;
/** A catalogue's Marathi or Hindi texts: a chunk of its own, fetched by its readers only, never in the group above. */
const TRANSLATION_FILE = /[\\/]messages[\\/](?:mr|hi)\.json$/;
/**
 * The host's first-load chunks: not the data package's lazy parts (firebase-data-*) nor zod, which come later, nor
 * a chunk a package fetches on a reader's action (named `later-*`: the theme toggle's cookie writer).
 */
const LATER_CHUNK = /^(?:firebase-data-|later-)|^zod$/;
const firstLoadChunk = (chunk) => !chunk.canBeInitial() && !(typeof chunk.name === 'string' && LATER_CHUNK.test(chunk.name));
const firstLoadGroup = (name, test) => ({ name, test, chunks: firstLoadChunk, priority: -5, minSize: 0, enforce: true });
const FIRST_LOAD_GROUPS = {
  sharedLibraries: firstLoadGroup('shared-libraries', (module) => SHARED_LIBRARY_FILE.test(module.resource ?? '') || module.resource === ROUTER_FACADE),
  sharedPackages: firstLoadGroup('shared-packages', (module) => SHARED_PACKAGE_FILE.test(module.resource ?? '') && !TRANSLATION_FILE.test(module.resource ?? '')),
};

/** The folder of the bundler runtime @module-federation/enhanced uses (its ES modules; remotes take it from the shell). */
function bundlerRuntimeDir() {
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  return path.dirname(fromEnhanced.resolve('@module-federation/webpack-bundler-runtime'));
}

/** The @module-federation/runtime that bundler runtime imports, as an ES module (each build keeps its own). */
function runtimePath() {
  return createRequire(path.join(bundlerRuntimeDir(), 'index.cjs')).resolve('@module-federation/runtime').replace(/\.cjs$/, '.js');
}

/** The federation runtime core as @module-federation/enhanced's runtime imports it (the module remotes take from the shell). */
function runtimeCorePath() {
  return createRequire(runtimePath()).resolve('@module-federation/runtime-core').replace(/\.cjs$/, '.js');
}

/** The aliases provide-runtime-core.js, provide-bundler-runtime.js, snapshot-handler.js and federation-runtime-core.js import through. */
function providedRuntimeAliases() {
  return {
    'federation-runtime-core$': runtimeCorePath(),
    'federation-runtime-core-dist': path.dirname(runtimeCorePath()),
    'federation-bundler-runtime': bundlerRuntimeDir(),
  };
}

/** The core's snapshot handler, which the builds that carry the core replace with snapshot-handler.js. */
const SNAPSHOT_HANDLER = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/;
const snapshotHandlerSwap = () => new NormalModuleReplacementPlugin(SNAPSHOT_HANDLER, path.join(__dirname, 'snapshot-handler.js'));

/** The federation runtime's English descriptions of its error codes, which production builds replace by the codes. */
const ERROR_DESCRIPTIONS = /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.(?:mjs|cjs)$/;
const errorDescriptionsSwap = () => new NormalModuleReplacementPlugin(ERROR_DESCRIPTIONS, path.join(__dirname, 'federation-error-descriptions.js'));

/** A remote's federation entry imports bundler.js, the bundler runtime; the remote takes the page's copy instead. */
const BUNDLER_RUNTIME_ENTRY = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;

const RUNTIME_CORE_FILE = 'federation-runtime-core.js';

// The shell registers remoteEntry.js URLs (one request less than the manifest), so the runtime's snapshot/manifest
// code and its Node paths are left out of every copy of the federation runtime (every app's, and the standalone core).
const FEDERATION_OPTIMIZATION = { disableSnapshot: true, target: 'web' };

/**
 * The remote's own copy of the core, federation-runtime-core.js: one webpack build of the entry in
 * federation-runtime-core.js, without federation or externals (a child compiler would inherit the federation
 * plugins), run once per process and kept in memory.
 */
let runtimeCoreBuild = null;
function buildRuntimeCore(webpack) {
  runtimeCoreBuild ??= new Promise((resolve, reject) => {
    const files = new Map();
    const memory = {
      mkdir: (_dir, _opts, callback) => (typeof _opts === 'function' ? _opts : callback)(null),
      writeFile: (file, data, callback) => {
        files.set(path.basename(file), data);
        callback(null);
      },
      stat: (_file, callback) => callback(Object.assign(new Error('in memory'), { code: 'ENOENT' })),
    };
    const compiler = webpack({
      mode: 'production',
      target: 'web',
      entry: path.join(__dirname, 'federation-runtime-core.js'),
      output: { path: '/federation-runtime-core', filename: RUNTIME_CORE_FILE, iife: true },
      resolve: { alias: providedRuntimeAliases() },
      // The build-time switches the federation plugin derives from FEDERATION_OPTIMIZATION for every app's copy.
      plugins: [
        snapshotHandlerSwap(),
        errorDescriptionsSwap(),
        new webpack.DefinePlugin({
          FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: FEDERATION_OPTIMIZATION.disableSnapshot,
          ENV_TARGET: JSON.stringify(FEDERATION_OPTIMIZATION.target),
        }),
      ],
      optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
      devtool: false,
      performance: { hints: false },
    });
    compiler.outputFileSystem = memory;
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve(files.get(RUNTIME_CORE_FILE));
    });
  });
  return runtimeCoreBuild;
}

/** V8's explicit compile hint (Chrome 136 on): a script that opens with it is compiled whole, eagerly. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Production builds: every script the build emits opens with V8's compile hint, so Chrome compiles all its functions
 * on the thread that streams the script in, rather than each one on the main thread at its first call. Our scripts
 * are fetched when they are about to run, and most of what they hold runs then (issue 14: that lazy compiling was much
 * of main.js's 100–190 ms task at 4× CPU, and of React's first render). After minification, before the source maps
 * (which then account for the line; SourceMapsAsidePlugin keeps them out of the build), and not on files copied in as
 * they are (firebase-config.js is a deployment's).
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js') || asset.info.copied) continue;
          compilation.updateAsset(asset.name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

/** Where a production build leaves its source maps: beside its output folder, never in it (apps/<app>/dist-maps/). */
const mapsDirOf = (outputPath) => `${outputPath}-maps`;

/**
 * Production builds: the source maps (devtool 'hidden-source-map': no `//# sourceMappingURL` comment in the scripts)
 * are taken out of the build's assets and written to mapsDirOf(output.path) instead, so nothing that serves or
 * deploys dist/ (serve.js, firebase.json) can hand out our sources. Taken out after the real content hashes are in
 * place (their names are the served ones), rewritten whole on every build. They are uploaded nowhere (README.md).
 */
class SourceMapsAsidePlugin {
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    let maps = new Map();
    compiler.hooks.thisCompilation.tap('SourceMapsAsidePlugin', (compilation) => {
      maps = new Map();
      compilation.hooks.processAssets.tap({ name: 'SourceMapsAsidePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.map')) continue;
          // `file` named the script before its real content hash (webpack leaves it): an error tracker pairs by it.
          const map = JSON.parse(asset.source.source().toString());
          map.file = path.posix.basename(asset.name.slice(0, -'.map'.length));
          maps.set(asset.name, JSON.stringify(map));
          compilation.deleteAsset(asset.name);
        }
      });
    });
    compiler.hooks.afterEmit.tapPromise('SourceMapsAsidePlugin', async () => {
      const dir = mapsDirOf(compiler.outputPath);
      await fs.promises.rm(dir, { recursive: true, force: true });
      for (const [name, buffer] of maps) {
        const file = path.join(dir, name);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.writeFile(file, buffer);
      }
    });
  }
}

/**
 * Remotes only: emits federation-runtime-core.js and puts it first in the standalone index.html, so the remote's
 * own page has the global that its externalRuntime build expects. Inside the portal the shell provides it and this
 * file is never fetched.
 */
class FederationRuntimeCorePlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FederationRuntimeCorePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'FederationRuntimeCorePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        compilation.emitAsset(RUNTIME_CORE_FILE, new sources.RawSource(await buildRuntimeCore(compiler.webpack)));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FederationRuntimeCorePlugin', (data) => {
        const publicPath = data.publicPath ?? '/';
        data.bodyTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${publicPath}${RUNTIME_CORE_FILE}` }));
        return data;
      });
    });
  }
}

/**
 * Each page's path as a regular expression (react-router's matching: `:param` is one segment, a trailing slash is
 * allowed), its remote, its exposed name and whether it is behind sign-in (1) or public (0).
 */
function routeTable() {
  return APPS.filter((app) => app.remote).flatMap((app) =>
    Object.entries(app.pages).map(([name, page]) => [pathPattern(page.path), app.federation, name, page.access === 'public' ? 0 : 1, page.redirectTo || 0]),
  );
}

/**
 * What intl-warm-up.js is told to make, by `<html lang>`: the reader's Intl locale, the locale of money and the time
 * zone, as @thali/domain defines them for every formatter.
 */
function intlWarmUp() {
  const { HTML_LANG, INTL_LOCALE } = require('@thali/domain/languages');
  const { THALI_LOCALE, THALI_TIME_ZONE } = require('@thali/domain/locale');
  const locales = Object.fromEntries(Object.entries(HTML_LANG).map(([locale, lang]) => [lang, INTL_LOCALE[locale]]));
  return { locales, moneyLocale: THALI_LOCALE, timeZone: THALI_TIME_ZONE };
}

/** The host's inline script that preloads the current route's remoteEntry.js (remote-entry-preload.js), minified. */
function remoteEntryPreloadScript() {
  const source = fs
    .readFileSync(path.join(__dirname, 'remote-entry-preload.js'), 'utf8')
    .replace(/^\/\* global .*\*\/$/m, '')
    .replace('__ROUTES__', JSON.stringify(routeTable()))
    .replace('__CONTRACT_VERSION__', JSON.stringify(CONTRACT_VERSION))
    .replace('__DATA_LAYER__', DATA_LAYER_PLACEHOLDER)
    .replace('__INTL_WARM_UP__', JSON.stringify(intlWarmUp()));
  return require('@swc/core').minifySync(source, { compress: true, mangle: true, format: { comments: false } }).code;
}

/** The webpack configuration of the app in `appDir`: name, port, title and exposed pages come from the manifest. */
function createAppConfig(appDir) {
  const app = appByDir(appDir);
  return createWebpackConfig({ appDir, federation: federationOf(app, appDir), port: app.port, title: app.title });
}

/**
 * @param {object} opts
 * @param {string} opts.appDir absolute path of the app
 * @param {{ name: string, exposes?: Record<string,string>, preloadFetches?: string[], runtimePlugins?: string[] }} opts.federation
 * @param {number} opts.port dev-server port
 * @param {string} opts.title document title of the standalone page
 */
function createWebpackConfig({ appDir, federation, port, title }) {
  // The host (exposes nothing, loads the remotes): its index.html starts its first-load chunks and the first route's
  // remote entry at once.
  const host = Object.keys(federation.exposes || {}).length === 0;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      entry: path.join(appDir, 'src/index.ts'),
      context: appDir,
      // Production: maps for us, never served (SourceMapsAsidePlugin); development: inline, as the dev server's devtools expect.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      // A warm persistent cache drops react-router-dom's re-exports from shared modules in
      // production builds (BrowserRouter undefined at run time), so production builds start
      // clean; scripts/lib/build.js skips apps whose inputs did not change instead.
      cache: production ? false : { type: 'filesystem', cacheDirectory: path.join(appDir, 'node_modules/.cache/webpack') },
      output: {
        path: process.env.THALI_OUT_DIR ? path.resolve(process.env.THALI_OUT_DIR) : path.join(appDir, 'dist'),
        publicPath: 'auto',
        uniqueName: federation.name,
        // Entry files keep stable names (served with no-cache + ETag); split chunks are content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // Only the router facade imports 'react-router' (tooling has no node_modules of its own).
        alias: {
          ...(fs.existsSync(path.join(appDir, 'node_modules/react-router-dom')) ? { 'react-router$': reactRouterModule(appDir, production) } : {}),
          // The shell's provide-runtime-core.js shares the core and the bundler runtime its federation runtime uses;
          // a remote's external-bundler-runtime.js keeps its own runtime module.
          ...(host ? providedRuntimeAliases() : { 'federation-runtime$': runtimePath() }),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          // A message catalogue (issue 44): compiled at build time (catalogue-loader.js); each language a chunk of its own.
          { test: /[\\/]messages[\\/](?:en|mr|hi)\.json$/, type: 'javascript/auto', use: require.resolve('./catalogue-loader.js') },
          { test: /\.(png|jpe?g|webp|avif|svg|woff2)$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: production,
        // extractComments: the libraries' licence banners go, once each, to a <chunk>.LICENSE.txt served beside the
        // chunk; kept inline they were a fifth of the Firebase SDK chunk (Apache's header 75 times), fetched and
        // parsed on every load, and what Lighthouse reported as unminified JavaScript.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: true, terserOptions: { compress: { passes: 2 } } })],
        splitChunks: {
          cacheGroups: {
            // The data package's lazy chunks share code (the conversions and schemas of a visitor's first reads and of
            // the SDK's live reads): loaded once, never twice in two chunks, however small. Only its own chunks: the
            // helpers of '@thali/firebase-data/logic' a page calls stay with that page, not in this chunk. The stored
            // session's chunk is not one of them: it is on a signed-in page's first path, and keeps its few hundred
            // bytes of read specs to itself rather than wait for this chunk (issue 43).
            firebaseData: {
              name: 'firebase-data-shared',
              test: /[\\/]packages[\\/]firebase-data[\\/]src[\\/]/,
              chunks: (chunk) => typeof chunk.name === 'string' && chunk.name.startsWith('firebase-data-') && chunk.name !== 'firebase-data-session',
              minChunks: 2,
              minSize: 0,
              enforce: true,
            },
            // The host's texts in one language, one file: the layout's features each asked for their own before
            // (seven requests and scripts on every Marathi page, 3.4 KB; together 1.6 KB gzip). Only the host's: a
            // remote's catalogues in one file would be a whole remote's Marathi (10–16 KB gzip) for a page that
            // reads two of them. English is built in, never fetched.
            ...Object.fromEntries((host ? ['mr', 'hi'] : []).map((lang) => [`messages-${lang}`, {
              name: `messages-${lang}`,
              test: new RegExp(`[\\\\/]messages[\\\\/]${lang}\\.json$`),
              chunks: 'async',
              minSize: 0,
              enforce: true,
            }])),
            // zod on its own, under its own name (the chunks that need it are named after the data package's parts)
            zod: { name: 'zod', test: inPackages('zod'), chunks: 'async', enforce: true },
            // The host loads every shared library and package on its first load, each as its own fallback chunk. Two
            // files instead of nine: gzip compresses a file alone, so the small ones paid for the patterns they repeat
            // (issue 14: 4.1 KB gzip of /'s first load). The libraries change only with an upgrade, so their file stays
            // cached across our deploys; the workspace packages, which change with us, go in the other.
            ...(host ? FIRST_LOAD_GROUPS : {}),
          },
        },
      },
      performance: { hints: false },
      plugins: [
        // The build's version: package version, plus THALI_BUILD_LABEL when a deploy names its build.
        new DefinePlugin({
          'process.env.THALI_APP_VERSION': JSON.stringify(appVersion(appDir)),
          // Empty: this is the browser's build; code only a page's server runs (a query's first read) drops out of it.
          'process.env.THALI_SERVER': JSON.stringify(''),
        }),
        // The public pages' prerendered copies (@thali/render's build-renderer.ts), from the production build that ships the pages.
        ...(production ? [new PrerenderPlugin({ app: appByDir(appDir), appDir, version: appVersion(appDir) })] : []),
        new ModuleFederationPlugin({
          name: federation.name,
          filename: 'remoteEntry.js',
          exposes: federation.exposes || {},
          remotes: {},
          shared: sharedModules(appDir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          runtimePlugins: federation.runtimePlugins || [],
          // One federation runtime core per page: remotes take the shell's (see FederationRuntimeCorePlugin).
          experiments: { optimization: FEDERATION_OPTIMIZATION, ...(host ? {} : { externalRuntime: true }) },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          // Each app is served at its host's root: absolute script URLs keep deep links
          // (/provider/abc/menu) working, while chunks still resolve from publicPath 'auto'.
          publicPath: '/',
          inject: 'body',
          scriptLoading: 'defer',
          templateParameters: {
            // The reader's theme from the __session cookie, before the first paint (@thali/render's session/theme-script.ts).
            themeScript: inlineScript('session/theme-script.ts'),
            // Files the app fetches first, requested in parallel with its scripts (the shell: remotes.json).
            preloads: federation.preloadFetches || [],
            remoteEntryPreload: host ? remoteEntryPreloadScript() : '',
          },
        }),
        ...(host && production ? [new PreloadFirstLoadChunksPlugin(), new StartAfterFirstPaintPlugin()] : []),
        ...(host ? [new DataLayerFilesPlugin()] : []),
        ...(host
          ? [snapshotHandlerSwap()]
          : [
              new FederationRuntimeCorePlugin(),
              new NormalModuleReplacementPlugin(BUNDLER_RUNTIME_ENTRY, path.join(__dirname, 'external-bundler-runtime.js')),
            ]),
        ...(production ? [new CompileHintsPlugin(), new SourceMapsAsidePlugin(), errorDescriptionsSwap()] : []),
        new CopyPlugin({
          patterns: [
            { from: path.join(appDir, 'public'), noErrorOnMissing: true },
            { from: path.join(__dirname, 'firebase-config.js') },
            ...(host ? [{ from: path.join(__dirname, 'intl-warm-up.js') }] : []),
            ...(fs.existsSync(demoImages) ? [{ from: demoImages, to: 'images', noErrorOnMissing: true }] : []),
          ],
        }),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = {
  COMPILE_HINT,
  CompileHintsPlugin,
  SourceMapsAsidePlugin,
  buildRuntimeCore,
  createAppConfig,
  createWebpackConfig,
  federationOf,
  firstLoadChunkFiles,
  mapsDirOf,
  DATA_LAYER_PLACEHOLDER,
  remoteEntryPreloadScript,
  routeTable,
  BUNDLER_RUNTIME_ENTRY,
  FIRST_LOAD_GROUPS,
  SNAPSHOT_HANDLER,
  ERROR_DESCRIPTIONS,
  bundlerRuntimeDir,
  runtimeCorePath,
  runtimePath,
  sharedModules,
  contractVersion,
  startAfterPaintScript,
};
