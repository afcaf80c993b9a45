import { replyToReview, type Review } from '@thali/firebase-data';
import { REVIEW_LIMITS, ReviewError, validateReply } from '@thali/firebase-data/logic';
import { Alert, Button, plainMessage } from '@thali/ui';
import { TextArea, useForm } from '@thali/ui/form';

export const REPLY_TEXTS = {
  send: 'Send reply',
  sending: 'Sending…',
  failed: 'Your reply could not be sent. Please try again.',
  hint: `Shown under the review on your menu page. You can reply once; up to ${REVIEW_LIMITS.replyMax} characters.`,
} as const;

/** The kitchen's one reply to a review (the database refuses a second one). */
export function ReplyForm({ providerId, review }: { providerId: string; review: Review }) {
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
        else setFormError(error instanceof ReviewError ? error.message : plainMessage(error, REPLY_TEXTS.failed));
      }
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-busy={form.submitting || undefined}>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <TextArea label={`Reply to customer ${review.userInitial || ''}`.trim()} hint={REPLY_TEXTS.hint} rows={2} {...form.field('reply')} />
      <Button type="submit" disabled={form.submitting}>{form.submitting ? REPLY_TEXTS.sending : REPLY_TEXTS.send}</Button>
    </form>
  );
}
