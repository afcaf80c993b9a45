import styled from 'styled-components';
import { Card } from '@thali/ui';

/**
 * One record of an operations list (a message, a review): a card as a list item, its heading, lines that wrap long
 * words instead of scrolling sideways at 390 px, muted lines, a pre-wrapped body and a row of actions.
 */
export const RecordItem = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  h3 { margin: 0; font-size: 1.0625rem; overflow-wrap: anywhere; }
  p { margin: 0; overflow-wrap: anywhere; }
`;

export const RecordMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What the sender or reviewer wrote, with its line breaks. */
export const RecordBody = styled.p`
  white-space: pre-wrap;
`;

export const RecordActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;
