// For tests, benchmarks and tools (Node): the Firebase services themselves and the pieces the public entry
// keeps private. Apps never import this (it would pull the SDK into their first load).
export { readConfig, DEMO_PROJECT_ID, type FirebaseRuntimeConfig } from './config';
export { firebase, type DataServices, type FirebaseServices } from './app';
export { firebaseWithAuth, createFirebase, deleteFirebase } from './services';
export { reportInvalidRecord } from './schemas';
export { withRetry } from './auth/retry';
export { authEndpoint } from './auth/auth-endpoint';
export { probeReachability } from './auth/reachability';
export { handleTokenError } from './auth/token-refresh';
export { toStats } from './stats/to-stats';
