// Shell only: a federation runtime plugin that shares the shell's own federation runtime core with the remotes'
// remoteEntry.js files, which are built with experiments.externalRuntime and read it from the global
// _FEDERATION_RUNTIME_CORE. @module-federation/enhanced's provideExternalRuntime does the same but imports the core's
// CommonJS build, a second 116 KB copy beside the one the shell's runtime already has; this is that one.
// 'federation-runtime-core' is an alias (webpack.js) for the core that the federation runtime imports. The bundler
// runtime goes with it (provide-bundler-runtime.js).
import * as core from 'federation-runtime-core';
import './provide-bundler-runtime';

globalThis._FEDERATION_RUNTIME_CORE = core;

export default function provideRuntimeCore() {
  return { name: 'thali-provide-runtime-core' };
}
