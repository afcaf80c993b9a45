import type { Page } from 'playwright-core';
import { HOME_PLACE } from './address';

// Both sides of an order driven through @thali/firebase-data exactly as the portal shares it (issue 37), in a page
// signed in as that side: the write is the data package's own and the database rules judge it as they judge the
// portal's forms. A customer's journey then needs no particular dashboard, and the kitchen's no particular storefront.

export type KitchenStep = { step: 'accept'; readyBy: number } | { step: 'on_the_way' } | { step: 'delivered' } | { step: 'cancel'; reason: string };

/** Where the page keeps the shared data package once found (see exposeSharedData). */
const SLOT = '__thaliSharedData';

/**
 * Finds @thali/firebase-data in the federation runtime's share scope of this page and keeps it on `globalThis[SLOT]`
 * for the helpers below (page.evaluate cannot carry functions across, so the lookup is done once per page).
 */
async function exposeSharedData(page: Page) {
  await page.evaluate(async (slot) => {
    const g = globalThis as unknown as Record<string, unknown> & {
      __FEDERATION__: { __INSTANCES__: Array<{ loadShare: (name: string) => Promise<false | (() => unknown)> }> };
    };
    if (g[slot]) return;
    for (const instance of g.__FEDERATION__.__INSTANCES__) {
      const get = await instance.loadShare('@thali/firebase-data');
      if (get) {
        g[slot] = get();
        return;
      }
    }
    throw new Error('@thali/firebase-data is not in the share scope');
  }, SLOT);
}

/** The kitchen takes a step on one of its orders, in the kitchen's signed-in page, as its dashboard would. */
export async function kitchenStep(page: Page, providerId: string, orderId: string, action: KitchenStep) {
  await exposeSharedData(page);
  await page.evaluate(async ({ providerId: p, orderId: id, action: a, slot }) => {
    interface Data {
      subscribeProviderOrders(o: { providerId: string; limit: number; onData: (orders: Array<{ id: string }>) => void; onError: (e: Error) => void }): () => void;
      acceptOrder(order: unknown, readyBy: number): Promise<void>;
      markOnTheWay(order: unknown): Promise<void>;
      markDelivered(order: unknown): Promise<void>;
      kitchenCancelOrder(order: unknown, reason: string): Promise<void>;
    }
    const shared = (globalThis as unknown as Record<string, Data>)[slot]!;
    const order = await new Promise<unknown>((resolve, reject) => {
      const stop = shared.subscribeProviderOrders({
        providerId: p, limit: 50, onError: reject,
        onData: (orders) => {
          const found = orders.find((o) => o.id === id);
          if (!found) return;
          resolve(found);
          // the first answer may come before subscribe returned
          setTimeout(() => stop(), 0);
        },
      });
    });
    if (a.step === 'accept') await shared.acceptOrder(order, a.readyBy);
    else if (a.step === 'on_the_way') await shared.markOnTheWay(order);
    else if (a.step === 'delivered') await shared.markDelivered(order);
    else await shared.kitchenCancelOrder(order, a.reason);
  }, { providerId, orderId, action, slot: SLOT });
}

/**
 * The customer places an order (Buy Now's use case) in the customer's signed-in page: the data package's own atomic
 * write (the order, its number, its stats event), judged by the database rules. Delivered to the journey customers'
 * home (HOME_PLACE), as soon as possible (the kitchen must be open), unless `slot` names a later one.
 */
export async function placeOrderAs(
  page: Page, customer: { uid: string; name: string; phone: string },
  item: { id: string; providerId: string; name: string; price: number }, quantity: number,
  orderSlot?: { start: number },
): Promise<{ id: string; orderNumber: string }> {
  await exposeSharedData(page);
  return page.evaluate(async ({ uid, name, phone, item: i, quantity: q, place, orderSlot: at, slot }) => {
    interface Data {
      placeOrder(uid: string, item: unknown, quantity: number, delivery: unknown, slot: unknown): Promise<{ id: string; orderNumber: string }>;
    }
    const shared = (globalThis as unknown as Record<string, Data>)[slot]!;
    return shared.placeOrder(uid, i, q, { place, name, phone }, at ?? { start: Date.now(), asap: true });
  }, { uid: customer.uid, name: customer.name, phone: customer.phone, item, quantity, place: HOME_PLACE, orderSlot: orderSlot ?? null, slot: SLOT });
}

/**
 * Any use case of the shared data package, called in a signed-in page with plain arguments (a journey's undo of what
 * it changed in the demo data, say): the write is the package's own, judged by the rules as the portal's would be.
 */
export async function callSharedData<T = unknown>(page: Page, name: string, args: unknown[]): Promise<T> {
  await exposeSharedData(page);
  return page.evaluate(async ({ name: n, args: a, slot }) => {
    const shared = (globalThis as unknown as Record<string, Record<string, (...x: unknown[]) => Promise<unknown>>>)[slot]!;
    return shared[n]!(...a);
  }, { name, args, slot: SLOT }) as Promise<T>;
}
