import { type Category } from '@thali/firebase-data';
import { CATEGORIES } from '@thali/firebase-data/logic';
import { t } from '../messages';

export type CategoryTab = 'all' | Category;

/** The menu's tabs: every dish, then each category of the list. */
export const CATEGORY_TABS: readonly CategoryTab[] = ['all', ...CATEGORIES.map((c) => c.value)];

export function parseCategory(value: string | null): CategoryTab {
  return CATEGORY_TABS.some((tab) => tab === value) ? (value as CategoryTab) : 'all';
}

const isTab = (value: string): value is CategoryTab => CATEGORY_TABS.some((tab) => tab === value);

/** A category's (or 'all''s) words in the reader's language; a category not on the list as the kitchen stored it. */
export function categoryLabel(category: string): string {
  return isTab(category) ? t(`category.${category}`) : category;
}
