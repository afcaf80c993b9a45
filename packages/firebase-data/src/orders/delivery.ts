// Delivery details of an order and the customer's cancel window (issue 17): pure, so pages import them without the
// SDK. The limits are @thali/domain's, the same figures the database rules check.
import { NamedError } from '../errors/named-error';
import { ORDER_LIMITS } from '@thali/domain';
import type { FieldErrors, Order } from '../model';

/** Address and note bounds and the cancel window, as the rules check them (for forms' maxLength and hints). */
export { ORDER_LIMITS };

/** Where the kitchen delivers, and a note for it ("ring twice"). */
export interface OrderDelivery {
  address: string;
  note?: string;
  /** Also keep this address in the customer's profile, in the same write (the address was changed at checkout). */
  saveToProfile?: boolean;
}
export type DeliveryField = 'address' | 'note';

export const DELIVERY_MESSAGES = {
  addressRequired: 'Please enter the delivery address.',
  addressShort: `The delivery address needs at least ${ORDER_LIMITS.addressMin} characters.`,
  addressLong: `The delivery address can have at most ${ORDER_LIMITS.addressMax} characters.`,
  noteLong: `The note can have at most ${ORDER_LIMITS.noteMax} characters.`,
  notCancellable: 'This order can no longer be cancelled.',
  cancelFailed: 'Could not cancel the order. Please try again.',
} as const;

/** The problems of a delivery, by field (empty: fine). Text is measured trimmed, as it is stored. */
export function validateDelivery(input: { address: string; note?: string }): FieldErrors<DeliveryField> {
  const errors: FieldErrors<DeliveryField> = {};
  const address = (input.address ?? '').trim();
  const note = (input.note ?? '').trim();
  if (!address) errors.address = DELIVERY_MESSAGES.addressRequired;
  else if (address.length < ORDER_LIMITS.addressMin) errors.address = DELIVERY_MESSAGES.addressShort;
  else if (address.length > ORDER_LIMITS.addressMax) errors.address = DELIVERY_MESSAGES.addressLong;
  if (note.length > ORDER_LIMITS.noteMax) errors.note = DELIVERY_MESSAGES.noteLong;
  return errors;
}

/** A delivery the rules refuse: nothing was written. */
export class DeliveryValidationError extends NamedError {
  static override readonly errorName = 'DeliveryValidationError';
  constructor(readonly errors: FieldErrors<DeliveryField>) {
    super(Object.values(errors)[0] ?? DELIVERY_MESSAGES.addressRequired);
  }
}

/** The delivery as stored: trimmed, the note only when there is one. Throws a DeliveryValidationError. */
export function deliveryFields(delivery: OrderDelivery): { address: string; note?: string } {
  const errors = validateDelivery(delivery);
  if (Object.keys(errors).length > 0) throw new DeliveryValidationError(errors);
  const note = (delivery.note ?? '').trim();
  return { address: delivery.address.trim(), ...(note ? { note } : {}) };
}

/** The customer may cancel until this moment (server time): ORDER_LIMITS.cancelWindowMs after placing it. */
export const cancelDeadline = (order: Pick<Order, 'timestamp'>): number => order.timestamp + ORDER_LIMITS.cancelWindowMs;

/** Whether the customer may still cancel the order at `now` (the rules decide by the server's clock). */
export const canCustomerCancel = (order: Pick<Order, 'status' | 'timestamp'>, now: number): boolean =>
  order.status === 'pending' && now < cancelDeadline(order);

/** A customer's cancel that is refused: too late, or the kitchen settled the order first. */
export class OrderCancelError extends NamedError {
  static override readonly errorName = 'OrderCancelError';
  constructor(message: string = DELIVERY_MESSAGES.notCancellable) {
    super(message);
  }
}
