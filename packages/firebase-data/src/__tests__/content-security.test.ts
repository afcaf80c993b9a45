import { contentSecurityPolicy } from '@thali/render/server';
import { authEndpoint, sessionEndpoints } from '../auth/auth-endpoint';
import { resolveConfig, type FirebaseRuntimeConfig } from '../config';
import { imageSrc } from '../images/image-src';

// The servers' Content-Security-Policy (@thali/render's security-headers.ts) names the endpoints this package talks
// to without importing it (it cannot: this package depends on that one). This holds the two equal: every host the
// data package connects to, signs in at or shows a picture from is one the page's policy allows, locally and hosted.

/** One directive's sources. */
const directive = (policy: string, name: string): string[] =>
  policy.split(';').map((part) => part.trim().split(/\s+/)).find(([first]) => first === name)?.slice(1) ?? [];
const origin = (address: string) => new URL(address).origin;

function expectAllowed(config: FirebaseRuntimeConfig, supplied: Partial<FirebaseRuntimeConfig> | undefined) {
  const policy = contentSecurityPolicy({ firebaseConfig: supplied });
  const connect = directive(policy, 'connect-src');
  const database = new URL(config.databaseURL);
  const socket = `${database.protocol === 'https:' ? 'wss' : 'ws'}://${database.host}`;
  for (const address of [config.databaseURL, authEndpoint(config), ...sessionEndpoints(config)]) expect(connect).toContain(origin(address));
  expect(connect).toContain(socket);
  const scope = globalThis as { __THALI_FIREBASE__?: object };
  scope.__THALI_FIREBASE__ = supplied;
  try {
    expect(directive(policy, 'img-src')).toContain(origin(imageSrc('storage:kitchens/k1/dishes/abcdefghijklmnop.webp')));
    // an upload goes to the same Storage host
    expect(connect).toContain(origin(imageSrc('storage:kitchens/k1/dishes/abcdefghijklmnop.webp')));
  } finally {
    delete scope.__THALI_FIREBASE__;
  }
}

test("the local emulators' ports (the defaults, or a server's), as the browser resolves them", () => {
  const saved = { db: process.env.THALI_DB_PORT, auth: process.env.THALI_AUTH_PORT, storage: process.env.THALI_STORAGE_PORT };
  // the page's browser reads no THALI_* variables: the policy of a page without settings is the defaults'
  delete process.env.THALI_DB_PORT;
  delete process.env.THALI_AUTH_PORT;
  delete process.env.THALI_STORAGE_PORT;
  try {
    expectAllowed(resolveConfig(undefined), undefined);
    const journeys = { projectId: 'demo-thali', emulators: { host: '127.0.0.1', authPort: 9499, databasePort: 9400, storagePort: 9599 } };
    expectAllowed(resolveConfig(journeys), journeys);
  } finally {
    Object.assign(process.env, Object.fromEntries(Object.entries({ THALI_DB_PORT: saved.db, THALI_AUTH_PORT: saved.auth, THALI_STORAGE_PORT: saved.storage }).filter(([, v]) => v)));
  }
});

test('a hosted project', () => {
  const hosted = {
    apiKey: 'key', authDomain: 'thali-nagpur.firebaseapp.com', projectId: 'thali-nagpur',
    databaseURL: 'https://thali-nagpur-default-rtdb.asia-southeast1.firebasedatabase.app', storageBucket: 'thali-nagpur.firebasestorage.app',
  };
  expectAllowed(resolveConfig(hosted), hosted);
});
