import { Page } from './page';
import { Skeleton } from './skeleton';
import { useLocale } from '../i18n/language-switch';
import { t } from './messages';

/** Placeholder of a page's shape while its code or data loads; keeps the layout from jumping. */
export function PageSkeleton() {
  // `t`, not the hook: the skeleton is a Suspense fallback, which must never wait itself (English until the texts
  // are in); it follows a switch.
  useLocale();
  return (
    <Page aria-busy="true" aria-label={t('loading')}>
      <Skeleton $height="2.25rem" $width="40%" />
      <div style={{ height: '1.5rem' }} />
      <Skeleton $height="12rem" />
    </Page>
  );
}
