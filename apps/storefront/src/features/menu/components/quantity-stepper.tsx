import styled from 'styled-components';
import { MAX_QUANTITY } from '@thali/firebase-data';

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
  itemName: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** Quantity for one menu item: never below 1 (spec §5), at most MAX_QUANTITY (50, what an order may hold). */
export function QuantityStepper({ itemName, value, onChange, disabled = false }: QuantityStepperProps) {
  return (
    <Group role="group" aria-label={`Quantity of ${itemName}`}>
      <button
        type="button"
        aria-label={`Decrease quantity of ${itemName}`}
        disabled={disabled || value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        −
      </button>
      <output aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        aria-label={`Increase quantity of ${itemName}`}
        disabled={disabled || value >= MAX_QUANTITY}
        onClick={() => onChange(Math.min(MAX_QUANTITY, value + 1))}
      >
        +
      </button>
    </Group>
  );
}
