import { useCallback, useState } from 'react';

/** What the browser lets this page do with system notifications. */
export type NotificationState = 'unsupported' | NotificationPermission;

const api = (): typeof Notification | undefined =>
  typeof window !== 'undefined' && typeof window.Notification === 'function' ? window.Notification : undefined;

const current = (): NotificationState => api()?.permission ?? 'unsupported';

/**
 * The Notification API's permission, and a way to ask for it. Asking is only ever the answer to the kitchen pressing
 * a button (never on load: browsers distrust, and then silence, sites that ask unprompted).
 */
export function useOrderNotifications() {
  const [state, setState] = useState<NotificationState>(current);
  const ask = useCallback(async () => {
    const Api = api();
    if (!Api) return;
    try {
      setState(await Api.requestPermission());
    } catch {
      // Older Safari takes a callback instead of returning a promise: read where it ended up.
      setState(current());
    }
  }, []);
  return { state, ask };
}

/**
 * One system notification (shown even while the kitchen looks at another tab or window). Clicking it brings the
 * dashboard back. Never throws: where the page may not construct one (Chrome on Android wants a service worker),
 * the toast and the sound still tell the kitchen.
 */
export function notify(title: string, body: string, tag: string): void {
  const Api = api();
  if (!Api || Api.permission !== 'granted') return;
  try {
    const note = new Api(title, { body, tag });
    note.onclick = () => {
      window.focus();
      note.close();
    };
  } catch {
    // See above.
  }
}
