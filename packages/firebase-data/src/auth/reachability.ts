import type { FirebaseRuntimeConfig } from '../config';
import { authEndpoint } from './auth-endpoint';

/**
 * Reachability is probed before signup; we ask our own auth endpoint (never a third-party host).
 * Any HTTP answer counts as reachable. Throws a code-less 'No internet connection' error otherwise.
 */
export async function probeReachability(config: FirebaseRuntimeConfig, timeoutMs = 5000): Promise<void> {
  if (typeof fetch !== 'function') return;
  const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
  const timer = controller ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  try {
    const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined' && !isJsdom();
    await fetch(authEndpoint(config), {
      method: 'GET',
      cache: 'no-store',
      signal: controller?.signal,
      // In a browser an opaque answer is enough to know the host is reachable.
      ...(inBrowser ? { mode: 'no-cors' as RequestMode } : {}),
    });
  } catch (cause) {
    throw new Error('No internet connection: the authentication service could not be reached', { cause });
  } finally {
    if (timer) clearTimeout(timer);
  }
}

function isJsdom(): boolean {
  return typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent);
}
