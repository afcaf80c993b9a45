import { useEffect, useRef, useState } from 'react';
import { readMyReport, reportReview } from '@thali/firebase-data';
import { REPORT_LIMITS, validateReportReason } from '@thali/firebase-data/logic';
import { Alert, Button, formatDate, plainMessage } from '@thali/ui';
import { TextArea, useForm } from '@thali/ui/form';
import { t as say, useT } from './messages';


interface Props {
  uid: string;
  reviewId: string;
  label: string;
  onClose: () => void;
}

/**
 * The report's form (the default export: loaded by ReportReview on press): why, required and bounded, then sent once.
 * A reporter who already reported this review reads when instead (the database keeps one report per reporter).
 */
export default function ReportReviewForm({ uid, reviewId, label, onClose }: Props) {
  const [mine, setMine] = useState<{ at: number } | null | 'unknown'>('unknown');
  const [sent, setSent] = useState(false);
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    readMyReport(uid, reviewId).then((r) => { if (live) setMine(r); }, () => { if (live) setMine(null); });
    return () => { live = false; };
  }, [uid, reviewId]);
  const form = useForm({
    initialValues: { reason: '' },
    validate: (v) => ({ reason: validateReportReason(v.reason) ?? undefined }),
    afterEdit: 'clear-field',
    // the reason was checked before sending: a refusal here is the database's (already reported, not allowed), a form error
    onSubmit: ({ reason }, { signal, setFormError }) => reportReview(uid, reviewId, reason).then(
      () => { if (!signal.aborted) setSent(true); },
      (error: unknown) => { if (!signal.aborted) setFormError(plainMessage(error, say('failed'))); }),
  });
  const answer = sent ? t('sent') : mine !== 'unknown' && mine ? t('reportedOn', { date: formatDate(mine.at) }) : null;
  useEffect(() => {
    // the form took the button's place: the focus goes to its first field (or the answer), not to the page's top
    box.current?.querySelector<HTMLElement>('textarea, [tabindex]')?.focus();
  }, [answer]);
  if (answer) {
    return (
      <div ref={box}>
        <p role="status" tabIndex={-1}>{answer}</p>
        <Button type="button" $variant="secondary" onClick={onClose}>{t('close')}</Button>
      </div>
    );
  }
  return (
    <div ref={box}>
    <form noValidate onSubmit={form.handleSubmit} aria-busy={form.submitting || mine === 'unknown' || undefined} aria-label={t('form', { label })}>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <TextArea label={t('reason')} hint={t('hint', { max: REPORT_LIMITS.reasonMax })} rows={2}
        {...form.field('reason')} />
      <Button type="submit" disabled={form.submitting}>{form.submitting ? t('sending') : t('send')}</Button>{' '}
      <Button type="button" $variant="secondary" onClick={onClose} disabled={form.submitting}>{t('cancel')}</Button>
    </form>
    </div>
  );
}
