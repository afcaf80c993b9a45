// Where an order or a subscription goes (issue 40): a structured place (house, street, area, PIN code, landmark) and
// what may be refused about it before anything is written: the PIN code of another area, an area the kitchen does not
// deliver to, a basket under the kitchen's minimum. Pure, so pages import it without the SDK; the database rules
// check the same (packages/local-firebase/RULES.md, "Where an order goes").
import { PIN_PATTERN, PLACE_LIMITS, placeLine, type DeliveryPlace, type PlaceField } from '@thali/domain/address';
import { AREA_NAMES, DELIVERY_AREAS } from '@thali/domain/areas';
import { THALI_LOCALE } from '@thali/domain/locale';
import { NamedError } from '../errors/named-error';
import { ValidationError } from '../errors/validation-error';
import type { DataMessage } from '../texts/data-texts';
import { sayer } from '../texts/say';
import { ORDERS_TEXTS } from '../texts/orders-texts';
import type { FieldErrors } from '../model';

const { text: dataText, message: dataMessage } = sayer(ORDERS_TEXTS);
export { PLACE_LIMITS, placeLine, type DeliveryPlace, type PlaceField };

/** The PIN codes of an area ([] for a name not on the list). */
const pinsOf = (area: string): readonly string[] => DELIVERY_AREAS.find((a) => a.area === area)?.zipCodes ?? [];

/** Rupees as Thali writes them: ₹60, ₹1,250, ₹59.50. */
const rupees = (amount: number): string => {
  const whole = Number.isInteger(amount);
  return `₹${amount.toLocaleString(THALI_LOCALE, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
};

export const PLACE_MESSAGES = {
  houseRequired: dataText('place.houseRequired'),
  houseLong: dataText('place.houseLong', { max: PLACE_LIMITS.houseMax }),
  streetRequired: dataText('place.streetRequired'),
  streetShort: dataText('place.streetShort', { min: PLACE_LIMITS.streetMin }),
  streetLong: dataText('place.streetLong', { max: PLACE_LIMITS.streetMax }),
  areaRequired: dataText('place.areaRequired'),
  areaUnknown: dataText('place.areaUnknown'),
  pinInvalid: dataText('place.pinInvalid'),
  landmarkLong: dataText('place.landmarkLong', { max: PLACE_LIMITS.landmarkMax }),
  /** '440035 is not a PIN code of Dharampeth. Its PIN code is 440010.' */
  pinNotOfArea: (pin: string, area: string): string => {
    const pins = pinsOf(area);
    return dataText(pins.length === 1 ? 'place.pinNotOfArea' : 'place.pinNotOfAreaMany', { pin, area, pins });
  },
  /** 'Saoji Ghar Rasoi delivers only to Sitabuldi (440012) and Dharampeth (440010).' */
  notServed: (kitchenName: string, areas: readonly string[]): string => notServedMessage(kitchenName, areas).text,
  noAreas: (kitchenName: string): string => dataText('place.noAreas', { kitchen: kitchenName }),
  /** 'Add ₹60 more to order from Saoji Ghar Rasoi.' */
  belowMinimum: (kitchenName: string, short: number): string => dataText('place.belowMinimum', { amount: rupees(short), kitchen: kitchenName }),
} as const;

/** The areas as a list (a page joins it in the reader's language), each with its PIN codes. */
const notServedMessage = (kitchenName: string, areas: readonly string[]): DataMessage =>
  dataMessage('place.notServed', { kitchen: kitchenName, areas: areas.map((a) => `${a} (${pinsOf(a).join(', ')})`) });

/** What a form holds of a place (any field may be missing or untrimmed). */
export type PlaceInput = Partial<Record<PlaceField, string>>;

const trimmed = (input: PlaceInput, f: PlaceField): string => String(input[f] ?? '').trim();
/** A PIN code as typed ('440 010' too): its characters without spaces. */
const pinOf = (input: PlaceInput): string => trimmed(input, 'pin').replace(/\s+/g, '');

/** Whether `pin` is one of `area`'s PIN codes (both as stored). */
export const isPinOfArea = (pin: string, area: string): boolean => pinsOf(area).includes(pin);

/**
 * The problems of a place, by field (empty: fine), measured trimmed as it is stored: house 1–60 characters, street
 * 3–100, an area of the list, a 6-digit PIN code of that area, a landmark of at most 80 when given.
 */
export function validatePlace(input: PlaceInput): FieldErrors<PlaceField> {
  const errors: FieldErrors<PlaceField> = {};
  const house = trimmed(input, 'house');
  const street = trimmed(input, 'street');
  const area = trimmed(input, 'area');
  const pin = pinOf(input);
  if (!house) errors.house = PLACE_MESSAGES.houseRequired;
  else if (house.length > PLACE_LIMITS.houseMax) errors.house = PLACE_MESSAGES.houseLong;
  if (!street) errors.street = PLACE_MESSAGES.streetRequired;
  else if (street.length < PLACE_LIMITS.streetMin) errors.street = PLACE_MESSAGES.streetShort;
  else if (street.length > PLACE_LIMITS.streetMax) errors.street = PLACE_MESSAGES.streetLong;
  if (!area) errors.area = PLACE_MESSAGES.areaRequired;
  else if (!(AREA_NAMES as readonly string[]).includes(area)) errors.area = PLACE_MESSAGES.areaUnknown;
  if (!new RegExp(PIN_PATTERN).test(pin)) errors.pin = PLACE_MESSAGES.pinInvalid;
  else if (!errors.area && !isPinOfArea(pin, area)) errors.pin = PLACE_MESSAGES.pinNotOfArea(pin, area);
  if (trimmed(input, 'landmark').length > PLACE_LIMITS.landmarkMax) errors.landmark = PLACE_MESSAGES.landmarkLong;
  return errors;
}

/** A place the rules would refuse: nothing was written. `errors` by field, for the form. */
export class PlaceValidationError extends ValidationError<PlaceField> {
  static override readonly errorName = 'PlaceValidationError';
  static override readonly sentence = PLACE_MESSAGES.pinInvalid;
}

/** The place as stored: trimmed, the PIN code without spaces, the landmark only when given. Throws a PlaceValidationError. */
export function cleanPlace(input: PlaceInput): DeliveryPlace {
  const errors = validatePlace(input);
  if (Object.keys(errors).length > 0) throw new PlaceValidationError(errors);
  const landmark = trimmed(input, 'landmark');
  return {
    house: trimmed(input, 'house'), street: trimmed(input, 'street'), area: trimmed(input, 'area'), pin: pinOf(input),
    ...(landmark ? { landmark } : {}),
  };
}

/**
 * Best effort from an old one-line address (orders, subscriptions and profiles from before issue 40), to pre-fill
 * "complete your address": a 6-digit PIN code in it, an area of the list named in it (else the PIN code's only area),
 * a short first part with a digit ('12', 'Flat 4B') as the house, the rest as the street ("Nagpur" left out).
 */
export function parseLegacyAddress(text: string): Partial<DeliveryPlace> {
  let rest = String(text ?? '');
  const out: Partial<DeliveryPlace> = {};
  const pin = /(?<![0-9])[1-9][0-9]{2}\s?[0-9]{3}(?![0-9])/.exec(rest);
  if (pin) {
    out.pin = pin[0].replace(/\s/g, '');
    rest = rest.replace(pin[0], ' ');
  }
  // the longest name first, so that a name inside another cannot take its place
  const named = [...AREA_NAMES].sort((a, b) => b.length - a.length)
    .find((a) => new RegExp(`\\b${a.replace(/\s+/g, '\\s+')}\\b`, 'i').test(rest));
  if (named) {
    out.area = named;
    rest = rest.replace(new RegExp(`\\b${named.replace(/\s+/g, '\\s+')}\\b`, 'i'), ' ');
  } else if (out.pin) {
    const areas = DELIVERY_AREAS.filter((a) => a.zipCodes.includes(out.pin!));
    if (areas.length === 1) out.area = areas[0]!.area;
  }
  rest = rest.replace(/\bnagpur\b/gi, ' ');
  const parts = rest.split(/[,\n]/).map((p) => p.replace(/\s+/g, ' ').replace(/^[\s\-–.]+|[\s\-–.]+$/g, '')).filter(Boolean);
  if (parts.length > 1 && /[0-9]/.test(parts[0]!) && parts[0]!.length <= 20) out.house = parts.shift()!;
  if (parts.length > 0) out.street = parts.join(', ');
  return out;
}

/** What an order or subscription needs to know of its kitchen: its name and the areas it delivers to. */
export interface PlaceKitchen { name: string; deliversTo: readonly string[] }

/**
 * '' when the kitchen delivers to the place's area; else the sentence that says where it does deliver
 * ('Saoji Ghar Rasoi delivers only to Sitabuldi (440012) and Dharampeth (440010).'), or that it has chosen no areas.
 */
export function placeProblemForKitchen(place: Pick<DeliveryPlace, 'area'>, kitchen: PlaceKitchen): string {
  return placeProblemMessage(place, kitchen)?.text ?? '';
}

/** The same sentence with its id and values (for a DeliveryAreaError); undefined when the kitchen delivers there. */
export function placeProblemMessage(place: Pick<DeliveryPlace, 'area'>, kitchen: PlaceKitchen): DataMessage | undefined {
  if (kitchen.deliversTo.length === 0) return dataMessage('place.noAreas', { kitchen: kitchen.name });
  return kitchen.deliversTo.includes(place.area) ? undefined : notServedMessage(kitchen.name, kitchen.deliversTo);
}

/** Rupees missing from the dishes' subtotal to reach the kitchen's minimum (absent: 0); 0 when it is met. */
export function minimumShortfall(itemsTotal: number, minOrder: number | undefined): number {
  const short = (minOrder ?? 0) - itemsTotal;
  return short > 0 ? Math.round(short * 100) / 100 : 0;
}

/** 'Add ₹60 more to order from Saoji Ghar Rasoi.' */
export const minimumMessage = (kitchenName: string, short: number): string => PLACE_MESSAGES.belowMinimum(kitchenName, short);

/** An order or subscription to a kitchen that does not deliver to its place: nothing was written. */
export class DeliveryAreaError extends NamedError {
  static override readonly errorName = 'DeliveryAreaError';
  static override readonly sentence = dataText('place.notDelivered');
  constructor(readonly providerId: string, message?: string | DataMessage) {
    super(message);
  }

  /** What the customer reads (the kitchen's areas named). */
  get sentence(): string {
    return this.message;
  }
}

/** An order whose dishes come to less than the kitchen's minimum: nothing was written. `short`: the rupees missing. */
export class MinimumOrderError extends NamedError {
  static override readonly errorName = 'MinimumOrderError';
  static override readonly sentence = dataText('place.minimum');
  constructor(readonly providerId: string, readonly short: number, kitchenName?: string) {
    super(kitchenName ? minimumMessage(kitchenName, short) : undefined);
  }

  /** What the customer reads ('Add ₹60 more to order from Saoji Ghar Rasoi.'). */
  get sentence(): string {
    return this.message;
  }
}
