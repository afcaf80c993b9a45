import styled from 'styled-components';
import { DIET_LABELS, type Diet } from '@thali/firebase-data';

// The Indian food mark (a dot in a square: green veg, yellow egg, brown non-veg) with its word beside it.
const COLORS: Record<Diet, string> = { veg: '#1b7f3a', egg: '#b8860b', 'non-veg': '#8b3a1a' };

const Mark = styled.span<{ $diet: Diet }>`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  &::before {
    content: '';
    flex: none;
    width: 0.875rem;
    height: 0.875rem;
    border: 2px solid ${({ $diet }) => COLORS[$diet]};
    border-radius: 2px;
    background: radial-gradient(circle, ${({ $diet }) => COLORS[$diet]} 35%, transparent 40%);
  }
`;

/** The diet mark with its word ('Veg', 'Egg', 'Non-veg'): the word carries the meaning, the mark is decoration. */
export function DietMark({ diet }: { diet: Diet }) {
  return <Mark $diet={diet}>{DIET_LABELS[diet]}</Mark>;
}
