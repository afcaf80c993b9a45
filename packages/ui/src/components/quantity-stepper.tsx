import styled from 'styled-components';
import { useT } from '../entries/messages';
import { MinusIcon } from './icons';

const Group = styled.div`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  button {
    width: 44px;
    height: 44px;
    border: 0;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.25rem;
    font-weight: 700;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  output {
    min-width: 2.5rem;
    text-align: center;
    font-weight: 700;
  }
`;

export interface QuantityStepperProps {
  /** What is counted, e.g. the dish's name: it names the group and both buttons. */
  itemName: string;
  value: number;
  onChange: (value: number) => void;
  /** Inclusive bounds; − is disabled at min and + at max. */
  min?: number;
  max: number;
  disabled?: boolean;
}

/** − quantity + for one item, never outside min..max; the value is announced when it changes. */
export function QuantityStepper({ itemName, value, onChange, min = 1, max, disabled = false }: QuantityStepperProps) {
  const t = useT();
  return (
    <Group role="group" aria-label={t('quantity.group', { item: itemName })}>
      <button
        type="button"
        aria-label={t('quantity.decrease', { item: itemName })}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <MinusIcon />
      </button>
      <output aria-live="polite" aria-atomic="true">
        {value}
      </output>
      <button
        type="button"
        aria-label={t('quantity.increase', { item: itemName })}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </Group>
  );
}
