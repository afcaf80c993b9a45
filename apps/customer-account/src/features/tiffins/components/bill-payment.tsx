import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import type { CustomerBills, PaymentEntry } from '@thali/firebase-data';
import { Button } from '@thali/ui';
import { formatDate } from '../../../shared/utils/tiffin-words';
import { formatMonth, formatPaise, formatShortMonth, methodWord } from '../../../shared/utils/payment-words';
import { ReportPaymentForm, REPORT_TEXTS } from './report-payment-form';
import { UpiPay } from './upi-pay';

/** One month's bill of a subscription, as the customer's bills read it (with its kitchen's UPI details, if any). */
export type CustomerBill = CustomerBills['bills'][number];

export const BILL_TEXTS = {
  waiting: 'Waiting for the kitchen to confirm',
  paidInFull: 'Paid in full. Thank you!',
  nothingYet: 'Nothing to pay for this month yet.',
  cash: (kitchen: string) => `Pay ${kitchen} in cash.`,
} as const;

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
  const when = formatDate(entry.paidOn);
  if (entry.kind === 'correction') {
    return (
      <li>
        {`${formatPaise(entry.amountPaise)} · Corrected by the kitchen · ${when}`}
        {entry.note ? <Muted>{` · ${entry.note}`}</Muted> : null}
      </li>
    );
  }
  const receipt = entry.receipt ?? entry.decision?.receipt;
  let state;
  if (entry.waiting) state = <strong>{BILL_TEXTS.waiting}</strong>;
  else if (entry.decision?.status === 'declined') state = <strong>{`Declined by the kitchen${entry.decision.reason ? `: ${entry.decision.reason}` : '.'}`}</strong>;
  else if (receipt) state = <Link to={paths.receipt({ providerId, paymentId: entry.id })}>{`Receipt ${receipt}`}</Link>;
  return (
    <li>
      {`${formatPaise(entry.amountPaise)} · ${methodWord(entry.method)} · ${when}`}
      {entry.ref ? ` · Ref ${entry.ref}` : ''}
      {state ? <> · {state}</> : null}
      {entry.correctedBy ? <Muted> · Reversed by the kitchen</Muted> : null}
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
  const [reporting, setReporting] = useState(false);
  const [sent, setSent] = useState(false);
  const providerId = bill.subscription.providerId;
  const left = leftToPay(bill);
  const month = formatMonth(bill.month);
  return (
    <Stack>
      <Figures>
        <dt>Billed</dt>
        <dd>{formatPaise(bill.billedPaise)}</dd>
        <dt>Paid</dt>
        <dd>{formatPaise(bill.receivedPaise)}</dd>
        {bill.waitingPaise > 0 ? (
          <>
            <dt>{BILL_TEXTS.waiting}</dt>
            <dd>{formatPaise(bill.waitingPaise)}</dd>
          </>
        ) : null}
        <dt className="due">{bill.duePaise < 0 ? 'Paid ahead' : 'Due'}</dt>
        <dd className="due">{formatPaise(Math.abs(bill.duePaise))}</dd>
        <dt>Reference</dt>
        <dd>{bill.reference}</dd>
      </Figures>
      <div role="status">{sent ? REPORT_TEXTS.sent : null}</div>
      {left > 0 ? (
        bill.payTo ? <UpiPay payTo={bill.payTo} amountPaise={left} note={upiNote(bill)} /> : <p>{BILL_TEXTS.cash(bill.kitchenName)}</p>
      ) : bill.duePaise <= 0 ? (
        <p>{bill.billedPaise > 0 ? BILL_TEXTS.paidInFull : BILL_TEXTS.nothingYet}</p>
      ) : null}
      {left > 0 && !reporting ? (
        <p>
          <Button type="button" $variant="secondary" onClick={() => { setSent(false); setReporting(true); }}>
            {REPORT_TEXTS.open}
            <span className="visually-hidden">{` for ${month}`}</span>
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
          label={`I have paid for ${bill.subscription.planName}, ${month}`}
          now={now}
          onDone={(ok) => {
            setReporting(false);
            setSent(ok);
          }}
        />
      ) : null}
      {bill.entries.length > 0 ? (
        <Entries aria-label={`Payments made for ${month}`}>
          {bill.entries.map((entry) => <EntryLine key={entry.id} entry={entry} providerId={providerId} />)}
        </Entries>
      ) : null}
    </Stack>
  );
}
