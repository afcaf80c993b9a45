import styled from 'styled-components';

const Box = styled.div`
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** A red box announced at once (role=alert): failures the user has to act on. */
export const ErrorBox = styled(Box).attrs({ role: 'alert' })`
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  border: 1px solid ${({ theme }) => theme.colors.danger};
`;

/** A green box announced politely (role=status): confirmations. */
export const SuccessBox = styled(Box).attrs({ role: 'status' })`
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.success};
  border: 1px solid ${({ theme }) => theme.colors.success};
`;

/** A neutral box announced politely: progress the user is waiting on. */
export const InfoBox = styled(Box).attrs({ role: 'status' })`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
