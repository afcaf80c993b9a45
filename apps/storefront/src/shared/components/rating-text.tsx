import { StarIcon } from '@thali/ui';
import type { RatingSummary } from '../utils/format-rating';

/** '★ 4.6 (23 reviewers)' for the eye (the star drawn: @thali/ui's icons), the sentence for a screen reader. */
export function RatingText({ rating }: { rating: RatingSummary }) {
  return (
    <>
      <span aria-hidden="true">
        {rating.rated ? (
          <>
            <StarIcon />{' '}
          </>
        ) : null}
        {rating.text}
      </span>
      <span className="visually-hidden">{rating.label}</span>
    </>
  );
}
