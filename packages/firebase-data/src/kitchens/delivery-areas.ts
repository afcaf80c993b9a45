import { KITCHEN_LIMITS } from '@thali/domain/kitchens';
import { AREA_NAMES, isAreaName, type AreaName } from '@thali/domain/areas';
import { ValidationError } from '../errors/validation-error';
import type { FieldErrors } from '../model';
import { sayer } from '../texts/say';
import { KITCHENS_TEXTS } from '../texts/kitchens-texts';

const { text: dataText } = sayer(KITCHENS_TEXTS);
/** Issue 40: a kitchen's delivery areas (providers/{uid}/deliversTo) and minimum order value (providers/{uid}/minOrder). */
export type DeliveryAreasField = 'areas' | 'minOrder';

export const DELIVERY_AREAS_MESSAGES = {
  areasRequired: dataText('deliveryAreas.areasRequired'),
  areaUnknown: dataText('deliveryAreas.areaUnknown'),
  // written when it is said, not when the module loads: a number's first toLocaleString costs V8 ~17 ms (ICU's number
  // data), ~70 ms on a mid-range phone, and this module loads with every public page's data code (issue 43)
  get minOrderInvalid() {
    return dataText('deliveryAreas.minOrderInvalid', { max: KITCHEN_LIMITS.minOrderMax.toLocaleString('en-IN') });
  },
} as const;

/** A kitchen's delivery areas or minimum refused before anything was written, field by field. */
export class DeliveryAreasError extends ValidationError<DeliveryAreasField> {
  static override readonly errorName = 'DeliveryAreasError';
}

/**
 * What is wrong with a kitchen's delivery areas and minimum; {} when they may be stored. At least one area, each of
 * Nagpur's list; the minimum a whole number of rupees from 0 to KITCHEN_LIMITS.minOrderMax.
 */
export function deliveryAreasErrors(areas: readonly string[], minOrder: number): FieldErrors<DeliveryAreasField> {
  const errors: FieldErrors<DeliveryAreasField> = {};
  if (areas.length === 0) errors.areas = DELIVERY_AREAS_MESSAGES.areasRequired;
  else if (!areas.every(isAreaName)) errors.areas = DELIVERY_AREAS_MESSAGES.areaUnknown;
  if (!Number.isInteger(minOrder) || minOrder < 0 || minOrder > KITCHEN_LIMITS.minOrderMax) errors.minOrder = DELIVERY_AREAS_MESSAGES.minOrderInvalid;
  return errors;
}

/**
 * The minimum as a form holds it: '' is none (0); whole rupees otherwise ('150', '₹150', '1,500'); NaN when it is not a
 * number (deliveryAreasErrors then names it).
 */
export function parseMinOrder(text: string): number {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '') return 0;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * providers/{uid}/deliversTo as stored: each chosen area (in the list's order) keyed by its name, valued as the
 * kitchen's approval (true once approved), so that the area query `deliversTo/<area> == true` finds listed kitchens only.
 */
export function deliversToRecord(areas: readonly AreaName[], approved: boolean): Partial<Record<AreaName, boolean>> {
  return Object.fromEntries(AREA_NAMES.filter((a) => areas.includes(a)).map((a) => [a, approved]));
}
