import type { Provider } from '@thali/firebase-data';
import { useNow } from '@thali/ui';
import type { DeliveryNote } from '../utils/delivery-note';
import { ProviderCard } from './provider-card';
import { Grid } from './provider-grid-skeleton';

export interface ProviderGridProps {
  providers: Provider[];
  headingLevel?: 'h2' | 'h3';
  showRating?: boolean;
  /** How many leading cards are likely above the fold (loaded eagerly). */
  eagerCount?: number;
  /** What each card says of the reader's place to deliver to. */
  noteOf?: (provider: Provider) => DeliveryNote | null;
}

export function ProviderGrid({ providers, headingLevel, showRating, eagerCount = 0, noteOf }: ProviderGridProps) {
  // one clock for every card: each open-state label is told again at each new minute
  const now = useNow();
  return (
    <Grid>
      {providers.map((provider, index) => (
        <li key={provider.id}>
          <ProviderCard
            provider={provider}
            index={index}
            headingLevel={headingLevel}
            showRating={showRating}
            eager={index < eagerCount}
            now={now}
            note={noteOf?.(provider)}
          />
        </li>
      ))}
    </Grid>
  );
}
