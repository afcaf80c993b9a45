import styled from 'styled-components';

/** Cards side by side as wide as they fit (22rem and up), one a row on a phone: the orders board's, the waiting reports'. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  > li {
    min-width: 0;
  }
`;
