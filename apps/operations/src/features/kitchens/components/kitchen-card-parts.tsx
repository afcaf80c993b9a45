import styled from 'styled-components';
import { Card } from '@thali/ui';

/** One card of the Kitchens page's lists. */
export const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  h3 { margin: 0; font-size: 1.0625rem; overflow-wrap: anywhere; }
  p { margin: 0; overflow-wrap: anywhere; }
`;

/** The facts of a card, label beside value where there is room, above it on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: 0.25rem 0.75rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);
    dd { margin-bottom: 0.25rem; }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;
