import { useEffect, useState } from 'react';
import { subscribeMenuItems, type MenuItem } from '@thali/firebase-data';

/** The provider's own menu items, live, newest first (what customers see on the public menu). */
export function useMyMenuItems(providerId: string) {
  const [state, setState] = useState<{ items: MenuItem[] | null; error: Error | null }>({ items: null, error: null });
  useEffect(() => {
    setState({ items: null, error: null });
    return subscribeMenuItems(
      providerId,
      (items) => setState({ items: [...items].sort((a, b) => b.createdAt - a.createdAt), error: null }),
      (error) => setState((s) => ({ ...s, error })),
    );
  }, [providerId]);
  return state;
}
