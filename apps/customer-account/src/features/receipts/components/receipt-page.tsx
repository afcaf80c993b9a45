import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import type { Receipt } from '@thali/firebase-data';
import { Alert, Button, Card, Page, PageTitle, Spinner, formatDate, formatDateTime, plainMessage, useDocumentTitle } from '@thali/ui';
import { formatMonth, formatPaise, useMethodWord } from '../../../shared/utils/payment-words';
import { useReceipt } from '../hooks/use-receipt';
import { useT, t } from '../messages';
import { ReceiptPrintStyle } from './receipt-print-style';

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
export const receiptFor = (r: Receipt) => {
  if (r.for.kind === 'tiffin') return t('receipt.forTiffin', { plan: r.for.planName, month: formatMonth(r.for.month), reference: r.for.reference });
  return r.for.orderNumber ? t('receipt.forOrder', { number: r.for.orderNumber }) : t('receipt.forOrderUnnumbered');
};

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const t = useT();
  const methodWord = useMethodWord();
  return (
    <Sheet data-receipt aria-labelledby="receipt-title">
      <header>
        <p>{t('receipt.kind')}</p>
        <PageTitle id="receipt-title" as="h1">{t('receipt.titleNumbered', { number: receipt.number })}</PageTitle>
      </header>
      {receipt.reversedOn !== undefined ? (
        <Alert tone="warning">{t('receipt.reversed', { date: formatDate(receipt.reversedOn) })}</Alert>
      ) : null}
      <dl>
        <dt>{t('receipt.number')}</dt>
        <dd>{receipt.number}</dd>
        <dt>{t('receipt.kitchen')}</dt>
        <dd>
          {receipt.kitchen.name}
          {receipt.kitchen.address ? <><br />{receipt.kitchen.address}</> : null}
          {receipt.kitchen.phone ? <><br />{t('receipt.phone', { phone: receipt.kitchen.phone })}</> : null}
        </dd>
        <dt>{t('receipt.customer')}</dt>
        <dd>{receipt.customer.name}</dd>
        <dt>{t(receipt.for.kind === 'tiffin' ? 'receipt.period' : 'receipt.order')}</dt>
        <dd>{receiptFor(receipt)}</dd>
        <dt>{t('receipt.amount')}</dt>
        <dd className="amount">{formatPaise(receipt.amountPaise)}</dd>
        <dt>{t('receipt.method')}</dt>
        <dd>{methodWord(receipt.method)}</dd>
        <dt>{t('receipt.paidOn')}</dt>
        <dd>{formatDate(receipt.paidOn)}</dd>
        <dt>{t('receipt.issued')}</dt>
        <dd>{formatDateTime(receipt.issuedAt)}</dd>
      </dl>
      <p>{t('receipt.direct')}</p>
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
  const t = useT();
  useDocumentTitle(receipt ? t('receipt.titleNumbered', { number: receipt.number }) : t('receipt.title'));

  let body;
  if (status === 'loading' || (user && result.status === 'pending')) body = <Spinner label={t('receipt.loading')} />;
  else if (result.error && !isRefused(result.error)) body = <Alert>{plainMessage(result.error, t('receipt.failed'))}</Alert>;
  else if (!receipt) body = <p>{t('receipt.notFound')}</p>;
  else {
    body = (
      <>
        <ReceiptPrintStyle />
        <ReceiptSheet receipt={receipt} />
        <Actions data-print="hide">
          <Button type="button" onClick={() => window.print()}>{t('receipt.print')}</Button>
        </Actions>
      </>
    );
  }
  return <Page>{receipt ? body : <><PageTitle>{t('receipt.title')}</PageTitle>{body}</>}</Page>;
}
