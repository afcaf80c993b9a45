import type { Category } from '@thali/firebase-data';
import { CATEGORIES } from '@thali/firebase-data/logic';
import { t } from '../messages';

/** A category in the language on screen ('Main Course'); a value outside the list (an older item's) as stored. */
export function categoryLabel(category: Category | string): string {
  return CATEGORIES.some((c) => c.value === category) ? t(`category.${category as Category}`) : category;
}
