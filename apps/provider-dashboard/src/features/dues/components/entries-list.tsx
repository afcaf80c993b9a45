import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PaymentEntry } from '@thali/firebase-data';
import { Button, formatDate } from '@thali/ui';
import { paths } from '@thali/contract';
import { canCorrect, entryKindLabel, entryStatusLabel, METHOD_LABELS, receiptOf } from '../utils/entry-labels';
import { formatPaise } from '../utils/money';
import { CorrectEntryForm } from './correct-entry-form';
import { StackList } from './parts';
import { useT } from '../messages';

const List = styled(StackList)`
  > li {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li:first-child {
    border-top: 0;
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.75rem;
  margin: 0;
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-top: ${({ theme }) => theme.space(1)};
`;

interface Props {
  entries: PaymentEntry[];
  providerId: string;
  /** who paid (the buttons' names say whose entry) */
  customerName: string;
  onDone: (message: string) => void;
}

/**
 * One bill's entries of the ledger, newest first: what each is (received, a customer's report, a correction), its
 * amount, method and day, its words, where it stands, its receipt, and Correct on the ones that can be reversed.
 */
export function EntriesList({ entries, providerId, customerName, onDone }: Props) {
  const t = useT();
  const [correcting, setCorrecting] = useState<string | null>(null);
  const returnTo = useRef<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Back from the form without a correction: the Correct button that opened it takes the focus again.
  useEffect(() => {
    if (correcting !== null || !returnTo.current) return;
    buttons.current.get(returnTo.current)?.focus();
    returnTo.current = null;
  }, [correcting]);
  if (entries.length === 0) return <p>{t('entries.none')}</p>;
  return (
    <List aria-label={t('entries.list', { name: customerName })}>
      {entries.map((entry) => {
        const receipt = receiptOf(entry);
        return (
          <li key={entry.id}>
            <Line>
              <strong>{formatPaise(entry.amountPaise)}</strong>
              <span>{entryKindLabel(entry)}</span>
              <span>{t('entries.paidOn', { method: METHOD_LABELS[entry.method], date: formatDate(entry.paidOn) })}</span>
              {/* a received entry standing as it was needs no second word */}
              {entryStatusLabel(entry) === entryKindLabel(entry) ? null : <Muted>{entryStatusLabel(entry)}</Muted>}
            </Line>
            {entry.ref || entry.note ? (
              <Line>
                {entry.ref ? <span>{t('entries.upiRef', { ref: entry.ref })}</span> : null}
                {entry.note ? <span>{entry.note}</span> : null}
              </Line>
            ) : null}
            {receipt || (canCorrect(entry) && correcting !== entry.id) ? (
              <Actions>
                {receipt ? <Link to={paths.receipt({ providerId, paymentId: entry.id })}>{t('entries.receipt', { receipt })}</Link> : null}
                {canCorrect(entry) && correcting !== entry.id ? (
                  <Button type="button" $variant="ghost" ref={(el) => { if (el) buttons.current.set(entry.id, el); else buttons.current.delete(entry.id); }}
                    aria-label={t('entries.correctLabel', { amount: formatPaise(entry.amountPaise), date: formatDate(entry.paidOn) })} onClick={() => setCorrecting(entry.id)}>
                    {t('entries.correct')}
                  </Button>
                ) : null}
              </Actions>
            ) : null}
            {correcting === entry.id ? (
              <CorrectEntryForm entry={entry} providerId={providerId}
                onDone={(message) => {
                  setCorrecting(null);
                  onDone(message);
                }}
                onBack={() => {
                  returnTo.current = entry.id;
                  setCorrecting(null);
                }} />
            ) : null}
          </li>
        );
      })}
    </List>
  );
}
