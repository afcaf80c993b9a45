import styled from 'styled-components';

/** Centred content column every page uses. */
export const Page = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
`;

export const PageTitle = styled.h1`
  font-size: clamp(1.5rem, 3vw, 2.25rem);
  margin: 0 0 1.5rem;
`;
