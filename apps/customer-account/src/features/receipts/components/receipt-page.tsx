import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import type { Receipt } from '@thali/firebase-data';
import { Alert, Button, Card, Page, PageTitle, Spinner, formatDate, formatDateTime, plainMessage, useDocumentTitle } from '@thali/ui';
import { formatMonth, formatPaise, methodWord } from '../../../shared/utils/payment-words';
import { useReceipt } from '../hooks/use-receipt';
import { ReceiptPrintStyle } from './receipt-print-style';

export const RECEIPT_TEXTS = {
  notFound: 'This receipt could not be found. The link may be mistyped, or the receipt is not yours to see.',
  failed: 'The receipt could not be loaded. Please try again.',
  print: 'Print',
  direct: 'Paid to the kitchen directly. Thali does not hold the money.',
} as const;

const Sheet = styled(Card).attrs({ as: 'article' })`
  max-width: 40rem;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  header p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  h1 { margin: 0; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: minmax(6rem, auto) minmax(0, 1fr); gap: 0.5rem 1rem; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .amount { font-size: 1.25rem; font-weight: 700; }
  > p { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

/** The rules refused the read: the receipt is someone else's, which reads the same as none (nothing about it leaks). */
const isRefused = (error: Error) => /permission.denied/i.test(`${(error as { code?: unknown }).code ?? ''} ${error.message}`);

/** 'Everyday Veg Tiffin, November 2026 (TH-B-2611-0042)' or 'Order TH-2611-0042'. */
export const receiptFor = (r: Receipt) =>
  r.for.kind === 'tiffin' ? `${r.for.planName}, ${formatMonth(r.for.month)} (${r.for.reference})` : `Order ${r.for.orderNumber ?? ''}`.trim();

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  return (
    <Sheet data-receipt aria-labelledby="receipt-title">
      <header>
        <p>Thali · Payment receipt</p>
        <PageTitle id="receipt-title" as="h1">{`Receipt ${receipt.number}`}</PageTitle>
      </header>
      {receipt.reversedOn !== undefined ? (
        <Alert tone="warning">{`Reversed on ${formatDate(receipt.reversedOn)}: the kitchen corrected this payment.`}</Alert>
      ) : null}
      <dl>
        <dt>Receipt number</dt>
        <dd>{receipt.number}</dd>
        <dt>Kitchen</dt>
        <dd>
          {receipt.kitchen.name}
          {receipt.kitchen.address ? <><br />{receipt.kitchen.address}</> : null}
          {receipt.kitchen.phone ? <><br />{`Phone ${receipt.kitchen.phone}`}</> : null}
        </dd>
        <dt>Customer</dt>
        <dd>{receipt.customer.name}</dd>
        <dt>{receipt.for.kind === 'tiffin' ? 'Period' : 'Order'}</dt>
        <dd>{receiptFor(receipt)}</dd>
        <dt>Amount</dt>
        <dd className="amount">{formatPaise(receipt.amountPaise)}</dd>
        <dt>Method</dt>
        <dd>{methodWord(receipt.method)}</dd>
        <dt>Paid on</dt>
        <dd>{formatDate(receipt.paidOn)}</dd>
        <dt>Issued</dt>
        <dd>{formatDateTime(receipt.issuedAt)}</dd>
      </dl>
      <p>{RECEIPT_TEXTS.direct}</p>
    </Sheet>
  );
}

/**
 * A confirmed payment's receipt (`/receipts/:providerId/:paymentId`), for the customer who paid and the kitchen that
 * was paid (the database's rules decide who reads it). Print puts it on one A4 page without the portal around it.
 */
export function ReceiptPage() {
  const { providerId = '', paymentId = '' } = useParams();
  const { user, status } = useAuth();
  const result = useReceipt(providerId, paymentId, Boolean(user));
  const receipt = result.data;
  useDocumentTitle(receipt ? `Receipt ${receipt.number}` : 'Receipt');

  let body;
  if (status === 'loading' || (user && result.status === 'pending')) body = <Spinner label="Loading the receipt" />;
  else if (result.error && !isRefused(result.error)) body = <Alert>{plainMessage(result.error, RECEIPT_TEXTS.failed)}</Alert>;
  else if (!receipt) body = <p>{RECEIPT_TEXTS.notFound}</p>;
  else {
    body = (
      <>
        <ReceiptPrintStyle />
        <ReceiptSheet receipt={receipt} />
        <Actions data-print="hide">
          <Button type="button" onClick={() => window.print()}>{RECEIPT_TEXTS.print}</Button>
        </Actions>
      </>
    );
  }
  return <Page>{receipt ? body : <><PageTitle>Receipt</PageTitle>{body}</>}</Page>;
}
