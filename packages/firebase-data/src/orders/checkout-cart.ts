import { get, ref } from 'firebase/database';
import { firebase, type FirebaseServices } from '../app';
import type { CartLine } from '../model';
import { newOrderId, orderCreationWrites, writeWithMonthFallback, type NewOrderLine } from './order-writes';

/**
 * Group lines into rounds holding at most one line per provider: the rules accept one stats event per
 * provider per write. A basket whose lines all come from different providers is a single round.
 */
export function checkoutRounds<T extends { providerId: string }>(lines: T[]): T[][] {
  const rounds: T[][] = [];
  const seen = new Map<string, number>();
  for (const line of lines) {
    const r = seen.get(line.providerId) ?? 0;
    seen.set(line.providerId, r + 1);
    (rounds[r] ??= []).push(line);
  }
  return rounds;
}

/** Before a multi-round checkout: every line must still match its menu item, or nothing is written. */
async function preflight(fb: FirebaseServices, lines: NewOrderLine[]): Promise<void> {
  await Promise.all(lines.map(async (line) => {
    const snap = await get(ref(fb.db, `menu-items/${line.itemId}`));
    const item = snap.val() as { price?: unknown; providerId?: unknown; name?: unknown } | null;
    if (!item || item.price !== line.price || item.providerId !== line.providerId || item.name !== line.itemName) {
      throw new Error(`'${line.itemName}' has changed or is no longer available`);
    }
  }));
}

/**
 * Checkout: one pending order per line, each provider's stats event and the removal of those lines from
 * the basket, in one atomic multi-path update: all of it happens or none of it does. Returns the order ids
 * (in line order); an empty basket does nothing.
 *
 * Exception forced by the rules (one stats event per provider per write): when the basket holds several lines
 * of the same provider, the checkout runs in rounds (each atomic, each removing its own lines from the basket),
 * after checking every line against the menu first. See API.md.
 */
export async function checkoutCart(uid: string, lines: CartLine[], fb: FirebaseServices = firebase()): Promise<string[]> {
  if (!uid) throw new Error('Please login to proceed.');
  if (!lines || lines.length === 0) return [];
  const orders = lines.map((l) => ({
    cartId: l.id,
    orderId: newOrderId(fb),
    line: { itemId: l.id, providerId: l.providerId, itemName: l.name, price: Number(l.price), quantity: Math.floor(Number(l.quantity)) } satisfies NewOrderLine,
    providerId: l.providerId,
  }));
  for (const o of orders) {
    if (!o.line.providerId || !Number.isFinite(o.line.quantity) || o.line.quantity < 1) throw new Error(`Invalid basket line '${o.cartId}'`);
  }
  const rounds = checkoutRounds(orders);
  if (rounds.length > 1) await preflight(fb, orders.map((o) => o.line));
  for (const round of rounds) {
    const providers = round.map((o) => o.providerId);
    await writeWithMonthFallback(fb, providers, (modeOf) => {
      const writes: Record<string, unknown> = {};
      for (const o of round) {
        Object.assign(writes, orderCreationWrites(uid, o.orderId, o.line, modeOf(o.providerId)));
        writes[`users/${uid}/cart/${o.cartId}`] = null;
      }
      return writes;
    });
  }
  return orders.map((o) => o.orderId);
}
