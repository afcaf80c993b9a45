// Until the menu page is declared with its queries (src/app/pages/menu.tsx): its server copy's queries, each answered
// from the one read of menuFirstData (features/menu/api/first-data.ts).
import type { ComponentType } from 'react';
import type { DeclaredPage, FirstData, QueryOptions, RouteParams } from '@thali/render';
import { menuFirstData } from '../features/menu/api/first-data';
import { menuKeys } from '../features/menu/api/menu-keys';

export function menuWithQueries(Page: DeclaredPage | ComponentType | undefined): DeclaredPage | undefined {
  if (!Page) return undefined;
  const queries = ({ providerId = '' }: RouteParams): QueryOptions<unknown>[] => {
    let all: Promise<FirstData | null> | undefined;
    const keys = [menuKeys.provider, menuKeys.liveProvider, menuKeys.items, menuKeys.plans, menuKeys.reviews, menuKeys.plates].map((key) => key(providerId));
    return keys.map((key) => ({
      key,
      first: async (config) => {
        all ??= menuFirstData({ providerId }, config as object);
        const answers = await all;
        if (!answers) return null;
        // plate counts are read only for a menu with a daily limit: otherwise not seeded
        return answers.find(([k]) => JSON.stringify(k) === JSON.stringify(key))?.[1];
      },
    }));
  };
  return Object.assign(Page, { page: { remote: 'storefront' as const, name: 'menu', path: '/provider/:providerId/menu', access: 'public' as const, component: Page, queries } });
}
