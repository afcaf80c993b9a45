import { Page } from './page';
import { Skeleton } from './skeleton';

/** Placeholder of a page's shape while its code or data loads; keeps the layout from jumping. */
export function PageSkeleton() {
  return (
    <Page aria-busy="true" aria-label="Loading">
      <Skeleton $height="2.25rem" $width="40%" />
      <div style={{ height: '1.5rem' }} />
      <Skeleton $height="12rem" />
    </Page>
  );
}
