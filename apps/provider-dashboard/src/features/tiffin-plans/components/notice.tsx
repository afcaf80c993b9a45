import styled from 'styled-components';

/** What the kitchen's last action did ('… is retired.'), read out as a status; its line stays while empty, so nothing jumps. */
export const Notice = styled.p`
  margin: 0 0 0.5rem;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;
