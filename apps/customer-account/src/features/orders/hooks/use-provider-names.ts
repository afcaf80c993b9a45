import { useEffect, useState } from 'react';
import { getProvider } from '@thali/firebase-data';

// Names found once are kept for the page's lifetime across visits: a provider's name rarely changes.
const known = new Map<string, string>();
const inFlight = new Map<string, Promise<string | undefined>>();

function lookUp(id: string): Promise<string | undefined> {
  let pending = inFlight.get(id);
  if (!pending) {
    pending = getProvider(id)
      .then((p) => {
        known.set(id, p.name);
        return p.name;
      })
      .catch(() => undefined) // a missing provider keeps showing its id
      .finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  return pending;
}

/** Tests: forget every name. */
export function resetProviderNames() {
  known.clear();
  inFlight.clear();
}

/** The display name of each provider id; the id itself until (or unless) the name is known. */
export function useProviderNames(ids: string[]): (id: string) => string {
  const key = [...new Set(ids.filter(Boolean))].sort().join('|');
  const [, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    const missing = key ? key.split('|').filter((id) => !known.has(id)) : [];
    if (missing.length === 0) return undefined;
    Promise.all(missing.map(lookUp)).then(() => {
      if (live) setVersion((v) => v + 1);
    });
    return () => {
      live = false;
    };
  }, [key]);

  return (id: string) => known.get(id) ?? id;
}
