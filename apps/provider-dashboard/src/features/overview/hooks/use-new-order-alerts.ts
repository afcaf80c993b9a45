import { useEffect, useRef } from 'react';
import type { Order } from '@thali/firebase-data';
import { useToast } from '@thali/ui';
import { playBeep } from '../utils/play-beep';

/**
 * Announces orders that arrive while the dashboard is open (toast, and a beep when `sound` is on).
 * The orders present on first load are not news. An order counts as new only when it is newer than
 * every order seen before, so an older order sliding back into the 5-order window is not announced.
 */
export function useNewOrderAlerts(orders: Order[] | null, sound: boolean, beep: () => void = playBeep) {
  const { show } = useToast();
  const seen = useRef<{ ids: Set<string>; newest: number } | null>(null);

  useEffect(() => {
    if (!orders) return;
    if (!seen.current) {
      seen.current = { ids: new Set(orders.map((o) => o.id)), newest: Math.max(-Infinity, ...orders.map((o) => o.timestamp)) };
      return;
    }
    const known = seen.current;
    const fresh = orders.filter((o) => !known.ids.has(o.id) && o.timestamp > known.newest);
    orders.forEach((o) => known.ids.add(o.id));
    known.newest = Math.max(known.newest, ...orders.map((o) => o.timestamp));
    if (fresh.length === 0) return;
    // Oldest first, so several arrivals read in the order they were placed.
    [...fresh].reverse().forEach((o) => show(`New order: ${o.itemName} × ${o.quantity}`, { tone: 'info', durationMs: 6000 }));
    if (sound) beep();
    // `sound` is a dependency too: toggling it re-runs this with nothing fresh, so nothing happens.
  }, [orders, sound, show, beep]);
}
