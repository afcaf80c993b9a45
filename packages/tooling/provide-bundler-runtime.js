// The federation's bundler runtime (the functions a webpack build calls to load remotes, consume shared modules and
// answer as a container), handed to the remotes' remoteEntry.js files beside the core (provide-runtime-core.js): they
// are built without it (external-bundler-runtime.js reads this global), so one copy per page is downloaded and
// evaluated instead of one per script (issue 14: ~4 KB gzip of every remote's entry). The functions keep no state of
// their own: each takes the calling build's __webpack_require__, whose federation object stays the build's own.
// 'federation-bundler-runtime' is an alias (webpack.js) for the bundler runtime @module-federation/enhanced uses.
import { attachShareScopeMap, bundlerRuntime } from 'federation-bundler-runtime/index.js';
// The host's copy leaves it out (it exposes nothing); the remotes answer as containers with it.
import { initContainerEntry } from 'federation-bundler-runtime/initContainerEntry.js';

// The shared scope object (S) is each build's own, so it is not handed over.
const { S: _ownScope, ...functions } = bundlerRuntime;

globalThis._FEDERATION_BUNDLER_RUNTIME = { attachShareScopeMap, bundlerRuntime: { ...functions, initContainerEntry } };
