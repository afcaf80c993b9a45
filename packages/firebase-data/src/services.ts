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
import { goOffline } from 'firebase/database';
import { connectDatabase, defaultFirebaseApp, firebase, forgetDefaultApp, type FirebaseServices } from './app';
import { readConfig, type FirebaseRuntimeConfig } from './config';
import { watchTokenRefresh } from './auth/token-refresh';

/**
 * In a browser, Auth is set up without the popup/redirect resolver: getAuth() would load
 * Google's api.js from the internet, and we sign in with e-mail and password only, served locally.
 */
function createAuth(app: FirebaseApp): Auth {
  if (typeof window === 'undefined' || typeof indexedDB === 'undefined') return getAuth(app);
  return initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
}

function connectAuth(app: FirebaseApp, config: FirebaseRuntimeConfig): Pick<FirebaseServices, 'auth' | 'stopTokenWatch'> {
  const auth = createAuth(app);
  if (config.emulators) connectAuthEmulator(auth, `http://${config.emulators.host}:${config.emulators.authPort}`, { disableWarnings: true });
  return { auth, stopTokenWatch: watchTokenRefresh({ auth }) };
}

let session: FirebaseServices | null = null;

/**
 * The page's app with Auth attached (the first call sets Auth up). When the Database was connected before, it takes
 * the session's token from Auth as soon as Auth starts; when not, it starts with it.
 */
export function firebaseWithAuth(): FirebaseServices {
  if (!session) {
    const { app, config } = defaultFirebaseApp();
    const auth = connectAuth(app, config);
    session = { ...firebase(), ...auth };
  }
  return session;
}

/**
 * Build an app with both services (named, so several can live side by side: tests use one per user). Internal:
 * production code uses `firebase()` and `firebaseWithAuth()`.
 */
export function createFirebase(config: FirebaseRuntimeConfig = readConfig(), name?: string): FirebaseServices {
  const app = name ? initializeApp(config, name) : initializeApp(config);
  const auth = connectAuth(app, config);
  return { app, config, db: connectDatabase(app, config), ...auth };
}

/** Close an app made by createFirebase (tests): signs it out, disconnects and deletes it. */
export async function deleteFirebase(svc: FirebaseServices): Promise<void> {
  svc.stopTokenWatch();
  // The Database SDK's token listener keeps the Auth SDK's proactive-refresh timer alive past deleteApp;
  // signing out stops it.
  await firebaseSignOut(svc.auth).catch(() => undefined);
  goOffline(svc.db);
  await deleteApp(svc.app);
  if (session?.app === svc.app) session = null;
  forgetDefaultApp(svc.app);
}
