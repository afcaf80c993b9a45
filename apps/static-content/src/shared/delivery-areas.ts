// The PIN-code check of the delivery-areas page. The areas and their codes are fixed product facts kept once in
// @thali/domain/areas (signup, the kitchen's profile and delivery areas, and the customer's address use the same list).
// The check answers with what it found, not a sentence: the page words it in the reader's language, and words it
// again when the reader switches language.
import { areasForZip } from '@thali/domain/areas';
import type { AreaName } from '@thali/domain/areas';

export { DELIVERY_AREAS, SERVED_ZIP_CODES, areasForZip, type DeliveryArea } from '@thali/domain/areas';

/** Why a typed PIN code is not one: nothing typed, not only digits, not six of them, or starting with 0. */
export type ZipProblem = 'empty' | 'not-digits' | 'length' | 'leading-zero';

export type ZipCheckResult =
  | { status: 'invalid'; problem: ZipProblem }
  | { status: 'served'; zip: string; areas: AreaName[] }
  | { status: 'not-served'; zip: string };

/**
 * Checks what a customer typed as an Indian PIN code: six digits, not starting with 0.
 * Spaces are ignored because PINs are often written "440 036".
 */
export function checkDeliveryZip(input: string): ZipCheckResult {
  const zip = input.replace(/\s+/g, '');
  if (zip === '') return { status: 'invalid', problem: 'empty' };
  if (!/^\d+$/.test(zip)) return { status: 'invalid', problem: 'not-digits' };
  if (zip.length !== 6) return { status: 'invalid', problem: 'length' };
  if (zip.startsWith('0')) return { status: 'invalid', problem: 'leading-zero' };

  const areas = areasForZip(zip).map((a) => a.area);
  return areas.length > 0 ? { status: 'served', zip, areas } : { status: 'not-served', zip };
}
