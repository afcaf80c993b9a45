import styled from 'styled-components';
import { ColumnGrid, Skeleton } from '@thali/ui';

// The grid and its loading placeholders, in a module of their own: the home page shows the placeholders before its
// kitchens' code (the grid, the cards, the Deliver-to box) has loaded.

// 1 column on phones, then 2, 3 and 4 as the viewport widens; each step is taken at a theme breakpoint wide
// enough that no card is narrower than at the step before.
export const Grid = styled(ColumnGrid).attrs({ $columns: { sm: 2, lg: 3, xl: 4 } })``;

const SkeletonCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding-bottom: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  > div:not(:first-child) {
    margin: 0 ${({ theme }) => theme.space(4)};
    width: auto;
  }
`;

export const PROVIDER_SKELETON_COUNT = 4;

/**
 * Four card-shaped placeholders while the providers load, so the page does not jump when they arrive. The caller names
 * them in its own words (already in the reader's language): the home page's first load then holds its own catalogue
 * only, not the storefront's shared one (0.5 KB gzip).
 */
export function ProviderGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Grid aria-hidden="true">
        {Array.from({ length: PROVIDER_SKELETON_COUNT }, (_, i) => (
          <SkeletonCard key={i} data-testid="provider-skeleton">
            <Skeleton $height="auto" style={{ aspectRatio: '3 / 2', borderRadius: 0 }} />
            <Skeleton $height="1.25rem" />
            <Skeleton $height="1rem" />
            <Skeleton $height="1rem" />
            <Skeleton $height="2.75rem" />
          </SkeletonCard>
        ))}
      </Grid>
    </div>
  );
}
