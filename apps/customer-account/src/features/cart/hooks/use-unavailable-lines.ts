import { useMemo } from 'react';
import type { CartLine } from '@thali/firebase-data';
import { useBasketMenus } from './use-basket-menus';

/**
 * The ids of basket lines whose item its kitchen has hidden or deleted (live, from the menus of the basket's
 * kitchens): they cannot be ordered. Empty until those menus have arrived (a line is not doubted before).
 */
export function useUnavailableLines(lines: readonly CartLine[]): readonly string[] {
  const menus = useBasketMenus(lines);
  return useMemo(() => {
    const menu = menus.data;
    if (!menu) return [];
    return lines
      .filter((l) => menu[l.providerId] && !menu[l.providerId]!.some((item) => item.id === l.id && item.status === 'active'))
      .map((l) => l.id);
  }, [lines, menus.data]);
}
