import { useMemo, useState } from 'react';
import { useLiveQuery, type QueryResult } from '@thali/render';
import type { Provider } from '@thali/firebase-data';
import type { AreaName } from '@thali/domain/areas';
import { kitchensQueries } from '../api/kitchens-queries';
import type { DeliverToChoice } from './use-deliver-to';

export interface KitchensFor {
  /** With a place chosen, the kitchens delivering there; without one, every listed kitchen (as before). */
  state: QueryResult<Provider[]>;
  /** How many listed kitchens do not deliver to the place chosen (0 without a choice, or until known). */
  othersCount: number;
  /** The kitchens that do not deliver there, once the reader asked for them ("show them"); else null. */
  others: QueryResult<Provider[]> | null;
  showOthers: () => void;
}

const NONE: Provider[] = [];

/**
 * The kitchens for the reader's place: those that deliver there, read through each area's index (never every
 * kitchen), and the count of the rest; the rest themselves only when asked for (the whole listing's read).
 * `enabled` false holds every read back (the home page's list, until the reader nears it).
 */
export function useKitchensFor(choice: DeliverToChoice, { enabled = true }: { enabled?: boolean } = {}): KitchensFor {
  const label = choice.label ?? '';
  const areas = choice.deliverTo?.areas ?? NONE_AREAS;
  const chosen = label !== '';
  const delivering = useLiveQuery(kitchensQueries.delivering(label, areas), { enabled: enabled && chosen });
  const listed = useLiveQuery(kitchensQueries.listed(), { enabled: enabled && chosen });
  // "show them" is for the place it was pressed for: another place starts narrowed again
  const [shownFor, setShownFor] = useState<string | null>(null);
  const showingOthers = chosen && shownFor === label;
  const all = useLiveQuery(kitchensQueries.all(), { enabled: enabled && (!chosen || showingOthers) });
  const deliveringIds = useMemo(() => new Set((delivering.data ?? NONE).map((k) => k.id)), [delivering.data]);
  const others = useMemo<QueryResult<Provider[]> | null>(() => {
    if (!showingOthers) return null;
    return all.status === 'success' ? { ...all, data: all.data.filter((k) => !deliveringIds.has(k.id)) } : all;
  }, [showingOthers, all, deliveringIds]);
  if (!chosen) return { state: all, othersCount: 0, others: null, showOthers: () => undefined };
  const othersCount = delivering.status === 'success' && listed.status === 'success' ? Math.max(0, listed.data - delivering.data.length) : 0;
  return { state: delivering, othersCount, others, showOthers: () => setShownFor(label) };
}

const NONE_AREAS: AreaName[] = [];
