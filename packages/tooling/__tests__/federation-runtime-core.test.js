// One federation runtime core per page: the shell's main.js carries it and hands it to the remotes, whose
// remoteEntry.js files are built without it (nor the bundler runtime); a remote running alone gets its own copy of
// both from federation-runtime-core.js.
const path = require('node:path');
const vm = require('node:vm');
const webpack = require('webpack');
const { APPS } = require('@thali/contract/node');
const { BUNDLER_RUNTIME_ENTRY, ERROR_DESCRIPTIONS, SNAPSHOT_HANDLER, buildRuntimeCore, bundlerRuntimeDir, createAppConfig, runtimeCorePath, runtimePath } = require('../webpack');

const root = path.resolve(__dirname, '../../..');
const configOf = (app) => createAppConfig(path.join(root, app.dir))({}, { mode: 'production' });
const swapsOf = (config) =>
  config.plugins.filter((p) => p.constructor.name === 'NormalModuleReplacementPlugin').map((p) => [p.resourceRegExp, p.newResource]);
/** Production builds carry the runtime's error codes without their English descriptions (federation-error-descriptions.js). */
const ERROR_SWAP = [ERROR_DESCRIPTIONS, path.join(__dirname, '../federation-error-descriptions.js')];
const federationPlugin = (config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');

test('remotes take the core from the global the shell sets; the shell sets it from the core its own runtime imports', () => {
  for (const app of APPS) {
    const config = configOf(app);
    const { experiments, runtimePlugins } = federationPlugin(config)._options;
    if (app.remote) {
      expect(experiments.externalRuntime).toBe(true);
      expect(runtimePlugins).toEqual([]);
      expect(config.plugins.map((p) => p.constructor.name)).toContain('FederationRuntimeCorePlugin');
      // The bundler runtime too: the federation entry's bundler.js becomes external-bundler-runtime.js, which keeps
      // the remote's own runtime module.
      expect(swapsOf(config)).toEqual([[BUNDLER_RUNTIME_ENTRY, path.join(__dirname, '../external-bundler-runtime.js')], ERROR_SWAP]);
      expect(BUNDLER_RUNTIME_ENTRY.test(path.join(bundlerRuntimeDir(), 'bundler.js'))).toBe(true);
      expect(config.resolve.alias['federation-runtime$']).toBe(runtimePath());
    } else {
      // Not enhanced's provideExternalRuntime: that one imports the core's CommonJS build, a second copy.
      expect(experiments.externalRuntime).toBeUndefined();
      expect(experiments.provideExternalRuntime).toBeUndefined();
      expect(runtimePlugins).toEqual([path.join(__dirname, '../provide-runtime-core.js')]);
      expect(config.resolve.alias['federation-runtime-core$']).toBe(runtimeCorePath());
      expect(config.resolve.alias['federation-bundler-runtime']).toBe(bundlerRuntimeDir());
      // The core it carries builds no snapshot handler (see snapshot-handler.js).
      expect(swapsOf(config)).toEqual([[SNAPSHOT_HANDLER, path.join(__dirname, '../snapshot-handler.js')], ERROR_SWAP]);
      expect(SNAPSHOT_HANDLER.test(path.join(path.dirname(runtimeCorePath()), 'plugins/snapshot/SnapshotHandler.js'))).toBe(true);
    }
  }
  // The ES module build, as webpack resolves it for the federation runtime (its `import` condition).
  expect(runtimeCorePath()).toMatch(/@module-federation\/runtime-core\/dist\/index\.js$/);
});

test("a remote's standalone copy of the core sets the global with the core's API, before the remote's own scripts", async () => {
  const code = String(await buildRuntimeCore(webpack));
  const warn = jest.fn();
  const sandbox = { console: { ...console, warn } };
  sandbox.globalThis = sandbox;
  sandbox.window = sandbox;
  vm.runInNewContext(code, sandbox);
  const core = sandbox._FEDERATION_RUNTIME_CORE;
  for (const name of ['ModuleFederation', 'getRemoteEntry', 'Global', 'registerGlobalPlugins']) expect(core[name]).toBeDefined();
  // And the bundler runtime, with what a container needs to answer (the shell's own copy leaves that out).
  const { bundlerRuntime, attachShareScopeMap } = sandbox._FEDERATION_BUNDLER_RUNTIME;
  expect(typeof attachShareScopeMap).toBe('function');
  for (const name of ['remotes', 'consumes', 'I', 'installInitialConsumes', 'initContainerEntry', 'init', 'getSharedFallbackGetter']) {
    expect(typeof bundlerRuntime[name]).toBe('function');
  }
  expect(bundlerRuntime.S).toBeUndefined();
  // Without the snapshot handler's manifest code (snapshot-handler.js stands in for it).
  expect(code).not.toMatch(/loadGlobalSnapshot|beforeLoadManifest/);
  // Errors by code and the docs' address, without the English descriptions (federation-error-descriptions.js).
  const descriptions = path.join(path.dirname(require.resolve('@module-federation/error-codes', { paths: [path.dirname(runtimeCorePath())] })), 'desc.mjs');
  expect(require('node:fs').existsSync(descriptions) && ERROR_DESCRIPTIONS.test(descriptions)).toBe(true);
  expect(code).not.toContain('Failed to get remoteEntry exports');
  expect(code).toContain('Module Federation error');
  // A core built so still starts, registers remotes and registers one again with `force` (the shell's retry).
  const host = new core.ModuleFederation({ name: 'shell', remotes: [] });
  host.registerRemotes([{ name: 'storefront', entry: 'http://localhost:3001/remoteEntry.js' }]);
  host.registerRemotes([{ name: 'storefront', entry: 'http://localhost:3001/remoteEntry.js?2' }], { force: true });
  expect(host.options.remotes.map((r) => r.entry)).toEqual(['http://localhost:3001/remoteEntry.js?2']);
  expect(String(warn.mock.calls)).toContain('already registered');
  await expect(host.snapshotHandler.loadRemoteSnapshotInfo({})).rejects.toThrow('Remote manifests and preloadRemote are left out of this build');
  // The snapshot plugin is left out as in every app's copy (experiments.optimization.disableSnapshot).
  expect(code.length).toBeLessThan(80_000);
}, 60_000);
