// The PIN-code check of the delivery-areas page. The areas and their codes are fixed product facts kept once in
// @thali/domain/areas (signup, the kitchen's profile and delivery areas, and the customer's address use the same list);
// their descriptions, which only this page shows, in @thali/domain/area-descriptions.
import { DESCRIBED_AREAS as DELIVERY_AREAS } from '@thali/domain/area-descriptions';
import { areasForZip } from '@thali/domain/areas';

export { DESCRIBED_AREAS as DELIVERY_AREAS, type DescribedArea as DeliveryArea } from '@thali/domain/area-descriptions';
export { SERVED_ZIP_CODES, areasForZip } from '@thali/domain/areas';

export type ZipCheckResult =
  | { status: 'invalid'; message: string }
  | { status: 'served'; zip: string; areas: string[]; message: string }
  | { status: 'not-served'; zip: string; message: string };

/** Joins names as "A", "A and B", "A, B and C". */
function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Checks what a customer typed as an Indian PIN code: six digits, not starting with 0.
 * Spaces are ignored because PINs are often written "440 036".
 */
export function checkDeliveryZip(input: string): ZipCheckResult {
  const zip = input.replace(/\s+/g, '');
  if (zip === '') return { status: 'invalid', message: 'Please enter your 6-digit PIN code.' };
  if (!/^\d+$/.test(zip)) return { status: 'invalid', message: 'A PIN code contains digits only, for example 440010.' };
  if (zip.length !== 6) return { status: 'invalid', message: 'A PIN code has exactly 6 digits, for example 440010.' };
  if (zip.startsWith('0')) return { status: 'invalid', message: 'Indian PIN codes do not start with 0. Please check the number.' };

  const areas = areasForZip(zip).map((a) => a.area);
  if (areas.length > 0) {
    return { status: 'served', zip, areas, message: `We deliver to ${zip}: ${areas.join(', ')}.` };
  }
  return {
    status: 'not-served',
    zip,
    message: `Sorry, we don't deliver to ${zip} yet. We currently serve ${listNames(DELIVERY_AREAS.map((a) => a.area))}.`,
  };
}
