import styled from 'styled-components';

/** The introductory paragraph under a page title. */
export const Lead = styled.p`
  max-width: 65ch;
  margin: 0 0 2rem;
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
