// Entry of federation-runtime-core.js, a remote's own copy of the federation runtime core for its standalone page.
// Inside the portal a remote's remoteEntry.js uses the shell's copy (experiments.externalRuntime: the global
// _FEDERATION_RUNTIME_CORE, set by the shell's provide-runtime-core.js), so the ~50 KB core is downloaded and evaluated
// once per page instead of once per script. A remote running alone has no shell: its index.html loads this first.
// Its bundler runtime comes too (provide-bundler-runtime.js). 'federation-runtime-core' is an alias (webpack.js) for
// the core that @module-federation/enhanced's runtime uses.
import * as core from 'federation-runtime-core';
import './provide-bundler-runtime';

globalThis._FEDERATION_RUNTIME_CORE = core;
