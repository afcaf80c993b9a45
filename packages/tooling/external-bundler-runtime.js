// What a remote's federation entry imports instead of @module-federation/webpack-bundler-runtime's bundler.js (see
// provide-bundler-runtime.js): the same object, built from the functions the page's shell (or, running alone, the
// remote's federation-runtime-core.js) put on the global, with the remote's own runtime module and state.
// 'federation-runtime' is an alias (webpack.js) for the @module-federation/runtime the bundler runtime imports.
import * as runtime from 'federation-runtime';

const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!provided) throw new Error('The federation bundler runtime was not provided before this remote loaded.');

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
