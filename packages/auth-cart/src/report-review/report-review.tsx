import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, useLocale } from '@thali/ui';
import { t, useT } from './messages';

// fetched on the first press only (a `later-*` chunk: never part of a page's first load)
const ReportReviewForm = lazy(() => import(/* webpackChunkName: "later-report-review" */ './report-review-form'));

/** A failed download of the form says so in a sentence instead of taking the review list down. */
class FormBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  override render() { return this.state.failed ? <LoadFailed /> : this.props.children; }
}

/** `t`, not the hook: the download failed, maybe the texts' too (then English); it follows a switch. */
function LoadFailed() {
  useLocale();
  return <Alert>{t('loadFailed')}</Alert>;
}

export interface ReportReviewProps {
  /** The signed-in reporter (the caller's useAuth(): this entry takes no part in the session). */
  uid: string;
  reviewId: string;
  /** Which review, for a screen reader: 'review by customer R' (a page lists many). */
  label: string;
}

/** "Report" under a review, for the signed-in reporter; pressing it opens the form (loaded then) in its place. */
export function ReportReview({ uid, reviewId, label }: ReportReviewProps) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // closing the form puts the focus back on the button that opened it
    if (!open && wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!open) {
    return (
      <Button ref={button} type="button" $variant="secondary" onClick={() => setOpen(true)}>
        {t.rich('button', { hidden: (text) => <span className="visually-hidden">{text}</span> }, { label })}
      </Button>
    );
  }
  return (
    <FormBoundary>
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
        <ReportReviewForm uid={uid} reviewId={reviewId} label={label} onClose={() => setOpen(false)} />
      </Suspense>
    </FormBoundary>
  );
}
