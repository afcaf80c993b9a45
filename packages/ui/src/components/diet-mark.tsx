import styled from 'styled-components';
import type { Diet } from '@thali/domain/diets';
import { useT } from './messages';

// The Indian food mark: a dot in a square, green for veg, yellow-brown for egg, red for non-veg. The square keeps a
// white ground in both themes (it is the symbol printed on packets); the word carries the meaning, the mark is
// decoration, so the word is always there: beside the mark, or for screen readers only.
const COLORS: Record<Diet, string> = { veg: '#1b7f3a', egg: '#a86b00', 'non-veg': '#c0262d' };

const Mark = styled.span<{ $diet: Diet }>`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  font-weight: 600;
  &::before {
    content: '';
    flex: none;
    width: 0.875rem;
    height: 0.875rem;
    box-sizing: border-box;
    border: 2px solid ${({ $diet }) => COLORS[$diet]};
    border-radius: 2px;
    background: radial-gradient(circle, ${({ $diet }) => COLORS[$diet]} 0 35%, #fff 40%);
  }
`;

export interface DietMarkProps {
  diet: Diet;
  /** 'hidden': only the mark shows, the word is read by screen readers (menu lines, where space is short). */
  word?: 'visible' | 'hidden';
}

/** The diet mark of a menu item or tiffin plan with its word ('Veg', 'Egg', 'Non-veg'). */
export function DietMark({ diet, word = 'visible' }: DietMarkProps) {
  const t = useT();
  const label = t(`diet.${diet}`);
  return (
    <Mark $diet={diet} data-diet={diet}>
      {word === 'visible' ? label : <span className="visually-hidden">{label}</span>}
    </Mark>
  );
}
