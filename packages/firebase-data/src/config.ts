// Run-time configuration. The same code talks to hosted Firebase or to the local emulators;
// only this differs. A page can set `window.__THALI_FIREBASE__` (served beside the shell as
// /firebase-config.js) and Node tests can set THALI_* environment variables.

export interface FirebaseRuntimeConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  databaseURL: string;
  appId?: string;
  /** The Storage bucket of the kitchens' photos (hosted: the project's, e.g. `<project>.firebasestorage.app`). */
  storageBucket?: string;
  /** When set, connect to the local emulators instead of hosted Firebase. */
  emulators?: { host: string; authPort: number; databasePort: number; storagePort?: number; namespace?: string };
}

declare global {
  interface Window {
    __THALI_FIREBASE__?: Partial<FirebaseRuntimeConfig>;
  }
}

const env = (name: string): string | undefined =>
  typeof process !== 'undefined' && process.env ? process.env[name] : undefined;

export const DEMO_PROJECT_ID = 'demo-thali';

/** Local emulators with a demo- project unless a hosted config is supplied. */
export function readConfig(): FirebaseRuntimeConfig {
  return resolveConfig(typeof window !== 'undefined' ? window.__THALI_FIREBASE__ : undefined);
}

/**
 * The whole config from what a deployment supplies (the page's /firebase-config.js, or a server's copy of it): a
 * hosted one as given, else the local emulators with what it says of them, then the THALI_* variables, then defaults.
 */
export function resolveConfig(supplied?: Partial<FirebaseRuntimeConfig>): FirebaseRuntimeConfig {
  if (supplied?.apiKey && supplied.databaseURL && supplied.projectId && !supplied.emulators) {
    return supplied as FirebaseRuntimeConfig;
  }
  const host = supplied?.emulators?.host ?? env('THALI_EMULATOR_HOST') ?? '127.0.0.1';
  const authPort = Number(supplied?.emulators?.authPort ?? env('THALI_AUTH_PORT') ?? 9099);
  const databasePort = Number(supplied?.emulators?.databasePort ?? env('THALI_DB_PORT') ?? 9000);
  const storagePort = Number(supplied?.emulators?.storagePort ?? env('THALI_STORAGE_PORT') ?? 9199);
  const projectId = supplied?.projectId ?? env('THALI_PROJECT_ID') ?? DEMO_PROJECT_ID;
  // Google's emulator and ours name the default database '<project>-default-rtdb'.
  const namespace = supplied?.emulators?.namespace ?? env('THALI_DB_NAMESPACE') ?? `${projectId}-default-rtdb`;
  // The local Storage emulator's default bucket is the one `firebase init` names (local-firebase's defaultBucketOf).
  const storageBucket = supplied?.storageBucket ?? env('THALI_STORAGE_BUCKET') ?? `${projectId}.appspot.com`;
  return {
    apiKey: 'demo-api-key',
    projectId,
    authDomain: `${projectId}.firebaseapp.com`,
    databaseURL: `http://${host}:${databasePort}?ns=${namespace}`,
    storageBucket,
    emulators: { host, authPort, databasePort, storagePort },
  };
}
