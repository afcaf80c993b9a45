// The session the Auth SDK keeps on this device, read without the SDK (issue 43: a signed-in page's data on a phone).
// The SDK restores a session only after its ~60 KB have downloaded and it has looked the account up on the network;
// the page's role and first data were asked for after that, 3.5 s into a throttled load. Its record already holds
// who is signed in and an ID token the database accepts, so the page's first reads go out over REST with that token
// as soon as the shell runs (reads/session-first.ts). This is the SDK's own record, not a copy: signing out or another
// account is what the SDK itself finds, and the SDK still confirms the session (lazy-session.ts). A token that has
// expired (an ID token lives an hour: most visits after a break) is refreshed with the record's refresh token, one
// request to the token service, as the SDK would; the new token stays in this page's memory, the SDK keeps its own.
import type { FirebaseRuntimeConfig } from '../config';
import { authEndpoint } from './auth-endpoint';
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

/** The SDK's record as a session (its token as it is, valid or not, and its refresh token if any); else null. */
export function toStoredSession(record: unknown): (StoredSession & { refreshToken: string | null }) | null {
  if (typeof record !== 'object' || record === null) return null;
  const r = record as Record<string, unknown>;
  const tokens = r.stsTokenManager as Record<string, unknown> | null | undefined;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const idToken = text(tokens?.accessToken);
  const expiresAt = tokens?.expirationTime;
  if (typeof r.uid !== 'string' || !r.uid || !idToken || typeof expiresAt !== 'number') return null;
  const phoneNumber = text(r.phoneNumber);
  return {
    user: { uid: r.uid, email: text(r.email), displayName: text(r.displayName), ...(phoneNumber ? { phoneNumber } : {}) },
    idToken,
    expiresAt,
    refreshToken: text(tokens?.refreshToken),
  };
}

/**
 * A new ID token for `refreshToken` from the token service (the Auth emulator's locally), as the SDK refreshes one: a
 * form POST (no preflight). Null when the service refuses it (the account gone or disabled: the SDK will find the
 * same), gives another account's token, or cannot be reached.
 */
export async function refreshIdToken(
  refreshToken: string, uid: string, config: FirebaseRuntimeConfig, now: number,
): Promise<{ idToken: string; expiresAt: number } | null> {
  const service = config.emulators ? `${authEndpoint(config)}securetoken.googleapis.com/` : 'https://securetoken.googleapis.com/';
  try {
    const response = await fetch(`${service}v1/token?key=${encodeURIComponent(config.apiKey)}`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      credentials: 'omit',
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as { id_token?: unknown; expires_in?: unknown; user_id?: unknown };
    const seconds = Number(answer.expires_in);
    if (typeof answer.id_token !== 'string' || !answer.id_token || answer.user_id !== uid || !(seconds > 0)) return null;
    return { idToken: answer.id_token, expiresAt: now + seconds * 1000 };
  } catch {
    return null;
  }
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
 * The session the SDK persisted for the config's app, in the order it looks (this tab's, then the browser's storage,
 * then IndexedDB), with its token if valid for more than a minute yet, else a refreshed one; null when there is none,
 * it cannot be refreshed, or outside a browser.
 */
export async function readStoredSession(config: FirebaseRuntimeConfig, now: number = Date.now()): Promise<StoredSession | null> {
  if (typeof window === 'undefined') return null;
  const key = storedUserKey(config.apiKey);
  const kept = toStoredSession(fromStorage('sessionStorage', key) ?? fromStorage('localStorage', key)
    ?? (typeof indexedDB === 'undefined' ? null : await fromIndexedDb(key)));
  if (!kept) return null;
  const { refreshToken, ...session } = kept;
  if (session.expiresAt - now >= MARGIN_MS) return session;
  const fresh = refreshToken ? await refreshIdToken(refreshToken, session.user.uid, config, now) : null;
  return fresh ? { ...session, ...fresh } : null;
}
