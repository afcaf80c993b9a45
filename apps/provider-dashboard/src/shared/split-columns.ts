import styled from 'styled-components';

/**
 * The dashboard's two columns side by side on a wide screen (the first, the main part, wider by default) and stacked
 * on a narrow one: the page itself, kitchen hours, tiffin plans.
 */
export const SplitColumns = styled.div<{ $even?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: ${({ $even }) => ($even ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 3fr) minmax(0, 2fr)')};
    align-items: start;
  }
`;
