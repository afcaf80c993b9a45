import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { confirmPayment, type PaymentEntry } from '@thali/firebase-data';
import { Alert, Button, formatDate } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { CardGrid } from '../../../shared/card-grid';
import { METHOD_LABELS } from '../utils/entry-labels';
import { formatPaise } from '../utils/money';
import { DeclineReportForm } from './decline-report-form';
import { Part } from './parts';

const Card = styled.article`
  min-width: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** Who sent a report and what it pays, in words (from the kitchen's subscriptions and unpaid orders). */
export interface ReportWords {
  who: string;
  what: string;
}

interface Props {
  reports: PaymentEntry[];
  providerId: string;
  describe: (entry: PaymentEntry) => ReportWords;
  onDone: (message: string) => void;
}

/**
 * The customers' "I have paid" reports the kitchen has not answered yet, oldest first, above everything else on the
 * page: Confirm (the payment counts as received, with a receipt) or Decline (with an optional reason).
 */
export function WaitingReports({ reports, providerId, describe, onDone }: Props) {
  const headingId = useId();
  if (reports.length === 0) return null;
  return (
    <Part aria-labelledby={headingId}>
      <h3 id={headingId}>Waiting for you to confirm ({reports.length})</h3>
      <CardGrid>
        {reports.map((entry) => (
          <li key={entry.id}>
            <WaitingReport entry={entry} providerId={providerId} words={describe(entry)} onDone={onDone} />
          </li>
        ))}
      </CardGrid>
    </Part>
  );
}

function WaitingReport({ entry, providerId, words, onDone }: { entry: PaymentEntry; providerId: string; words: ReportWords; onDone: (message: string) => void }) {
  const [declining, setDeclining] = useState(false);
  const declineButton = useRef<HTMLButtonElement>(null);
  const backFromForm = useRef(false);
  const confirm = useMutation({
    run: async () => {
      const { receipt } = await confirmPayment(providerId, entry.id);
      onDone(`${formatPaise(entry.amountPaise)} from ${words.who} confirmed. Receipt ${receipt}.`);
    },
    errorMessage: (e) => dataSentence(e, 'The payment could not be confirmed. Please try again.'),
  });
  useEffect(() => {
    if (declining || !backFromForm.current) return;
    backFromForm.current = false;
    declineButton.current?.focus();
  }, [declining]);
  const busy = confirm.status === 'busy';
  const label = `${words.who}: ${formatPaise(entry.amountPaise)}`;
  return (
    <Card aria-label={label}>
      <p>
        <strong>{words.who}</strong> says they paid <strong>{formatPaise(entry.amountPaise)}</strong> by {METHOD_LABELS[entry.method]} on {formatDate(entry.paidOn)}.
      </p>
      <p>For {words.what}</p>
      {entry.ref ? <p>UPI reference {entry.ref}</p> : null}
      {confirm.error ? <Alert>{confirm.error}</Alert> : null}
      {declining ? (
        <DeclineReportForm entry={entry} providerId={providerId} who={words.who} onDone={onDone}
          onBack={() => {
            backFromForm.current = true;
            setDeclining(false);
          }} />
      ) : (
        <Actions aria-busy={busy || undefined}>
          <Button type="button" aria-label={`Confirm ${label}`} disabled={busy} onClick={() => void confirm.start()}>
            {busy ? 'Confirming...' : 'Confirm'}
          </Button>
          <Button ref={declineButton} type="button" $variant="secondary" aria-label={`Decline ${label}`} disabled={busy} onClick={() => setDeclining(true)}>
            Decline
          </Button>
        </Actions>
      )}
    </Card>
  );
}
