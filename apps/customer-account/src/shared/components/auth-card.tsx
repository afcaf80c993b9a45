import styled from 'styled-components';
import { Card } from '@thali/ui';

/** The narrow card the sign-in and sign-up forms sit in. */
export const AuthCard = styled(Card)`
  max-width: 28rem;
  margin: 0 auto;
  form { display: flex; flex-direction: column; }
  h1 { text-align: center; font-size: clamp(1.5rem, 3vw, 1.875rem); }
`;

export const FormFooter = styled.p`
  margin: 1rem 0 0;
  text-align: center;
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  flex-wrap: wrap;
  margin-bottom: 1rem;
  label { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 44px; }
  input[type='checkbox'] { width: 1.125rem; height: 1.125rem; }
`;

/** "or" between two ways to sign in, on a line across the card (issue 44: e-mail, or mobile number). */
export const Or = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 1rem 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;
