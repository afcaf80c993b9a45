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
import { useT } from '../messages';

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
  /** 'For order TH-2611-0042', 'For Veg Thali Monthly, November 2026' */
  forWhat: string;
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
  const t = useT();
  const headingId = useId();
  if (reports.length === 0) return null;
  return (
    <Part aria-labelledby={headingId}>
      <h3 id={headingId}>{t('waiting.heading', { count: reports.length })}</h3>
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
  const t = useT();
  const [declining, setDeclining] = useState(false);
  const declineButton = useRef<HTMLButtonElement>(null);
  const backFromForm = useRef(false);
  const confirm = useMutation({
    run: async () => {
      const { receipt } = await confirmPayment(providerId, entry.id);
      onDone(t('waiting.confirmed', { amount: formatPaise(entry.amountPaise), who: words.who, receipt }));
    },
    errorMessage: (e) => dataSentence(e, t('waiting.confirmFailed')),
  });
  useEffect(() => {
    if (declining || !backFromForm.current) return;
    backFromForm.current = false;
    declineButton.current?.focus();
  }, [declining]);
  const busy = confirm.status === 'busy';
  const label = t('waiting.label', { who: words.who, amount: formatPaise(entry.amountPaise) });
  return (
    <Card aria-label={label}>
      <p>
        {t.rich('waiting.says', { b: (text) => <strong>{text}</strong> }, {
          who: words.who, amount: formatPaise(entry.amountPaise), method: METHOD_LABELS[entry.method], date: formatDate(entry.paidOn),
        })}
      </p>
      <p>{words.forWhat}</p>
      {entry.ref ? <p>{t('entries.upiRef', { ref: entry.ref })}</p> : null}
      {confirm.error ? <Alert>{confirm.error}</Alert> : null}
      {declining ? (
        <DeclineReportForm entry={entry} providerId={providerId} who={words.who} onDone={onDone}
          onBack={() => {
            backFromForm.current = true;
            setDeclining(false);
          }} />
      ) : (
        <Actions aria-busy={busy || undefined}>
          <Button type="button" aria-label={t('waiting.confirmLabel', { label })} disabled={busy} onClick={() => void confirm.start()}>
            {t(busy ? 'waiting.confirming' : 'waiting.confirm')}
          </Button>
          <Button ref={declineButton} type="button" $variant="secondary" aria-label={t('waiting.declineLabel', { label })} disabled={busy} onClick={() => setDeclining(true)}>
            {t('waiting.decline')}
          </Button>
        </Actions>
      )}
    </Card>
  );
}
