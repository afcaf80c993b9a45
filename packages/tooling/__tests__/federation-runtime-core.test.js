// One federation runtime core per page: the shell's main.js carries it and hands it to the remotes, whose
// remoteEntry.js files are built without it; a remote running alone gets its own copy from federation-runtime-core.js.
const path = require('node:path');
const vm = require('node:vm');
const webpack = require('webpack');
const { APPS } = require('@thali/contract/node');
const { buildRuntimeCore, createAppConfig, runtimeCorePath } = require('../webpack');

const root = path.resolve(__dirname, '../../..');
const configOf = (app) => createAppConfig(path.join(root, app.dir))({}, { mode: 'production' });
const federationPlugin = (config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');

test('remotes take the core from the global the shell sets; the shell sets it from the core its own runtime imports', () => {
  for (const app of APPS) {
    const config = configOf(app);
    const { experiments, runtimePlugins } = federationPlugin(config)._options;
    if (app.remote) {
      expect(experiments.externalRuntime).toBe(true);
      expect(runtimePlugins).toEqual([]);
      expect(config.plugins.map((p) => p.constructor.name)).toContain('FederationRuntimeCorePlugin');
    } else {
      // Not enhanced's provideExternalRuntime: that one imports the core's CommonJS build, a second copy.
      expect(experiments.externalRuntime).toBeUndefined();
      expect(experiments.provideExternalRuntime).toBeUndefined();
      expect(runtimePlugins).toEqual([path.join(__dirname, '../provide-runtime-core.js')]);
      expect(config.resolve.alias['federation-runtime-core$']).toBe(runtimeCorePath());
    }
  }
  // The ES module build, as webpack resolves it for the federation runtime (its `import` condition).
  expect(runtimeCorePath()).toMatch(/@module-federation\/runtime-core\/dist\/index\.js$/);
});

test("a remote's standalone copy of the core sets the global with the core's API, before the remote's own scripts", async () => {
  const code = await buildRuntimeCore(webpack);
  const sandbox = { console };
  sandbox.globalThis = sandbox;
  sandbox.window = sandbox;
  vm.runInNewContext(code, sandbox);
  const core = sandbox._FEDERATION_RUNTIME_CORE;
  for (const name of ['ModuleFederation', 'getRemoteEntry', 'Global', 'registerGlobalPlugins']) expect(core[name]).toBeDefined();
  // The snapshot plugin is left out as in every app's copy (experiments.optimization.disableSnapshot).
  expect(code.length).toBeLessThan(70_000);
}, 60_000);
