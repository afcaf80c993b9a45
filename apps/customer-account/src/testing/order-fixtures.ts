import type { Order, OrderLine, Provider } from '@thali/firebase-data';

/** 2026-11-22 12:31 pm in Nagpur (07:01 UTC): when the sample orders were placed. */
export const PLACED_AT = Date.UTC(2026, 10, 22, 7, 1);
export const MINUTE = 60_000;

export const THALI_LINE: OrderLine = { itemId: 'thali', itemName: 'Veg Thali', price: 140, quantity: 2, diet: 'veg' };
export const CHAI_LINE: OrderLine = { itemId: 'chai', itemName: 'Masala Chai', price: 20, quantity: 1 };

/**
 * A whole order of the signed-in customer (customer-uid) from prov-a: Veg Thali × 2 and Masala Chai, ₹300.00 of dishes,
 * the ₹40.00 fee, ₹340.00 in all; new and pending unless told otherwise. Its stage follows from status and step.
 */
export function makeOrder(id: string, extra: Partial<Order> = {}): Order {
  const lines = extra.lines ?? [THALI_LINE, CHAI_LINE];
  const itemsTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const fee = extra.fee ?? 40;
  const base: Order = {
    id, orderNumber: 'TH-2611-0042', userId: 'customer-uid', providerId: 'prov-a', lines, itemsTotal, fee, total: itemsTotal + fee,
    status: 'pending', step: 'new', stage: 'new', timestamp: PLACED_AT, address: '12 Laxmi Nagar, Nagpur 440022',
    customerName: 'Asha', customerPhone: '+919822011111',
  };
  const order = { ...base, ...extra };
  const stage = order.status === 'completed' ? 'delivered' : order.status === 'cancelled' ? 'cancelled' : order.step;
  return { ...order, stage };
}

/** A listed kitchen with a phone (a mobile unless told). */
export function makeKitchen(id: string, name: string, phone = '98765 43210'): Provider {
  return { id, name, cuisine: '', address: '', phone, rating: null, ratingCount: 0, approved: true, holidays: [], accepting: true, pureVeg: false, deliversTo: [], minOrder: 0 } as Provider;
}
