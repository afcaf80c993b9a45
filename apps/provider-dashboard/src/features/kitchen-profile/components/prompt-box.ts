import styled from 'styled-components';
import { Card } from '@thali/ui';

/** The card a dashboard prompt asks in (the kitchen's details, its delivery areas): above the section, its heading an h2. */
export const PromptBox = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;
