import { queryOptions } from '@thali/render';
import { subscribeKitchensIn, subscribeListedKitchens, subscribeProviders, type Provider } from '@thali/firebase-data';
import { compareNames } from '@thali/domain/compare';
import { resolveDeliverTo, type AreaName } from '@thali/domain/areas';
import { serverFirst } from './server-first-read';

/** One list from each area's kitchens: a kitchen delivering to two of the areas is in it once, by name. */
function union(lists: readonly Provider[][]): Provider[] {
  const byId = new Map<string, Provider>();
  for (const list of lists) for (const kitchen of list) byId.set(kitchen.id, kitchen);
  return [...byId.values()].sort((a, b) => compareNames(a.name, b.name));
}

/** The kitchens, as the home page and the providers page read them. */
export const kitchensQueries = {
  /** Every listed kitchen, live: updates as kitchens join or edit their profile. */
  all: () => queryOptions<Provider[]>({
    key: ['providers'],
    subscribe: subscribeProviders,
    first: serverFirst?.('providers'),
  }),
  /**
   * The listed kitchens delivering to a place (`label`, '440010' or 'Dharampeth'), live: one indexed read per area of
   * the place (a PIN code may belong to two), joined. A PIN code Thali does not serve has no areas: no kitchen.
   */
  delivering: (label: string, areas: readonly AreaName[]) => queryOptions<Provider[]>({
    key: ['kitchens-delivering', label],
    subscribe: ({ onData, onError }) => {
      if (areas.length === 0) {
        onData([]);
        return () => undefined;
      }
      const answers: (Provider[] | undefined)[] = areas.map(() => undefined);
      const stops = areas.map((area, i) => subscribeKitchensIn({
        area,
        onData: (kitchens) => {
          answers[i] = kitchens;
          if (answers.every(Boolean)) onData(union(answers as Provider[][]));
        },
        onError,
      }));
      return () => stops.forEach((stop) => stop());
    },
    first: serverFirst && ((config) => Promise.all(areas.map((area) => serverFirst?.('kitchensIn', area)?.(config))).then(
      (lists) => (lists.some((list) => !list) ? null : union(lists as Provider[][])),
    )),
  }),
  /** How many kitchens are listed in all ("3 more kitchens don't deliver to 440010"). */
  listed: () => queryOptions<number>({
    key: ['listed-kitchens'],
    subscribe: subscribeListedKitchens,
    first: serverFirst?.('listedKitchens'),
  }),
};

/**
 * What a list of kitchens reads for a reader's place (`deliver`, the `__session` cookie's, which the composer hands a
 * page as a param): the kitchens delivering there and the count of all; without a place, every listed kitchen (what
 * useKitchensFor reads then).
 */
export function kitchensForPlace(deliver: string | undefined) {
  const place = deliver ? resolveDeliverTo(deliver) : null;
  return deliver && place ? [kitchensQueries.delivering(deliver, place.areas), kitchensQueries.listed()] : [kitchensQueries.all()];
}
