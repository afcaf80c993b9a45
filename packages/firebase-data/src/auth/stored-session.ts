// The session the Auth SDK keeps on this device, read without the SDK (issue 43: a signed-in page's data on a phone).
// The SDK restores a session only after its ~60 KB have downloaded and it has looked the account up on the network;
// the page's role and first data were asked for after that, 3.5 s into a throttled load. Its record already holds
// who is signed in and an ID token the database accepts, so the page's first reads go out over REST with that token
// as soon as the shell runs (reads/session-first.ts). This is the SDK's own record, not a copy: signing out, another
// account or an expired token is what the SDK itself finds, and the SDK still confirms the session (lazy-session.ts).
import type { SessionUser } from './subscribe-auth';

/** A session found on this device: its account as pages see it, and an ID token valid for a while yet. */
export interface StoredSession {
  user: SessionUser;
  idToken: string;
  /** When the token expires (ms since the epoch). */
  expiresAt: number;
}

/** A token this close to expiry is left to the SDK, which refreshes it: a read must not be refused halfway. */
const MARGIN_MS = 60_000;

/** The SDK's key for the default app's user (firebase/auth persistence: `firebase:authUser:<apiKey>:<app name>`). */
export const storedUserKey = (apiKey: string) => `firebase:authUser:${apiKey}:[DEFAULT]`;

/** The SDK's record as a session, when it is one with a token valid for more than MARGIN_MS; else null. */
export function toStoredSession(record: unknown, now: number): StoredSession | null {
  if (typeof record !== 'object' || record === null) return null;
  const r = record as Record<string, unknown>;
  const tokens = r.stsTokenManager as Record<string, unknown> | null | undefined;
  const idToken = tokens?.accessToken;
  const expiresAt = tokens?.expirationTime;
  if (typeof r.uid !== 'string' || !r.uid || typeof idToken !== 'string' || !idToken) return null;
  if (typeof expiresAt !== 'number' || expiresAt - now < MARGIN_MS) return null;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const phoneNumber = text(r.phoneNumber);
  return {
    user: { uid: r.uid, email: text(r.email), displayName: text(r.displayName), ...(phoneNumber ? { phoneNumber } : {}) },
    idToken,
    expiresAt,
  };
}

function fromStorage(name: 'sessionStorage' | 'localStorage', key: string): unknown {
  try {
    const text = window[name]?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null; // blocked storage or a damaged record: no session from here
  }
}

// firebase/auth's indexedDBLocalPersistence: database, store and the entry's shape ({ fbase_key, value }).
const IDB_NAME = 'firebaseLocalStorageDb';
const IDB_STORE = 'firebaseLocalStorage';

/** The record under `key` in the SDK's IndexedDB store; null when there is none (never creating the database). */
function fromIndexedDb(key: string): Promise<unknown> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(IDB_NAME);
    } catch {
      resolve(null);
      return;
    }
    // No database yet: this read must not create an empty one for the SDK to find (the SDK creates its own).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const db = request.result;
      try {
        const get = db.transaction(IDB_STORE, 'readonly').objectStore(IDB_STORE).get(key);
        get.onsuccess = () => resolve((get.result as { value?: unknown } | undefined)?.value ?? null);
        get.onerror = () => resolve(null);
      } catch {
        resolve(null); // no such store
      } finally {
        db.close();
      }
    };
  });
}

/**
 * The session the SDK persisted for `apiKey`, in the order it looks (this tab's, then the browser's storage, then
 * IndexedDB), if its token is valid for more than a minute yet; null otherwise or outside a browser.
 */
export async function readStoredSession(apiKey: string, now: number = Date.now()): Promise<StoredSession | null> {
  if (typeof window === 'undefined') return null;
  const key = storedUserKey(apiKey);
  const kept = fromStorage('sessionStorage', key) ?? fromStorage('localStorage', key)
    ?? (typeof indexedDB === 'undefined' ? null : await fromIndexedDb(key));
  return toStoredSession(kept, now);
}
