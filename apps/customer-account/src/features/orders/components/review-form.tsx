import { useState, type Ref } from 'react';
import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import { writeReview, type MyReview, type Order } from '@thali/firebase-data';
import { canChangeReview, REVIEW_LIMITS, REVIEW_MESSAGES, ReviewError } from '@thali/firebase-data/logic';
import { Alert, Button, StarRow, plainMessage } from '@thali/ui';
import { TextArea, useForm } from '@thali/ui/form';
import { useMyReviews } from '../hooks/use-my-reviews';
import { useT } from '../messages';
import { orderTitle } from '../utils/group-orders';
import { StarRating } from './star-rating';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding-top: 0.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p { margin: 0; overflow-wrap: anywhere; }
`;

const StarSet = styled.div`
  margin: 0 0 0.75rem;
  > p:first-child { font-weight: 600; margin-bottom: 0.25rem; }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Values { stars: string; comment: string }

function ReviewFields({ order, review, onDone }: { order: Order; review: MyReview | undefined; onDone: (saved: boolean) => void }) {
  const t = useT();
  const { user } = useAuth();
  const form = useForm<Values>({
    initialValues: { stars: review ? String(review.stars) : '', comment: review?.comment ?? '' },
    validate: (v) => ({
      stars: v.stars ? undefined : REVIEW_MESSAGES.stars,
      comment: v.comment.trim().length > REVIEW_LIMITS.commentMax ? REVIEW_MESSAGES.comment : undefined,
    }),
    afterEdit: 'clear-field',
    onSubmit: async ({ stars, comment }, { signal, setFormError, showErrors }) => {
      try {
        await writeReview(user?.uid ?? '', order, { stars: Number(stars), comment });
        if (!signal.aborted) onDone(true);
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ReviewError && Object.keys(error.fields).length > 0) showErrors(error.fields as Partial<Record<keyof Values, string>>);
        else setFormError(error instanceof ReviewError ? error.message : plainMessage(error, t('review.failed')));
      }
    },
  });
  const starsField = form.field('stars');
  const errorId = `review-${order.id}-stars-error`;
  const labelId = `review-${order.id}-stars`;
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-busy={form.submitting || undefined} aria-label={t('review.form', { order: orderTitle(order) })}>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <StarSet>
        <p id={labelId}>{t('review.legend')}</p>
        <StarRating
          ref={starsField.ref as unknown as Ref<HTMLButtonElement>}
          value={Number(form.values.stars) || 0}
          max={REVIEW_LIMITS.starsMax}
          onChange={(n) => form.setValue('stars', String(n))}
          labelledBy={labelId}
          describedBy={form.errors.stars ? errorId : undefined}
          invalid={Boolean(form.errors.stars)}
          disabled={form.submitting}
        />
        {form.errors.stars ? <Problem id={errorId}>{form.errors.stars}</Problem> : null}
      </StarSet>
      <TextArea
        label={t('review.comment')}
        hint={t('review.hint', { max: REVIEW_LIMITS.commentMax })}
        rows={3}
        {...form.field('comment')}
      />
      <Row>
        <Button type="submit" disabled={form.submitting}>{form.submitting ? t('review.saving') : t('review.save')}</Button>
        <Button type="button" $variant="secondary" onClick={() => onDone(false)} disabled={form.submitting}>{t('review.cancel')}</Button>
      </Row>
    </form>
  );
}

/**
 * A delivered order's review on its My Orders card: "Rate this order" opens the stars (a radio group, arrow keys move
 * between them) and an optional comment. A customer reviews a kitchen once: every delivered order of that kitchen shows
 * the same review, with "Edit review" for 7 days after it was written (the database refuses edits after that, by its
 * own clock) and on any order placed after the one it is based on (editing from there bases it on that order and opens
 * the 7 days again), and the kitchen's reply under it.
 */
export function ReviewOrder({ order }: { order: Order }) {
  const t = useT();
  const { user } = useAuth();
  const { ready, byProvider } = useMyReviews(user?.uid);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (order.status !== 'completed' || !ready) return null;
  const review = byProvider.get(order.providerId);
  const done = (ok: boolean) => {
    setEditing(false);
    setSaved(ok);
  };
  return (
    <Box>
      {saved ? <p role="status">{t('review.saved')}</p> : null}
      {editing ? (
        <ReviewFields order={order} review={review} onDone={done} />
      ) : review ? (
        <>
          <p>
            {t('review.yours')} <StarRow stars={review.stars} max={REVIEW_LIMITS.starsMax} />
            <span className="visually-hidden">{t('review.outOf', { stars: review.stars, max: REVIEW_LIMITS.starsMax })}</span>
          </p>
          {review.comment ? <p>{review.comment}</p> : null}
          {review.reply ? <Muted>{t('review.reply', { reply: review.reply })}</Muted> : null}
          {canChangeReview(review, order, Date.now()) ? (
            <Row>
              <Button type="button" $variant="secondary" aria-label={t('review.editLabel', { order: orderTitle(order) })} onClick={() => { setSaved(false); setEditing(true); }}>
                {t('review.edit')}
              </Button>
            </Row>
          ) : null}
        </>
      ) : (
        <Row>
          <Button type="button" aria-label={t('review.rateLabel', { order: orderTitle(order) })} onClick={() => { setSaved(false); setEditing(true); }}>
            {t('review.rate')}
          </Button>
        </Row>
      )}
    </Box>
  );
}
