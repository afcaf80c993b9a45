import { Link, useLocation } from 'react-router-dom';
import { useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { shownInServerCopy } from '@thali/render/startup';
import { type Provider } from '@thali/firebase-data';
import { openState, openStateMessages } from '@thali/firebase-data/logic';
import { Badge } from '@thali/ui';
import { useDataMessage } from '@thali/ui/data-message';
import type { DeliveryNote } from '../utils/delivery-note';
import { ratingSummary } from '../utils/format-rating';
import { RatingText } from './rating-text';
import { CardArticle } from './card-article';
import { FallbackImage } from './fallback-image';
import { KitchenStatus } from './kitchen-status';
import { paths } from '@thali/contract';
import { useT } from '../messages';

const appear = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

// The spec's entrance: each card 0.1 s after the one before, as the list comes onto a page that is already showing (a
// reader's move to /providers, the kitchens loaded, another area chosen). Not in a server's copy of the page, where the
// cards are part of its first paint like the rest of it (fading them in from nothing hid the first screen's kitchens
// for up to 1.2 s), nor as the live page takes over that copy: starting it there would blank the list and fade it in
// again.
const Article = styled(CardArticle)<{ $index: number; $enter: boolean }>`
  animation: ${({ $enter }) => ($enter ? css`${appear} 0.4s ease-out both` : 'none')};
  animation-delay: ${({ $index }) => `${($index * 0.1).toFixed(1)}s`};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  flex: 1;
  padding: ${({ theme }) => theme.space(4)};
  h2,
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.125rem;
    line-height: 1.3;
  }
  p {
    margin: 0;
  }
`;

const Cuisine = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Detail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
  a {
    color: inherit;
  }
`;

const Rating = styled.p`
  font-weight: 600;
`;

const ViewMenu = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  margin-top: auto;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Spacer = styled.div`
  flex: 1;
  min-height: 0.75rem;
`;

export interface ProviderCardProps {
  provider: Provider;
  /** Position in the grid: each card appears 0.1 s after the one before. */
  index: number;
  headingLevel?: 'h2' | 'h3';
  showRating?: boolean;
  eager?: boolean;
  /** The time the open-state label is told for (the grid's clock, moved on each minute). */
  now: number;
  /** Whether it delivers to the reader's place ('Delivers to Dharampeth'); none without a choice. */
  note?: DeliveryNote | null;
}

const Status = styled(KitchenStatus)`
  margin: 0.25rem 0;
`;

const Delivery = styled(Badge)`
  align-self: flex-start;
  margin: 0.25rem 0;
`;

export function ProviderCard({ provider, index, headingLevel = 'h3', showRating = false, eager = false, now, note }: ProviderCardProps) {
  const Heading = headingLevel;
  const t = useT();
  // a cuisine of the list signup chooses from, in the reader's language; an "Other" kitchen's own words as written
  const dataText = useDataMessage();
  const headingId = `provider-${provider.id}-name`;
  const rating = ratingSummary(provider.rating, provider.ratingCount);
  const { pathname, search } = useLocation();
  // decided at mount (the copy is gone after the first commit); a render without a document is the server's copy
  const [enter] = useState(() => typeof document !== 'undefined' && !shownInServerCopy(headingId));
  return (
    <Article $index={index} $enter={enter} $height="32rem" aria-labelledby={headingId}>
      <FallbackImage src={provider.imageUrl} alt={provider.name} eager={eager} />
      <Body>
        <Heading id={headingId}>{provider.name}</Heading>
        <Cuisine>{dataText(provider.cuisine)}</Cuisine>
        <Status pureVeg={provider.pureVeg} state={openState(provider, now)} said={openStateMessages(provider, now)} />
        {note ? <Delivery $tone={note.delivers ? 'success' : 'warning'}>{note.text}</Delivery> : null}
        <Detail>{provider.address}</Detail>
        {provider.phone ? (
          <Detail>
            <a href={`tel:${provider.phone.replace(/[^+\d]/g, '')}`}>{provider.phone}</a>
          </Detail>
        ) : null}
        {showRating ? (
          <Rating>
            <RatingText rating={rating} />
          </Rating>
        ) : null}
        <Spacer />
        {/* The list it came from (home, or the kitchens list with its filters) names the menu's back link. */}
        <ViewMenu to={paths.menu({ providerId: provider.id })} state={{ from: { pathname, search } }} aria-label={t('card.viewMenuFor', { name: provider.name })}>
          {t('card.viewMenu')}
        </ViewMenu>
      </Body>
    </Article>
  );
}
