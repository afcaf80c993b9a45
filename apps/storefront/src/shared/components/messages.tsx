import styled from 'styled-components';

/** The message shown where a list would be when it has nothing to show (announced politely). */
export const EmptyBox = styled.div.attrs({ role: 'status' })`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
  p {
    margin: 0.25rem 0;
  }
  p + p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
