import { css } from 'styled-components';

/** The storefront's pill-shaped choice (category tabs, the Veg only toggle): a 44 px touch target on the surface. */
export const pill = css`
  min-height: 44px;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
`;
