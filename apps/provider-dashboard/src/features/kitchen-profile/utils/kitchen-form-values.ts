import type { Provider } from '@thali/firebase-data';
import { DEFAULT_ADDRESS, type KitchenDetailsInput } from '@thali/firebase-data/logic';
import { plainMessage } from '@thali/ui';
import { t } from '../messages';

export { kitchenDetailsErrors } from '@thali/firebase-data/logic';

/** The kitchen's details as its forms hold them, with its picture (an image address). */
export interface KitchenFormValues extends KitchenDetailsInput {
  image: string;
}

/** The form's start from the listing: what it lacks starts empty (not the defaults customers are shown meanwhile). */
export function valuesOf(p: Provider): KitchenFormValues {
  const missing = p.missingDetails ?? [];
  return {
    name: p.nameRequest ?? p.name,
    phone: missing.includes('phone') ? '' : p.phone ?? '',
    area: p.area ?? '',
    address: missing.includes('address') && p.address === DEFAULT_ADDRESS ? '' : p.address,
    cuisine: missing.includes('cuisine') ? '' : p.cuisineKey ?? '',
    cuisineOther: p.cuisineOther ?? '',
    fssai: p.fssai ?? '',
    image: p.imageUrl ?? '',
  };
}

export const plainMessageOf = (error: unknown) => plainMessage(error, t('profile.saveFailed'));
