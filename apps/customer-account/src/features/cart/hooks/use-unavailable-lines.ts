import { useMemo } from 'react';
import { useLiveQuery } from '@thali/auth-cart';
import { subscribeMenuItems, type CartLine, type MenuItem } from '@thali/firebase-data';

/**
 * The ids of basket lines whose item its kitchen has hidden or deleted (live, from the menus of the basket's
 * kitchens): they cannot be ordered. Empty until those menus have arrived (a line is not doubted before).
 */
export function useUnavailableLines(lines: readonly CartLine[]): readonly string[] {
  const providerIds = useMemo(() => [...new Set(lines.map((l) => l.providerId).filter(Boolean))].sort(), [lines]);
  const menus = useLiveQuery<Record<string, MenuItem[]>>({
    key: ['basket-menus', ...providerIds],
    enabled: providerIds.length > 0,
    subscribe: ({ onData, onError }) => {
      const loaded: Record<string, MenuItem[]> = {};
      const stops = providerIds.map((providerId) => subscribeMenuItems({
        providerId,
        onData: (items) => {
          loaded[providerId] = items;
          if (providerIds.every((id) => loaded[id])) onData({ ...loaded });
        },
        onError,
      }));
      return () => stops.forEach((stop) => stop());
    },
  });
  return useMemo(() => {
    const menu = menus.data;
    if (!menu) return [];
    return lines
      .filter((l) => menu[l.providerId] && !menu[l.providerId]!.some((item) => item.id === l.id && item.status === 'active'))
      .map((l) => l.id);
  }, [lines, menus.data]);
}
