import styled from 'styled-components';

export const ErrorBox = styled.div.attrs({ role: 'alert' })`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

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
