// Delivery details of an order and the customer's cancel window (issue 17): pure, so pages import them without the
// SDK. The limits are @thali/domain's, the same figures the database rules check.
import { NamedError } from '../errors/named-error';
import { ValidationError } from '../errors/validation-error';
import { ORDER_LIMITS, parseMobile } from '@thali/domain';
import type { FieldErrors, Order } from '../model';
import { cleanPlace, validatePlace, PlaceValidationError, type DeliveryPlace, type PlaceField, type PlaceInput } from './place';
import { placeLine } from '@thali/domain/address';
import { sayer } from '../texts/say';
import { ORDERS_TEXTS } from '../texts/orders-texts';

const { text: dataText } = sayer(ORDERS_TEXTS);
/** Address and note bounds and the cancel window, as the rules check them (for forms' maxLength and hints). */
export { ORDER_LIMITS };

/**
 * Where the kitchen delivers (issue 40: a structured place; the order's one-line `address` is derived from it with
 * placeLine), a note for it ("ring twice"), and who to call (issue 37).
 */
export interface OrderDelivery {
  place: DeliveryPlace;
  note?: string;
  /** Also keep this place in the customer's profile, in the same write (it was changed or completed at checkout). */
  saveToProfile?: boolean;
  /** the customer's name, shown on the kitchen's order card */
  name: string;
  /** the customer's mobile number as typed ("98765 43210", "+91 98765 43210"): stored as +91XXXXXXXXXX, on the order and in the profile */
  phone: string;
}
export type DeliveryField = 'address' | 'note' | 'name' | 'phone' | PlaceField;

export const DELIVERY_MESSAGES = {
  addressRequired: dataText('delivery.addressRequired'),
  addressShort: dataText('delivery.addressShort', { min: ORDER_LIMITS.addressMin }),
  addressLong: dataText('delivery.addressLong', { max: ORDER_LIMITS.addressMax }),
  noteLong: dataText('delivery.noteLong', { max: ORDER_LIMITS.noteMax }),
  nameRequired: dataText('delivery.nameRequired'),
  nameLong: dataText('delivery.nameLong', { max: ORDER_LIMITS.customerNameMax }),
  phoneRequired: dataText('delivery.phoneRequired'),
  phoneInvalid: dataText('delivery.phoneInvalid'),
  notCancellable: dataText('delivery.notCancellable'),
  acceptedCallKitchen: dataText('delivery.acceptedCallKitchen'),
  cancelFailed: dataText('delivery.cancelFailed'),
} as const;

/** The customer's mobile number as stored (+91 and 10 digits starting 6–9), or null when `text` is none. */
export function customerMobile(text: string): string | null {
  return parseMobile(text ?? '')?.e164 ?? null;
}

/**
 * The problems of a delivery, by field (empty: fine). Text is measured trimmed, as it is stored. The place (issue 40),
 * a one-line address (older forms), name and phone are each checked when given (a form that asks for part of them
 * validates that part); deliveryFields insists on the place, name and phone.
 */
export function validateDelivery(input: { place?: PlaceInput; address?: string; note?: string; name?: string; phone?: string }): FieldErrors<DeliveryField> {
  const errors: FieldErrors<DeliveryField> = input.place ? { ...validatePlace(input.place) } : {};
  const note = (input.note ?? '').trim();
  if (input.address !== undefined) {
    const address = input.address.trim();
    if (!address) errors.address = DELIVERY_MESSAGES.addressRequired;
    else if (address.length < ORDER_LIMITS.addressMin) errors.address = DELIVERY_MESSAGES.addressShort;
    else if (address.length > ORDER_LIMITS.addressMax) errors.address = DELIVERY_MESSAGES.addressLong;
  }
  if (note.length > ORDER_LIMITS.noteMax) errors.note = DELIVERY_MESSAGES.noteLong;
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (!name) errors.name = DELIVERY_MESSAGES.nameRequired;
    else if (name.length > ORDER_LIMITS.customerNameMax) errors.name = DELIVERY_MESSAGES.nameLong;
  }
  if (input.phone !== undefined) {
    if (!input.phone.trim()) errors.phone = DELIVERY_MESSAGES.phoneRequired;
    else if (!customerMobile(input.phone)) errors.phone = DELIVERY_MESSAGES.phoneInvalid;
  }
  return errors;
}

/** A delivery the rules refuse: nothing was written. */
export class DeliveryValidationError extends ValidationError<DeliveryField> {
  static override readonly errorName = 'DeliveryValidationError';
  static override readonly sentence = DELIVERY_MESSAGES.addressRequired;
}

/** What an order stores of its delivery: the place and its one line (`address`, which the rules compare with it). */
export interface DeliveryRecord { place: DeliveryPlace; address: string; note?: string; customerName: string; customerPhone: string }

/**
 * The delivery as stored: the place cleaned (cleanPlace) with its one line, the note only when there is one, the phone
 * as +91XXXXXXXXXX. Throws a DeliveryValidationError (the place's problems by field too).
 */
export function deliveryFields(delivery: OrderDelivery): DeliveryRecord {
  const errors = validateDelivery({ ...delivery, place: delivery.place ?? {}, name: delivery.name ?? '', phone: delivery.phone ?? '' });
  if (Object.keys(errors).length > 0) throw new DeliveryValidationError(errors);
  let place: DeliveryPlace;
  try {
    place = cleanPlace(delivery.place);
  } catch (error) {
    if (error instanceof PlaceValidationError) throw new DeliveryValidationError(error.errors);
    throw error;
  }
  const note = (delivery.note ?? '').trim();
  return {
    place, address: placeLine(place), ...(note ? { note } : {}), customerName: delivery.name.trim(), customerPhone: customerMobile(delivery.phone)!,
  };
}

/** What the cancel rule reads of an order: its time, and (issue 40) its slot. */
type CancelTimes = Pick<Order, 'timestamp'> & { slotStart?: number; asap?: boolean };

/** Whether the order is for a later slot (issue 40): it has a slot and is not "as soon as possible" (older orders are). */
const forLaterSlot = (order: CancelTimes): order is CancelTimes & { slotStart: number } => typeof order.slotStart === 'number' && order.asap !== true;

/**
 * The customer may cancel until this moment (server time): an "as soon as possible" order (and any order from before
 * issue 40) ORDER_LIMITS.cancelWindowMs after placing it; an order for a later slot until its slot starts (and only
 * while the kitchen has not accepted it, canCustomerCancel).
 */
export const cancelDeadline = (order: CancelTimes): number =>
  forLaterSlot(order) ? order.slotStart : order.timestamp + ORDER_LIMITS.cancelWindowMs;

/**
 * Whether the customer may still cancel the order at `now` (the rules decide by the server's clock): pending, not
 * accepted by the kitchen yet (step 'new'), and before cancelDeadline.
 */
export const canCustomerCancel = (order: Pick<Order, 'status'> & CancelTimes & { step?: Order['step'] }, now: number): boolean =>
  order.status === 'pending' && (order.step ?? 'new') === 'new' && now < cancelDeadline(order);

/** A customer's cancel that is refused: too late, or the kitchen settled the order first. */
export class OrderCancelError extends NamedError {
  static override readonly errorName = 'OrderCancelError';
  static override readonly sentence = DELIVERY_MESSAGES.notCancellable;
}
