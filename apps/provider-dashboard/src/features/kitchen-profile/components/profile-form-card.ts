import styled from 'styled-components';
import { Card } from '@thali/ui';

/** One of the Kitchen profile's forms after the first (delivery areas, payment details): its h3 and lead above it. */
export const ProfileFormCard = styled(Card)`
  max-width: 40rem;
  margin-top: ${({ theme }) => theme.space(6)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

/** A form's "saved" sentence under its button, read out as a status; its line stays while empty, so nothing jumps. */
export const SavedNotice = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;
