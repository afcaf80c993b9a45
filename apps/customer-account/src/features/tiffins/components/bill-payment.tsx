import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import type { CustomerBills, PaymentEntry } from '@thali/firebase-data';
import { Button } from '@thali/ui';
import { formatDate } from '../../../shared/utils/tiffin-words';
import { formatMonth, formatPaise, formatShortMonth, useMethodWord } from '../../../shared/utils/payment-words';
import { useT } from '../messages';
import { ReportPaymentForm } from './report-payment-form';
import { UpiPay } from './upi-pay';

/** One month's bill of a subscription, as the customer's bills read it (with its kitchen's UPI details, if any). */
export type CustomerBill = CustomerBills['bills'][number];

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.25rem 0.75rem;
  margin: 0 0 0.75rem;
  dd { margin: 0; font-variant-numeric: tabular-nums; }
  .due { font-weight: 700; }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  p { margin: 0; }
`;

const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  li { overflow-wrap: anywhere; }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What the kitchen reads in its UPI app: the plan, the month and the bill's reference ('Veg Tiffin Nov 2026 TH-B-2611-0042'). */
export const upiNote = (bill: CustomerBill) => `${bill.subscription.planName} ${formatShortMonth(bill.month)} ${bill.reference}`;

/** What is still to pay once the reports waiting for the kitchen are counted: never below nothing. */
export const leftToPay = (bill: CustomerBill) => Math.max(0, bill.duePaise - bill.waitingPaise);

function EntryLine({ entry, providerId }: { entry: PaymentEntry; providerId: string }) {
  const t = useT();
  const methodWord = useMethodWord();
  const when = formatDate(entry.paidOn);
  if (entry.kind === 'correction') {
    return (
      <li>
        {t('entry.correction', { amount: formatPaise(entry.amountPaise), date: when })}
        {entry.note ? <Muted>{` · ${entry.note}`}</Muted> : null}
      </li>
    );
  }
  const receipt = entry.receipt ?? entry.decision?.receipt;
  let state;
  if (entry.waiting) state = <strong>{t('bill.waiting')}</strong>;
  else if (entry.decision?.status === 'declined') {
    const reason = entry.decision.reason;
    state = <strong>{reason ? t('entry.declinedWhy', { reason }) : t('entry.declined')}</strong>;
  } else if (receipt) state = <Link to={paths.receipt({ providerId, paymentId: entry.id })}>{t('entry.receipt', { number: receipt })}</Link>;
  // each part of the line is a whole text of its own, joined with the list's dots
  return (
    <li>
      {t('entry.payment', { amount: formatPaise(entry.amountPaise), method: methodWord(entry.method), date: when })}
      {entry.ref ? ` · ${t('entry.ref', { ref: entry.ref })}` : ''}
      {state ? <> · {state}</> : null}
      {entry.correctedBy ? <Muted>{` · ${t('entry.reversed')}`}</Muted> : null}
    </li>
  );
}

interface Props {
  bill: CustomerBill;
  uid: string;
  now: number;
}

/**
 * A bill's money: billed, paid (what the kitchen received or confirmed), due, and the reports still waiting for the
 * kitchen; how to pay what is left (UPI link or QR code, or cash where the kitchen takes no UPI), "I have paid", and
 * each payment with its receipt.
 */
export function BillPayment({ bill, uid, now }: Props) {
  const t = useT();
  const [reporting, setReporting] = useState(false);
  const [sent, setSent] = useState(false);
  const providerId = bill.subscription.providerId;
  const left = leftToPay(bill);
  const month = formatMonth(bill.month);
  return (
    <Stack>
      <Figures>
        <dt>{t('bill.billed')}</dt>
        <dd>{formatPaise(bill.billedPaise)}</dd>
        <dt>{t('bill.received')}</dt>
        <dd>{formatPaise(bill.receivedPaise)}</dd>
        {bill.waitingPaise > 0 ? (
          <>
            <dt>{t('bill.waiting')}</dt>
            <dd>{formatPaise(bill.waitingPaise)}</dd>
          </>
        ) : null}
        <dt className="due">{t(bill.duePaise < 0 ? 'bill.paidAhead' : 'bill.due')}</dt>
        <dd className="due">{formatPaise(Math.abs(bill.duePaise))}</dd>
        <dt>{t('bill.reference')}</dt>
        <dd>{bill.reference}</dd>
      </Figures>
      <div role="status">{sent ? t('report.sent') : null}</div>
      {left > 0 ? (
        bill.payTo ? <UpiPay payTo={bill.payTo} amountPaise={left} note={upiNote(bill)} /> : <p>{t('bill.cash', { kitchen: bill.kitchenName })}</p>
      ) : bill.duePaise <= 0 ? (
        <p>{t(bill.billedPaise > 0 ? 'bill.paidInFull' : 'bill.nothingYet')}</p>
      ) : null}
      {left > 0 && !reporting ? (
        <p>
          <Button type="button" $variant="secondary" onClick={() => { setSent(false); setReporting(true); }}>
            {t.rich('bill.reportOpen', { shown: (words) => words, hidden: (words) => <span className="visually-hidden">{words}</span> }, { month })}
          </Button>
        </p>
      ) : null}
      {reporting ? (
        <ReportPaymentForm
          uid={uid}
          providerId={providerId}
          for={{ kind: 'tiffin', subscriptionId: bill.subscription.id, month: bill.month }}
          amountPaise={left}
          method={bill.payTo ? 'upi' : 'cash'}
          label={t('bill.reportLabel', { plan: bill.subscription.planName, month })}
          now={now}
          onDone={(ok) => {
            setReporting(false);
            setSent(ok);
          }}
        />
      ) : null}
      {bill.entries.length > 0 ? (
        <Entries aria-label={t('bill.payments', { month })}>
          {bill.entries.map((entry) => <EntryLine key={entry.id} entry={entry} providerId={providerId} />)}
        </Entries>
      ) : null}
    </Stack>
  );
}
