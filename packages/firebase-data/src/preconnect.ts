import { sessionEndpoints } from './auth/auth-endpoint';
import { readConfig, type FirebaseRuntimeConfig } from './config';

// Connections opened ahead of the requests that will need them, while the page still renders: the handshakes (a
// round trip or two, more with TLS, on a phone's network) are then done when the request goes out. Anonymous, like
// the requests themselves (a REST read sends no credential, nor does the Auth SDK's fetch to another origin), so the
// browser uses these connections for them.

/** Origins already connected to. */
const warmed = new Set<string>();

function preconnect(address: string): void {
  if (typeof document === 'undefined') return;
  let origin: string;
  try {
    origin = new URL(address).origin;
  } catch {
    return; // not a URL: the request itself reports
  }
  if (warmed.has(origin)) return;
  warmed.add(origin);
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

/** The database's REST origin: a visitor's first reads go out once the page is on screen. */
export function preconnectDatabase(config: FirebaseRuntimeConfig = readConfig()): void {
  preconnect(config.databaseURL);
}

/** The Auth hosts: a remembered session starts with a call to them once the Auth SDK has loaded. */
export function preconnectAuth(config: FirebaseRuntimeConfig = readConfig()): void {
  for (const endpoint of sessionEndpoints(config)) preconnect(endpoint);
}
