import styled from 'styled-components';

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(12)};
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  font-size: clamp(1.375rem, 3vw, 1.75rem);
`;
