import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, forceWebSockets, getDatabase, type Database } from 'firebase/database';
import type { Auth } from 'firebase/auth';
import { readConfig, type FirebaseRuntimeConfig } from './config';

/** A Firebase app with its Realtime Database: what every data use case needs. */
export interface DataServices {
  app: FirebaseApp;
  db: Database;
  config: FirebaseRuntimeConfig;
}

/** A Firebase app with Auth as well: what the session's use cases (sign in, sign up, …) need. */
export interface FirebaseServices extends DataServices {
  auth: Auth;
  /** Stops the token-refresh listener (it keeps the Auth SDK's proactive-refresh timer alive). */
  stopTokenWatch: () => void;
}

let webSocketsForced = false;

/** The app's Realtime Database, connected to the emulator when the config names one (once per app, never in a render). */
export function connectDatabase(app: FirebaseApp, config: FirebaseRuntimeConfig): Database {
  const db = getDatabase(app, config.databaseURL);
  if (config.emulators) {
    connectDatabaseEmulator(db, config.emulators.host, config.emulators.databasePort);
    // The local emulator speaks WebSocket only; never fall back to long-polling.
    if (!webSocketsForced) {
      webSocketsForced = true;
      forceWebSockets();
    }
  }
  return db;
}

/**
 * Thali's config is what the page supplies (readConfig). The SDK also looks, at each look-up of an emulator or a
 * setting, for defaults that Firebase's framework hosting injects, last in a __FIREBASE_DEFAULTS__ cookie: a page's
 * first document.cookie is a round trip to the browser (0.4-9 ms measured), in the task that starts the database
 * (issue 14). An empty set of defaults, unless some were injected, tells it that there are none.
 */
function withoutInjectedDefaults() {
  const scope = globalThis as { __FIREBASE_DEFAULTS__?: object };
  scope.__FIREBASE_DEFAULTS__ ??= {};
}

let defaultApp: { app: FirebaseApp; config: FirebaseRuntimeConfig } | null = null;
let services: DataServices | null = null;

/**
 * The page's one Firebase app, without services. The Database and Auth attach to it when first needed, each from
 * its own chunk: a public page that reads kitchens never loads the Auth SDK (see auth/session-gate.ts).
 */
export function defaultFirebaseApp(): { app: FirebaseApp; config: FirebaseRuntimeConfig } {
  if (!defaultApp) {
    const config = readConfig();
    withoutInjectedDefaults();
    defaultApp = { app: initializeApp(config), config };
  }
  return defaultApp;
}

/** The services every data use case uses unless it is handed others. */
export function firebase(): DataServices {
  if (!services) {
    const { app, config } = defaultFirebaseApp();
    services = { app, config, db: connectDatabase(app, config) };
  }
  return services;
}

/** Forget the default app (it was deleted: tests). */
export function forgetDefaultApp(app: FirebaseApp): void {
  if (defaultApp?.app === app) defaultApp = null;
  if (services?.app === app) services = null;
}
