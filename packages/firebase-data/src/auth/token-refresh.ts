import { onIdTokenChanged, type Auth } from 'firebase/auth';

const quiet = () => typeof process !== 'undefined' && process.env?.NODE_ENV === 'test';

/** A token error 'visibility-check-was-unavailable' is answered by reloading the user. */
export async function handleTokenError(auth: Auth, error: unknown): Promise<void> {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'auth/visibility-check-was-unavailable' || code === 'visibility-check-was-unavailable') {
    try {
      await auth.currentUser?.reload();
    } catch (reloadError) {
      if (!quiet()) console.warn('[firebase-data] reload after token error failed', reloadError);
    }
  } else if (!quiet()) {
    console.warn('[firebase-data] token refresh failed', error);
  }
}

/** Token-refresh listener: logs a refresh, reloads the user on a visibility-check error. */
export function watchTokenRefresh({ auth }: { auth: Auth }): () => void {
  return onIdTokenChanged(
    auth,
    (user) => {
      if (user && !quiet()) console.debug('[firebase-data] ID token refreshed');
    },
    (error) => void handleTokenError(auth, error),
  );
}
