import styled from 'styled-components';
import { MAX_QUANTITY } from '@thali/firebase-data';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  button {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.25rem;
    font-weight: 700;
    cursor: pointer;
  }
  button:disabled { opacity: 0.4; cursor: not-allowed; }
  output { min-width: 2.5rem; text-align: center; font-weight: 600; }
`;

/**
 * − quantity + for one basket line; never below 1 nor above MAX_QUANTITY (50, what a line and an order may hold).
 * The value is announced when it changes.
 */
export function QuantityStepper({ name, quantity, onChange, disabled }: { name: string; quantity: number; onChange: (q: number) => void; disabled?: boolean }) {
  return (
    <Group role="group" aria-label={`Quantity of ${name}`}>
      <button type="button" aria-label={`Decrease quantity of ${name}`} disabled={disabled || quantity <= 1} onClick={() => onChange(quantity - 1)}>
        −
      </button>
      <output aria-live="polite" aria-atomic="true">
        {quantity}
      </output>
      <button
        type="button"
        aria-label={`Increase quantity of ${name}`}
        disabled={disabled || quantity >= MAX_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </Group>
  );
}
