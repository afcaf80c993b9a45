// Tiffin days and plans as the customer reads them, in the language on screen: days through the one date formatter
// every app shares (@thali/ui: Asia/Kolkata, the reader's language), 'Tue 24 Nov' and '24 Nov 2026' for a dayStart;
// a plan's meals and weekdays in the words the menu and the dashboard use too (@thali/ui/plan-words: 'Lunch and
// Dinner, Mon–Sat') and its diet.
import type { Diet } from '@thali/domain';
import { usePlanWords } from '@thali/ui/plan-words';
import { useT } from '../messages';

export { formatShortDay as formatDay, formatDate } from '@thali/ui';

/**
 * A plan in words, for a component: 'Lunch and Dinner, Mon–Sat' (what it delivers, on which days) and its diet ('Veg',
 * 'Egg', 'Non-veg'). A hook, so the component waits for these texts in the reader's language as it does for its own.
 */
export function useTiffinWords() {
  const t = useT();
  const { mealsOn } = usePlanWords();
  return { mealsOn, diet: (diet: Diet) => t('diet', { diet }) };
}
