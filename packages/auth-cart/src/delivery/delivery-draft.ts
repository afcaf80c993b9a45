import type { DeliveryPlace } from '@thali/domain/address';
import type { DeliveryProfile } from '@thali/firebase-data';
import {
  cleanPlace, parseLegacyAddress, validateDelivery, validatePlace, type OrderDelivery,
} from '@thali/firebase-data/logic';
import { t } from './messages';

/** What an order form (Buy Now, checkout) holds while the customer types: the place's fields, who to call, a note. */
export interface DeliveryDraft {
  house: string;
  street: string;
  area: string;
  pin: string;
  landmark: string;
  name: string;
  phone: string;
  note: string;
}
export type PlaceDraft = Pick<DeliveryDraft, 'house' | 'street' | 'area' | 'pin' | 'landmark'>;

/** The fields in the order the forms show them (the first in error takes the focus). */
export const DELIVERY_DRAFT_ORDER: readonly (keyof DeliveryDraft)[] = ['house', 'street', 'area', 'pin', 'landmark', 'name', 'phone', 'note'];

export const DELIVERY_DRAFT_TEXTS = {
  /** A profile with only the one-line address from before issue 40. */
  complete: (address: string) => t('complete', { address }),
} as const;

/** The place's fields prefilled from the profile: its place, else what the old one-line address tells (incomplete). */
export function placeDraftOf(profile: { address?: string; place?: DeliveryPlace } | undefined): { draft: PlaceDraft; incomplete: boolean } {
  const place = profile?.place;
  if (place) {
    return { draft: { house: place.house, street: place.street, area: place.area, pin: place.pin, landmark: place.landmark ?? '' }, incomplete: false };
  }
  const old = (profile?.address ?? '').trim();
  if (!old) return { draft: { house: '', street: '', area: '', pin: '', landmark: '' }, incomplete: false };
  const guess = parseLegacyAddress(old);
  return {
    draft: { house: guess.house ?? '', street: guess.street ?? '', area: guess.area ?? '', pin: guess.pin ?? '', landmark: guess.landmark ?? '' },
    incomplete: true,
  };
}

/** An order form's first values: the profile's place (or its old address, to complete), name and mobile; no note. */
export function deliveryDraftOf(profile: DeliveryProfile | undefined, fallbackName: string): { draft: DeliveryDraft; incomplete: boolean } {
  const { draft, incomplete } = placeDraftOf(profile);
  // the customer types the 10 digits after the +91 the box shows
  const phone = (profile?.phone ?? '').replace(/^\+91/, '');
  return { draft: { ...draft, name: profile?.name || fallbackName, phone, note: '' }, incomplete };
}

/** The problems of an order form, by field: the place's (validatePlace), then name, mobile and note. */
export function validateDeliveryDraft(v: DeliveryDraft) {
  const { address: _address, ...others } = validateDelivery({ address: 'the place is checked on its own', name: v.name, phone: v.phone, note: v.note });
  return { ...validatePlace(v), ...others };
}

const samePlace = (a: DeliveryPlace | undefined, b: DeliveryPlace) =>
  Boolean(a) && a!.house === b.house && a!.street === b.street && a!.area === b.area && a!.pin === b.pin && (a!.landmark ?? '') === (b.landmark ?? '');

/** The delivery an order is placed with; the place is saved to the profile when it differs from the profile's. */
export function deliveryOf(v: DeliveryDraft, profile: DeliveryProfile | undefined): OrderDelivery {
  const place = cleanPlace(v);
  return { place, note: v.note.trim(), name: v.name.trim(), phone: v.phone.trim(), saveToProfile: !samePlace(profile?.place, place) };
}
