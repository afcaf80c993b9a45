import { MAX_LENGTH } from '@thali/domain';
import { isAreaName } from '@thali/domain/areas';
import { CUISINE_OTHER_MAX, isCuisine, type Cuisine } from '@thali/domain/cuisines';
import { fssaiNumber, kitchenPhone, KITCHEN_ADDRESS } from '@thali/domain/kitchen-details';
import { ValidationError } from '../errors/validation-error';
import type { FieldErrors } from '../model';
import { sayer } from '../texts/say';
import { KITCHENS_TEXTS } from '../texts/kitchens-texts';

const { text: dataText } = sayer(KITCHENS_TEXTS);
/** A kitchen's details as its signup or profile form holds them (issue 39); fssai and cuisineOther may be ''. */
export interface KitchenDetailsInput {
  name: string;
  phone: string;
  area: string;
  address: string;
  cuisine: string;
  cuisineOther: string;
  fssai: string;
}
export type KitchenDetailsField = keyof KitchenDetailsInput;

/** The details as the listing stores them: the phone as people read it, the FSSAI number's 14 digits, trimmed text. */
export interface KitchenDetailsRecord {
  name: string;
  phone: string;
  area: string;
  address: string;
  cuisine: Cuisine;
  /** only with cuisine 'other' */
  cuisineOther?: string;
  /** absent when the kitchen gave none */
  fssai?: string;
}

export const KITCHEN_DETAILS_MESSAGES = {
  nameRequired: dataText('kitchenDetails.nameRequired'),
  nameTooLong: dataText('kitchenDetails.nameTooLong', { max: MAX_LENGTH.name }),
  phoneInvalid: dataText('kitchenDetails.phoneInvalid'),
  areaRequired: dataText('kitchenDetails.areaRequired'),
  addressShort: dataText('kitchenDetails.addressShort'),
  addressTooLong: dataText('kitchenDetails.addressTooLong', { max: KITCHEN_ADDRESS.max }),
  cuisineRequired: dataText('kitchenDetails.cuisineRequired'),
  cuisineOtherRequired: dataText('kitchenDetails.cuisineOtherRequired', { max: CUISINE_OTHER_MAX }),
  fssaiInvalid: dataText('kitchenDetails.fssaiInvalid'),
} as const;

/** A kitchen's details refused before anything was written, field by field. */
export class KitchenDetailsError extends ValidationError<KitchenDetailsField> {
  static override readonly errorName = 'KitchenDetailsError';
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** What is wrong with each field, in the form's order; {} when the details may be stored. */
export function kitchenDetailsErrors(input: Partial<KitchenDetailsInput>): FieldErrors<KitchenDetailsField> {
  const errors: FieldErrors<KitchenDetailsField> = {};
  const name = text(input.name);
  if (!name) errors.name = KITCHEN_DETAILS_MESSAGES.nameRequired;
  else if (name.length > MAX_LENGTH.name) errors.name = KITCHEN_DETAILS_MESSAGES.nameTooLong;
  if (!kitchenPhone(input.phone)) errors.phone = KITCHEN_DETAILS_MESSAGES.phoneInvalid;
  if (!isAreaName(input.area)) errors.area = KITCHEN_DETAILS_MESSAGES.areaRequired;
  const address = text(input.address);
  if (address.length < KITCHEN_ADDRESS.min) errors.address = KITCHEN_DETAILS_MESSAGES.addressShort;
  else if (address.length > KITCHEN_ADDRESS.max) errors.address = KITCHEN_DETAILS_MESSAGES.addressTooLong;
  if (!isCuisine(input.cuisine)) errors.cuisine = KITCHEN_DETAILS_MESSAGES.cuisineRequired;
  const other = text(input.cuisineOther);
  if (input.cuisine === 'other' && (!other || other.length > CUISINE_OTHER_MAX)) errors.cuisineOther = KITCHEN_DETAILS_MESSAGES.cuisineOtherRequired;
  if (text(input.fssai) && !fssaiNumber(input.fssai)) errors.fssai = KITCHEN_DETAILS_MESSAGES.fssaiInvalid;
  return errors;
}

/** The record the listing stores; throws a KitchenDetailsError (nothing to write) when a field is wrong. */
export function kitchenDetailsRecord(input: KitchenDetailsInput): KitchenDetailsRecord {
  const errors = kitchenDetailsErrors(input);
  if (Object.keys(errors).length > 0) throw new KitchenDetailsError(errors);
  const fssai = fssaiNumber(input.fssai);
  return {
    name: text(input.name), phone: kitchenPhone(input.phone) as string, area: input.area, address: text(input.address),
    cuisine: input.cuisine as Cuisine,
    ...(input.cuisine === 'other' ? { cuisineOther: text(input.cuisineOther) } : {}),
    ...(fssai ? { fssai } : {}),
  };
}

/**
 * A kitchen's details among the changes, checked as signup checks them (issue 39): a phone customers can call, an
 * area of the list, an address, a cuisine of the list (Other with its words), an FSSAI number or none. Only the
 * fields given are checked; a KitchenDetailsError names the wrong ones and nothing is written.
 */
export function checkKitchenChanges(changes: Partial<KitchenDetailsInput>): void {
  const given = (['name', 'phone', 'area', 'address', 'cuisine', 'cuisineOther', 'fssai'] as const).filter((f) => changes[f] !== undefined);
  const all = kitchenDetailsErrors({ ...changes, name: changes.name?.trim() || 'kept' });
  const errors = Object.fromEntries(Object.entries(all).filter(([f]) => (given as readonly string[]).includes(f)
    || (f === 'cuisineOther' && changes.cuisine === 'other')));
  if (Object.keys(errors).length > 0) throw new KitchenDetailsError(errors as Partial<Record<KitchenDetailsField, string>>);
}
