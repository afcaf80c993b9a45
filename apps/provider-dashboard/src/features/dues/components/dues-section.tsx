import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLiveQuery } from '@thali/render';
import type { KitchenDues, PaymentEntry } from '@thali/firebase-data';
import { Alert, Button, Skeleton, plainMessage } from '@thali/ui';
import { NativeSelect } from '@thali/ui/form';
import { unpaidOrdersQuery } from '../../../shared/unpaid-orders-query';
import { duesQueries } from '../api/dues-queries';
import { useDuesMonth } from '../hooks/use-dues-month';
import { downloadFile } from '../utils/download';
import { duesCsv, duesCsvFileName } from '../utils/dues-csv';
import { formatPaise } from '../utils/money';
import { monthChoices, monthName } from '../utils/months';
import { DuesTable } from './dues-table';
import { UnpaidOrders, orderName } from './unpaid-orders';
import { WaitingReports, type ReportWords } from './waiting-reports';
import { useT } from '../messages';

const Section = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  max-width: 48rem;
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    font-weight: 600;
  }
  select {
    width: auto;
  }
  input[type='checkbox'] {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  > div {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.375rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  providerId: string;
  /** The clock the page reads (this month, today's date); tests fix it. */
  now?: () => number;
}

/**
 * Issue 42, the kitchen's Dues: the customers' payment reports waiting to be confirmed first; then, for a chosen month
 * (this one to start with, Asia/Kolkata), every subscriber's bill with what was received and what is due, the month's
 * totals, "Only with dues", Record payment and each bill's entries (Correct, receipts), and the month as a CSV file;
 * last the delivered orders not paid yet, with Mark paid.
 */
export function DuesSection({ providerId, now = Date.now }: Props) {
  const t = useT();
  const [month, chooseMonth] = useDuesMonth(now());
  const dues = useLiveQuery(duesQueries.month(providerId, month));
  const unpaid = useLiveQuery(unpaidOrdersQuery(providerId));
  const subscriptions = useLiveQuery(duesQueries.subscriptions(providerId));
  const [onlyDue, setOnlyDue] = useState(false);
  const [notice, setNotice] = useState('');
  const monthId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // a report confirmed or declined leaves the list with its buttons: the keyboard carries on from the page's heading
  const decided = (message: string) => {
    setNotice(message);
    heading.current?.focus();
  };
  const name = monthName(month);

  // Who sent a report and for what: its subscription (any month) or its unpaid order.
  const describe = (entry: PaymentEntry): ReportWords => {
    if (entry.for.kind === 'order') {
      const { orderId } = entry.for;
      const order = unpaid.data?.find((o) => o.orderId === orderId);
      return { who: order?.customerName || t('report.aCustomer'), forWhat: t('report.forOrder', { name: orderName(order ?? { orderId }) }) };
    }
    const { subscriptionId, month: billMonth } = entry.for;
    const sub = subscriptions.data?.find((s) => s.id === subscriptionId) ?? dues.data?.rows.find((r) => r.subscription.id === subscriptionId)?.subscription;
    return { who: sub?.customerName || t('report.aSubscriber'), forWhat: t('report.forPlan', { plan: sub?.planName ?? t('report.aPlan'), month: monthName(billMonth) }) };
  };

  return (
    <Section aria-labelledby="dues-heading">
      <h2 id="dues-heading" ref={heading} tabIndex={-1}>
        {t('section.title')}
      </h2>
      <Lead>{t('section.lead')}</Lead>
      <Notice role="status">{notice}</Notice>
      {dues.data ? <WaitingReports reports={dues.data.waiting} providerId={providerId} describe={describe} onDone={decided} /> : null}
      <Controls>
        <label htmlFor={monthId}>
          {t('section.month')}
          <NativeSelect id={monthId} value={String(month)} onChange={(e) => chooseMonth(Number(e.target.value))}>
            {monthChoices(now(), month).map((m) => (
              <option key={m} value={String(m)}>
                {monthName(m)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label>
          <input type="checkbox" checked={onlyDue} onChange={(e) => setOnlyDue(e.target.checked)} />
          {t('section.onlyDue')}
        </label>
        <Button type="button" $variant="secondary" disabled={!dues.data} onClick={() => dues.data && downloadFile(duesCsvFileName(month), duesCsv(dues.data), 'text/csv;charset=utf-8')}>
          {t('section.download')}
        </Button>
      </Controls>
      {dues.error ? (
        <Alert>{plainMessage(dues.error, t('section.loadFailed'))}</Alert>
      ) : !dues.data ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t('section.loading')}</span>
          <Skeleton $height="16rem" />
        </div>
      ) : (
        <MonthOfDues dues={dues.data} name={name} onlyDue={onlyDue} providerId={providerId} now={now} onDone={setNotice} />
      )}
      {unpaid.data ? <UnpaidOrders orders={unpaid.data} providerId={providerId} onDone={setNotice} /> : null}
    </Section>
  );
}

function MonthOfDues({ dues, name, onlyDue, providerId, now, onDone }: { dues: KitchenDues; name: string; onlyDue: boolean; providerId: string; now: () => number; onDone: (m: string) => void }) {
  const t = useT();
  const rows = onlyDue ? dues.rows.filter((r) => r.duePaise > 0) : dues.rows;
  return (
    <>
      <Totals>
        <div>
          <dt>{t('totals.billed')}</dt>
          <dd>{formatPaise(dues.totals.billedPaise)}</dd>
        </div>
        <div>
          <dt>{t('totals.received')}</dt>
          <dd>{formatPaise(dues.totals.receivedPaise)}</dd>
        </div>
        <div>
          <dt>{t('totals.due')}</dt>
          <dd>{formatPaise(dues.totals.duePaise)}</dd>
        </div>
      </Totals>
      {dues.rows.length === 0 ? (
        <Empty>{t('month.noBills', { month: name })}</Empty>
      ) : rows.length === 0 ? (
        <Empty>{t('month.nothingDue', { month: name })}</Empty>
      ) : (
        <DuesTable rows={rows} caption={t('month.caption', { month: name, onlyDue: onlyDue ? 'yes' : 'no' })} providerId={providerId} now={now} onDone={onDone} />
      )}
    </>
  );
}
