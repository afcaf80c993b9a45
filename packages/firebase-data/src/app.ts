import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectDatabaseEmulator, forceWebSockets, getDatabase, type Database } from 'firebase/database';
import { readConfig, type FirebaseRuntimeConfig } from './config';

interface Services {
  app: FirebaseApp;
  auth: Auth;
  db: Database;
  config: FirebaseRuntimeConfig;
}

let services: Services | null = null;

/** One lazily initialised Firebase app; emulators are connected here, once, never in a render. */
export function firebase(): Services {
  if (services) return services;
  const config = readConfig();
  const app = initializeApp(config);
  const auth = getAuth(app);
  const db = getDatabase(app, config.databaseURL);
  if (config.emulators) {
    const { host, authPort, databasePort } = config.emulators;
    connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
    connectDatabaseEmulator(db, host, databasePort);
    // The local emulator speaks WebSocket only; never fall back to long-polling.
    forceWebSockets();
  }
  services = { app, auth, db, config };
  return services;
}
