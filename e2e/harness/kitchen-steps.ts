import type { Page } from 'playwright-core';

// The kitchen's side of an order, for the customer's journeys (issue 37): a step taken through @thali/firebase-data
// exactly as the portal shares it, in a page signed in as the kitchen, so the write is the data package's own and the
// database rules judge it as they judge the dashboard's. A customer's journey then needs no particular dashboard.

export type KitchenStep = { step: 'accept'; readyBy: number } | { step: 'on_the_way' } | { step: 'delivered' } | { step: 'cancel'; reason: string };

/**
 * The kitchen takes a step on one of its orders through @thali/firebase-data as the portal shares it (the federation
 * runtime's share scope), in the kitchen's signed-in page: the same use case, the same rules, as its dashboard would.
 */
export async function kitchenStep(page: Page, providerId: string, orderId: string, action: KitchenStep) {
  await page.evaluate(async ({ providerId: p, orderId: id, action: a }) => {
    interface Data {
      subscribeProviderOrders(o: { providerId: string; limit: number; onData: (orders: Array<{ id: string }>) => void; onError: (e: Error) => void }): () => void;
      acceptOrder(order: unknown, readyBy: number): Promise<void>;
      markOnTheWay(order: unknown): Promise<void>;
      markDelivered(order: unknown): Promise<void>;
      kitchenCancelOrder(order: unknown, reason: string): Promise<void>;
    }
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ loadShare: (name: string) => Promise<false | (() => Data)> }> } }).__FEDERATION__;
    let data: Data | undefined;
    for (const instance of federation.__INSTANCES__) {
      const get = await instance.loadShare('@thali/firebase-data');
      if (get) {
        data = get();
        break;
      }
    }
    if (!data) throw new Error('@thali/firebase-data is not in the share scope');
    const shared = data;
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
  }, { providerId, orderId, action });
}

