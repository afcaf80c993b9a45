// Getting paid (issue 42): a receipt, read once for its page: a received entry, or a report the kitchen confirmed,
// with the kitchen's listing, the customer's name and what was paid for (the bill's plan, month and reference, or the
// order's number), and the day a correction reversed it. The customer and the kitchen both read it (the rules decide).
import { get, ref } from 'firebase/database';
import { billReference } from '@thali/domain/payments';
import { monthLabel } from '@thali/domain';
import { firebase, type DataServices } from '../app';
import { parseOrder } from '../orders/to-orders';
import { isValidKey } from '../reads/keys';
import { parseRecord, providerRecordSchema } from '../schemas';
import { toOneSubscription } from '../subscriptions/to-subscription';
import { CORRECTIONS, DECISIONS, PAYMENTS } from './ledger-paths';
import type { Receipt } from './payment-types';
import { toPaymentEntry } from './to-payment-entry';

const valueAt = async (fb: DataServices, path: string): Promise<unknown> => (await get(ref(fb.db, path))).val();

/** A receipt (a received entry, or a confirmed report); null when the entry is absent or not one. */
export async function readReceipt({ providerId, paymentId }: { providerId: string; paymentId: string }, fb: DataServices = firebase()): Promise<Receipt | null> {
  if (!isValidKey(providerId) || !isValidKey(paymentId)) return null;
  const raw = await valueAt(fb, `${PAYMENTS}/${providerId}/${paymentId}`);
  if (raw === null) return null;
  const kind = (raw as { kind?: unknown }).kind;
  const [decision, correctedBy] = await Promise.all([
    kind === 'reported' ? valueAt(fb, `${DECISIONS}/${providerId}/${paymentId}`) : undefined,
    kind === 'correction' ? undefined : valueAt(fb, `${CORRECTIONS}/${providerId}/${paymentId}`),
  ]);
  const entry = toPaymentEntry(providerId, paymentId, raw, { decision, correctedBy });
  if (!entry || entry.kind === 'correction' || !entry.receipt) return null;
  const what = entry.for;
  const [listing, forValue, correction] = await Promise.all([
    valueAt(fb, `providers/${providerId}`),
    what.kind === 'tiffin' ? valueAt(fb, `subscriptions/${what.subscriptionId}`) : valueAt(fb, `orders/${what.orderId}`),
    entry.correctedBy ? valueAt(fb, `${PAYMENTS}/${providerId}/${entry.correctedBy}`) : undefined,
  ]);
  const kitchen = listing === null ? undefined : parseRecord(providerRecordSchema, `providers/${providerId}`, listing);
  let paidFor: Receipt['for'];
  let customerName: string | undefined;
  if (what.kind === 'tiffin') {
    const sub = toOneSubscription(what.subscriptionId, forValue);
    customerName = sub?.customerName;
    paidFor = { kind: 'tiffin', planName: sub?.planName ?? 'Tiffin', month: what.month,
      reference: billReference(monthLabel(what.month), sub?.billNo, what.subscriptionId) };
  } else {
    const order = forValue === null ? undefined : parseOrder(what.orderId, forValue);
    customerName = order?.customerName;
    paidFor = { kind: 'order', ...(order?.orderNumber ? { orderNumber: order.orderNumber } : {}) };
  }
  const reversedAt = correction && typeof (correction as { at?: unknown }).at === 'number' ? (correction as { at: number }).at : undefined;
  return {
    number: entry.receipt, providerId, paymentId,
    kitchen: {
      name: kitchen?.name ?? 'Kitchen',
      ...(kitchen?.address?.trim() ? { address: kitchen.address.trim() } : {}),
      ...(kitchen?.phone?.trim() ? { phone: kitchen.phone.trim() } : {}),
    },
    customer: { name: customerName ?? 'Customer' },
    for: paidFor, amountPaise: entry.amountPaise, method: entry.method, paidOn: entry.paidOn,
    issuedAt: entry.decision?.at ?? entry.at,
    ...(reversedAt !== undefined ? { reversedOn: reversedAt } : {}),
  };
}
