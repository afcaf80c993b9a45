import { replyToReview, type Review } from '@thali/firebase-data';
import { REVIEW_LIMITS, ReviewError, validateReply } from '@thali/firebase-data/logic';
import { Alert, Button, plainMessage } from '@thali/ui';
import { TextArea, useForm } from '@thali/ui/form';
import { useT } from '../messages';

/** The kitchen's one reply to a review (the database refuses a second one). */
export function ReplyForm({ providerId, review }: { providerId: string; review: Review }) {
  const t = useT();
  const form = useForm({
    initialValues: { reply: '' },
    validate: (v) => ({ reply: validateReply(v.reply) ?? undefined }),
    afterEdit: 'clear-field',
    onSubmit: async ({ reply }, { signal, setFormError, showErrors }) => {
      try {
        await replyToReview(providerId, review.id, reply);
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ReviewError && error.fields.reply) showErrors({ reply: error.fields.reply });
        else setFormError(error instanceof ReviewError ? error.message : plainMessage(error, t('reply.failed')));
      }
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-busy={form.submitting || undefined}>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <TextArea label={t('reply.label', { initial: review.userInitial || '' }).trim()} hint={t('reply.hint', { max: REVIEW_LIMITS.replyMax })} rows={2} {...form.field('reply')} />
      <Button type="submit" disabled={form.submitting}>{form.submitting ? t('reply.sending') : t('reply.send')}</Button>
    </form>
  );
}
