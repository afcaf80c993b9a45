import styled from 'styled-components';

/** A part of the Dues page with its h3 (the waiting reports, the unpaid orders): its heading and lead set close. */
export const Part = styled.section`
  margin: ${({ theme }) => theme.space(6)} 0;
  > h3 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1.125rem; }
  > p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
`;

/** A plain list of the page's things (a bill's entries, the unpaid orders), one under the other, none ever cut. */
export const StackList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  > li { min-width: 0; overflow-wrap: anywhere; }
`;
