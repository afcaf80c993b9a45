import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { resolveDeliverTo, type DeliverTo } from '@thali/domain/areas';
import { readSessionPrefs, writeSessionPref } from '@thali/render/session';
import { useQueryOnce, queryOptions } from '@thali/render';
import { useAuth } from '@thali/auth-cart';
import { getDeliveryProfile, type DeliveryProfile } from '@thali/firebase-data';

// "Deliver to": the PIN code or area the reader chose, kept in the `__session` cookie (the one the shell's server reads,
// so a composed /providers is already narrowed to it). One value for every page of this remote: the pages read it
// here, and a choice made on one is seen by the others at once.
const listeners = new Set<() => void>();
let chosen: string | undefined;
let read = false;

function current(): string | undefined {
  if (!read) {
    chosen = readSessionPrefs().deliver;
    read = true;
  }
  return chosen;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps (or, with '', forgets) the reader's place to deliver to, and tells every page showing it. */
export function chooseDeliverTo(label: string): void {
  writeSessionPref('deliver', label);
  chosen = label || undefined;
  read = true;
  for (const listener of listeners) listener();
}

export interface DeliverToChoice {
  /** The place chosen ('440010', 'Dharampeth'), or null. */
  label: string | null;
  /** Its areas (none for a PIN code Thali does not serve). */
  deliverTo: DeliverTo | null;
  choose: (label: string) => void;
}

/**
 * The reader's place to deliver to. A server rendering the page's copy answers the request's (readSessionPrefs); the
 * browser its cookie. A signed-in customer who has not chosen yet gets the PIN code of the profile's address, kept as
 * the choice.
 */
export function useDeliverTo(): DeliverToChoice {
  const label = useSyncExternalStore(subscribe, current, () => readSessionPrefs().deliver) ?? null;
  const { user } = useAuth();
  // the profile's delivery details under the key the order forms read them by (@thali/auth-cart/delivery, an entry
  // with the forms themselves, which this page does not bundle for one PIN code)
  const uid = label === null && user ? user.uid : '';
  const profile = useQueryOnce(queryOptions<DeliveryProfile>({ key: ['checkout-profile', uid], read: () => getDeliveryProfile(uid) }), { enabled: Boolean(uid) });
  const profilePin = profile.data?.place?.pin;
  useEffect(() => {
    if (label === null && profilePin) chooseDeliverTo(profilePin);
  }, [label, profilePin]);
  const choose = useCallback((next: string) => chooseDeliverTo(next), []);
  return { label, deliverTo: label === null ? null : resolveDeliverTo(label), choose };
}

/** For tests: forget what was read, so the next render reads the cookie again. */
export function resetDeliverToForTests(): void {
  read = false;
  chosen = undefined;
}
