import { useId } from 'react';
import styled from 'styled-components';
import { setAcceptingOrders } from '@thali/firebase-data';
import { Alert } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { useT } from '../messages';

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 44px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  input {
    flex: none;
    width: 1.375rem;
    height: 1.375rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  input[aria-disabled='true'] {
    cursor: progress;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Done = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

interface Props {
  providerId: string;
  accepting: boolean;
  onSaved: (accepting: boolean) => void;
}

/**
 * "Accepting orders": a switch that takes effect at once (off = "Pause orders now": no orders at all until it is
 * switched back on); what happened is said in a status line, a failure in plain words with the switch as it was.
 */
export function AcceptingSwitch({ providerId, accepting, onSaved }: Props) {
  const id = useId();
  const hintId = useId();
  const t = useT();
  const change = useMutation({
    run: async (next: boolean) => {
      await setAcceptingOrders(providerId, next);
      onSaved(next);
    },
    successNotice: (_, next) => t(next ? 'accepting.resumed' : 'accepting.paused'),
    errorMessage: (e) => dataSentence(e, t('accepting.failed')),
  });
  const busy = change.status === 'busy';

  return (
    <Box>
      <Label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={accepting}
          aria-describedby={hintId}
          aria-disabled={busy || undefined}
          onChange={(e) => void change.start(e.target.checked)}
        />
        {t('accepting.label')}
      </Label>
      <Hint id={hintId}>{t(accepting ? 'accepting.onHint' : 'accepting.offHint')}</Hint>
      <Done role="status">{change.notice}</Done>
      {change.error ? <Alert>{change.error}</Alert> : null}
    </Box>
  );
}
