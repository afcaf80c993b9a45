// A remembered sign-in, so a public page can tell "nobody is signed in here" without the Auth SDK. The hint is kept
// by the session's own listener (index.ts subscribeAuth): set when Auth reports a user, cleared when it reports none.
// It lives in two places because a session does: this tab's (sessionStorage, a sign-in without "Remember me") and
// the browser's (localStorage, remembered). A tab that finds no user clears the browser's hint but not another
// tab's own, so that tab's reload still finds its session.

const KEY = 'thali.signedIn';

function stores(): Storage[] {
  if (typeof window === 'undefined') return [];
  const found: Storage[] = [];
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    try {
      const store = window[name];
      if (store) found.push(store);
    } catch {
      // storage blocked (privacy settings): no hint there
    }
  }
  return found;
}

/**
 * What this device remembers of the session: true (someone signed in here), false (nobody did, as far as we know)
 * or null where there is no storage to tell (Node, blocked storage): then the session is always looked up.
 */
export function sessionHint(): boolean | null {
  const found = stores();
  if (!found.length) return null;
  return found.some((store) => {
    try {
      return store.getItem(KEY) === '1';
    } catch {
      return false;
    }
  });
}

/** Keep what Auth just reported. */
export function rememberSession(signedIn: boolean): void {
  for (const store of stores()) {
    try {
      if (signedIn) store.setItem(KEY, '1');
      else store.removeItem(KEY);
    } catch {
      // full or blocked: the hint is only a shortcut
    }
  }
}

/** Calls back when another tab of this browser signs in (it sets the browser's hint). */
export function onSignInElsewhere(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY && event.newValue === '1') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
