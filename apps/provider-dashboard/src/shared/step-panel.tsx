import styled from 'styled-components';
import { Button, type ButtonVariant } from '@thali/ui';
import { useT } from './messages';

/**
 * The confirmation an action opens in place: inside an order's card (accept with a time, cancel with a reason, paid or
 * not on delivery), or under a row of the Dues page (record a payment, correct an entry, decline a report).
 */
export const StepPanel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p {
    margin: 0;
  }
  > div:last-child {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;

/** What a panel tells the card or row that opened it: the step went through (with its sentence), or Back. */
export interface PanelCallbacks {
  onDone: (message: string) => void;
  onBack: () => void;
}

interface ButtonsProps {
  submitting: boolean;
  /** the submit button's words, and while it runs ('Accept order', 'Accepting...') */
  submit: readonly [idle: string, busy: string];
  /** the way back's words ('Keep the order'); 'Back' without */
  back?: string;
  variant?: ButtonVariant;
  onBack: () => void;
}

/** A panel's last row: its submit button, then the way back; both wait while the step is on its way. */
export function PanelButtons({ submitting, submit, back, variant = 'primary', onBack }: ButtonsProps) {
  const t = useT();
  return (
    <div>
      <Button type="submit" $variant={variant} disabled={submitting}>
        {submitting ? submit[1] : submit[0]}
      </Button>
      <Button type="button" $variant="secondary" disabled={submitting} onClick={onBack}>
        {back ?? t('panel.back')}
      </Button>
    </div>
  );
}
