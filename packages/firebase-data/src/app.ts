import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  signOut as firebaseSignOut,
  type Auth,
} from 'firebase/auth';
import { connectDatabaseEmulator, forceWebSockets, getDatabase, goOffline, type Database } from 'firebase/database';
import { readConfig, type FirebaseRuntimeConfig } from './config';
import { watchTokenRefresh } from './auth/token-refresh';

/** One Firebase app with its Auth and Realtime Database services. */
export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Database;
  config: FirebaseRuntimeConfig;
  /** Stops the token-refresh listener (it keeps the Auth SDK's proactive-refresh timer alive). */
  stopTokenWatch: () => void;
}

let services: FirebaseServices | null = null;
let webSocketsForced = false;

/**
 * Build an app (named, so several can live side by side: tests use one per user). Emulators are connected
 * here, once per app, never in a render. Internal: production code uses the lazily initialised `firebase()`.
 */
export function createFirebase(config: FirebaseRuntimeConfig = readConfig(), name?: string): FirebaseServices {
  const app = name ? initializeApp(config, name) : initializeApp(config);
  const auth = createAuth(app);
  const db = getDatabase(app, config.databaseURL);
  if (config.emulators) {
    const { host, authPort, databasePort } = config.emulators;
    connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
    connectDatabaseEmulator(db, host, databasePort);
    // The local emulator speaks WebSocket only; never fall back to long-polling.
    if (!webSocketsForced) {
      webSocketsForced = true;
      forceWebSockets();
    }
  }
  return { app, auth, db, config, stopTokenWatch: watchTokenRefresh({ auth }) };
}

/**
 * In a browser, Auth is set up without the popup/redirect resolver: getAuth() would load
 * Google's api.js from the internet, and we sign in with e-mail and password only, served locally.
 */
function createAuth(app: FirebaseApp): Auth {
  if (typeof window === 'undefined' || typeof indexedDB === 'undefined') return getAuth(app);
  return initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
}

/** The app every use-case function uses unless it is handed another one. */
export function firebase(): FirebaseServices {
  if (!services) services = createFirebase();
  return services;
}

/** Close an app made by createFirebase (tests): signs it out, disconnects and deletes it. */
export async function deleteFirebase(svc: FirebaseServices): Promise<void> {
  svc.stopTokenWatch();
  // The Database SDK's token listener keeps the Auth SDK's proactive-refresh timer alive past deleteApp;
  // signing out stops it.
  await firebaseSignOut(svc.auth).catch(() => undefined);
  goOffline(svc.db);
  await deleteApp(svc.app);
  if (services === svc) services = null;
}
