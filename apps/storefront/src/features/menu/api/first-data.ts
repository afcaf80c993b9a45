import type { FirstData } from '@thali/render';
import type { FirebaseRuntimeConfig } from '@thali/firebase-data';
import { firstRead, resolveConfig } from '@thali/firebase-data/first-read';
import { menuKeys } from './menu-keys';

/**
 * What a kitchen's menu page shows first, read by the server for the copy of the page it sends (issue 14: the dishes
 * are the menu's largest paint, and without them the copy was a spinner). The same public reads over REST the page
 * makes first in the browser, so the copy shows only what anyone may read. Null when there is no such kitchen (or the
 * id is no database key): that page gets the plain copy. `supplied`: the server's /firebase-config.js settings.
 */
export async function menuFirstData(
  params: Record<string, string>, supplied?: Partial<FirebaseRuntimeConfig>,
): Promise<FirstData | null> {
  const providerId = params.providerId ?? '';
  const config = resolveConfig(supplied);
  const read = firstRead('provider', providerId, config);
  if (!read) return null;
  const [provider, items, plans, plates, reviews] = await Promise.all([
    read,
    firstRead('menuItems', providerId, config),
    firstRead('plans', providerId, config),
    firstRead('plates', providerId, config),
    firstRead('reviews', providerId, config),
  ]);
  if (!provider || !items) return null;
  const answers: FirstData = [
    [menuKeys.provider(providerId), provider],
    [menuKeys.liveProvider(providerId), provider],
    [menuKeys.items(providerId), items],
    [menuKeys.plans(providerId), plans],
    [menuKeys.reviews(providerId), reviews],
  ];
  // The page reads plate counts only for a menu with a daily limit.
  if (items.some((item) => item.platesPerDay !== undefined)) answers.push([menuKeys.plates(providerId), plates]);
  return answers;
}
