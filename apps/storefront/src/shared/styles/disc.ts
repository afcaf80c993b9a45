import { css } from 'styled-components';

/** A filled circle in the primary colour around one short mark: a step's number, a reviewer's initial. */
export const disc = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
`;
