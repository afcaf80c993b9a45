import { forwardRef, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { StarIcon } from '@thali/ui';
import { t } from '../messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;

const Star = styled.button<{ $lit: boolean }>`
  min-width: 48px;
  min-height: 48px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  font-size: 2.25rem;
  line-height: 1;
  cursor: pointer;
  /* the lit stars in the warning colour (amber in both themes), the others as outlines in the text colour */
  color: ${({ theme, $lit }) => ($lit ? theme.colors.warning : theme.colors.textMuted)};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  &:hover { background: ${({ theme }) => theme.colors.border}; }
`;

/** '1 star', '3 stars' in the language on screen. */
export const starsWord = (n: number) => t('review.stars', { count: n });

export interface StarRatingProps {
  /** The chosen number of stars, 0 for none yet. */
  value: number;
  max: number;
  onChange: (stars: number) => void;
  /** The id of the text naming the group ("Your rating"). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * A rating as a row of large stars: one radio group (a screen reader hears "Your rating, radio group, 3 stars,
 * checked, 3 of 5"), one Tab stop on the chosen star (the first while none is chosen), arrow keys choose the next or
 * previous star as native radios do, Home and End the ends, Space or a click chooses the one in focus. The forwarded ref
 * is the star that takes the focus (where a form's "choose a rating" message sends the reader).
 */
export const StarRating = forwardRef<HTMLButtonElement, StarRatingProps>(function StarRating(
  { value, max, onChange, labelledBy, describedBy, invalid, disabled }, ref,
) {
  const stars = useRef<Array<HTMLButtonElement | null>>([]);
  const focusable = value >= 1 && value <= max ? value : 1;
  const choose = (n: number) => {
    const next = Math.min(max, Math.max(1, n));
    onChange(next);
    stars.current[next - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, n: number) => {
    const moves: Record<string, number> = { ArrowRight: n + 1, ArrowUp: n + 1, ArrowLeft: n - 1, ArrowDown: n - 1, Home: 1, End: max };
    if (!(event.key in moves)) return;
    event.preventDefault();
    // past the ends the choice wraps round, as a native radio group's does
    const target = moves[event.key]!;
    choose(target > max ? 1 : target < 1 ? max : target);
  };
  return (
    <Row role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
        <Star
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={starsWord(n)}
          tabIndex={n === focusable ? 0 : -1}
          disabled={disabled}
          $lit={n <= value}
          ref={(el) => {
            stars.current[n - 1] = el;
            if (n !== focusable) return;
            if (typeof ref === 'function') ref(el);
            else if (ref) (ref as { current: HTMLButtonElement | null }).current = el;
          }}
          onClick={() => choose(n)}
          onKeyDown={(event) => onKeyDown(event, n)}
        >
          <StarIcon filled={n <= value} />
        </Star>
      ))}
    </Row>
  );
});
