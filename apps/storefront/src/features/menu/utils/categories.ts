import { type Category } from '@thali/firebase-data';
import { CATEGORIES } from '@thali/firebase-data/logic';

export type CategoryTab = 'all' | Category;

export const CATEGORY_TABS: { value: CategoryTab; label: string }[] = [{ value: 'all', label: 'All Items' }, ...CATEGORIES];

export function parseCategory(value: string | null): CategoryTab {
  return CATEGORY_TABS.some((t) => t.value === value) ? (value as CategoryTab) : 'all';
}

export function categoryLabel(category: string): string {
  return CATEGORIES.find((c) => c.value === category)?.label ?? category;
}
