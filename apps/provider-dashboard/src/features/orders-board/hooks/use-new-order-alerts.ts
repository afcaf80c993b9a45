import { useEffect } from 'react';
import { formatPrice } from '@thali/auth-cart';
import { useLiveQuery } from '@thali/render';
import { useToast } from '@thali/ui';
import { ordersBoardQueries } from '../api/orders-board-queries';
import { orderLabel } from '../../../shared/order-label';
import { linesSummary } from '../../../shared/order-lines';
import { playBeep } from '../utils/play-beep';
import { notify, useOrderNotifications } from './use-order-notifications';
import { useSoundPreference } from './use-sound-preference';
import { t } from '../messages';

/** The kitchen's orders waiting for it (step New), live, newest first: every one of them (no paging). */
function useNewOrders(providerId: string) {
  return useLiveQuery(ordersBoardQueries.newOrders(providerId));
}

type Seen = { ids: Set<string>; newest: number };

// What each kitchen's alerts have seen, kept while the portal is open: every section of the dashboard is a page of its
// own, so this hook mounts anew on each switch, and an order that arrived in between is still news on the next one.
const seenByKitchen = new Map<string, Seen>();

/** For tests: forget what was seen, as a fresh load of the dashboard would. */
export function forgetSeenOrders() {
  seenByKitchen.clear();
}

/**
 * Tells the kitchen about orders that arrive while the dashboard is open, in any tab: a toast, the beep (when
 * `sound` is on) and, once the kitchen has allowed it, a system notification per order. The orders present on first
 * load of the dashboard are not news; an order is new only when it is newer than every order seen before, so one that comes back
 * into the list (a failed write undone) is not announced again. Returns how many orders wait in step New (the tab
 * title counts them) and the settings the board's header shows.
 */
export function useNewOrderAlerts(providerId: string, beep: (count: number) => void = playBeep) {
  const { data: orders = null } = useNewOrders(providerId);
  const [sound, setSound] = useSoundPreference();
  const notifications = useOrderNotifications();
  const { show } = useToast();

  useEffect(() => {
    if (!orders) return;
    const known = seenByKitchen.get(providerId);
    if (!known) {
      seenByKitchen.set(providerId, { ids: new Set(orders.map((o) => o.id)), newest: Math.max(-Infinity, ...orders.map((o) => o.timestamp)) });
      return;
    }
    const fresh = orders.filter((o) => !known.ids.has(o.id) && o.timestamp > known.newest);
    orders.forEach((o) => known.ids.add(o.id));
    known.newest = Math.max(known.newest, ...orders.map((o) => o.timestamp));
    if (fresh.length === 0) return;
    // Oldest first, so several arrivals read in the order they were placed.
    [...fresh].reverse().forEach((o) => {
      const label = orderLabel(o);
      const summary = linesSummary(o);
      show(t('alerts.toast', { label, summary }), { tone: 'info', durationMs: 6000 });
      notify(t('alerts.title', { label }), `${summary} · ${formatPrice(o.total)}${o.customerName ? ` · ${o.customerName}` : ''}`, o.id);
    });
    // one beep per new order, in a row
    if (sound) beep(fresh.length);
    // `sound` is a dependency too: toggling it re-runs this with nothing fresh, so nothing happens.
  }, [providerId, orders, sound, show, beep]);

  return { newCount: orders?.length ?? 0, sound, setSound, notifications };
}

export type NewOrderAlerts = ReturnType<typeof useNewOrderAlerts>;
