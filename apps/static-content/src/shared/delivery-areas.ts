// The areas Thali delivers to and the PIN-code check, in one plain module (no React, no
// styling) so any part of the portal can reuse it; the areas and codes are fixed product facts.

export interface DeliveryArea {
  area: string;
  description: string;
  zipCodes: readonly string[];
}

export const DELIVERY_AREAS: readonly DeliveryArea[] = [
  {
    area: 'Hingna',
    description:
      'The western edge of the city along Hingna Road, with the MIDC industrial estate, engineering colleges and student hostels. Popular for daily lunch and dinner tiffins.',
    zipCodes: ['440016', '440036'],
  },
  {
    area: 'Jaitala',
    description:
      'A quiet residential pocket off the Outer Ring Road near Trimurti Nagar, home to many families and professionals who work at MIHAN and the IT parks.',
    zipCodes: ['440036'],
  },
  {
    area: 'Trimurti Nagar',
    description:
      'A busy neighbourhood on the Ring Road in south-west Nagpur, between Pratap Nagar and Khamla, with many home chefs cooking from their own kitchens.',
    zipCodes: ['440022'],
  },
  {
    area: 'Dharampeth',
    description:
      'One of Nagpur’s older neighbourhoods, around Gokulpeth Market and Shankar Nagar, with colleges, clinics and offices: a favourite for office lunches.',
    zipCodes: ['440010'],
  },
  {
    area: 'Sitabuldi',
    description:
      'The commercial heart of the city below Sitabuldi Fort, full of shops, offices and coaching classes. Meals are delivered straight to desks and counters.',
    zipCodes: ['440012'],
  },
  {
    area: 'Manish Nagar',
    description:
      'A fast-growing residential area off Wardha Road in south Nagpur, near the airport, with new apartment blocks and plenty of working couples.',
    zipCodes: ['440015'],
  },
];

/** Every PIN code served, each once, in ascending order. */
export const SERVED_ZIP_CODES: readonly string[] = [...new Set(DELIVERY_AREAS.flatMap((a) => a.zipCodes))].sort();

/** The areas that serve a PIN code (exact match, already normalised). */
export function areasForZip(zip: string): DeliveryArea[] {
  return DELIVERY_AREAS.filter((a) => a.zipCodes.includes(zip));
}

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
