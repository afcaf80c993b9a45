import { Fragment, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { BillOfMonth } from '@thali/firebase-data';
import { Button } from '@thali/ui';
import { SheetTable } from '../../../shared/card-table';
import { formatPaise } from '../utils/money';
import { EntriesList } from './entries-list';
import { RecordPaymentForm } from './record-payment-form';
import { useT } from '../messages';

// Every subscriber on the page, however many (a kitchen with forty reads them all: nothing scrolls inside a box).
const Table = styled(SheetTable)`
  td[data-details]::before {
    content: none;
  }
  td[data-details] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .money {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    tbody th {
      display: block;
      border: 0;
      padding: 0.125rem 0.75rem;
      font-size: 1.0625rem;
    }
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
  }
`;

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The table's columns: each cell carries its column's name, which a phone's card shows beside it. */
const COLUMNS = ['table.subscriber', 'table.plan', 'table.reference', 'table.billed', 'table.received', 'table.due', 'table.payments'] as const;

/** Which row is open, and whether with the Record payment form (else its entries only). */
interface Open {
  subscriptionId: string;
  record: boolean;
}

interface Props {
  rows: BillOfMonth[];
  caption: string;
  providerId: string;
  now: () => number;
  onDone: (message: string) => void;
}

/**
 * The month's bills, one row per subscriber: plan, the bill's reference, billed (meals delivered or due × price),
 * received and due, with Record payment and the bill's entries (each with Correct and its receipt) opened in place
 * under the row. Below the small breakpoint each row is a card.
 */
export function DuesTable({ rows, caption, providerId, now, onDone }: Props) {
  const t = useT();
  const captionId = useId();
  const [open, setOpen] = useState<Open | null>(null);
  // After a form (written or not), the keyboard carries on from the row's button: its data-opens names it. A state,
  // not a ref, so a write that leaves `open` as it was (a correction) still moves the focus once the row is drawn.
  const [focusTo, setFocusTo] = useState<string | null>(null);
  useEffect(() => {
    if (!focusTo) return;
    document.querySelector<HTMLElement>(`[data-opens="${CSS.escape(focusTo)}"]`)?.focus();
    setFocusTo(null);
  }, [focusTo]);
  const toggle = (subscriptionId: string, record: boolean) =>
    setOpen((o) => (o?.subscriptionId === subscriptionId && o.record === record ? null : { subscriptionId, record }));
  const doneWith = (subscriptionId: string, button: 'record' | 'entries') => (message: string) => {
    setOpen({ subscriptionId, record: false });
    setFocusTo(`${subscriptionId}-${button}`);
    onDone(message);
  };
  return (
    <Frame>
      {/* seven columns with two buttons: cards up to a tablet's width, so nothing scrolls sideways */}
      <Table aria-labelledby={captionId} $cardsBelow="md">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const sub = row.subscription;
            const isOpen = open?.subscriptionId === sub.id;
            const detailsId = `${captionId}-${sub.id}`;
            return (
              <Fragment key={sub.id}>
                <tr>
                  <th scope="row" data-label={t('table.subscriber')}>
                    {sub.customerName}
                    {sub.status === 'cancelled' ? <small>{t('table.cancelled')}</small> : null}
                  </th>
                  <td data-label={t('table.plan')}>{sub.planName}</td>
                  <td data-label={t('table.reference')}>{row.reference}</td>
                  <td data-label={t('table.billed')}>
                    <span className="money">{formatPaise(row.billedPaise)}</span>
                    <small>{t('table.meals', { count: row.bill.mealsDue })}</small>
                  </td>
                  <td data-label={t('table.received')}>
                    <span className="money">{formatPaise(row.receivedPaise)}</span>
                    {row.waitingPaise > 0 ? <small>{t('table.waiting', { amount: formatPaise(row.waitingPaise) })}</small> : null}
                  </td>
                  <td data-label={t('table.due')}>
                    <strong className="money">{formatPaise(Math.max(row.duePaise, 0))}</strong>
                    {row.duePaise < 0 ? <small>{t('table.paidAhead', { amount: formatPaise(-row.duePaise) })}</small> : null}
                  </td>
                  <td data-label={t('table.payments')}>
                    <div className="actions">
                      <Button type="button" $variant={row.duePaise > 0 ? 'primary' : 'secondary'} data-opens={`${sub.id}-record`}
                        aria-expanded={isOpen && open.record} aria-controls={isOpen ? detailsId : undefined}
                        aria-label={t('table.recordLabel', { name: sub.customerName })} onClick={() => toggle(sub.id, true)}>
                        {t('table.record')}
                      </Button>
                      <Button type="button" $variant="ghost" data-opens={`${sub.id}-entries`}
                        aria-expanded={isOpen && !open.record} aria-controls={isOpen ? detailsId : undefined}
                        aria-label={t('table.entriesLabel', { name: sub.customerName, count: row.entries.length })} onClick={() => toggle(sub.id, false)}>
                        {t('table.entries', { count: row.entries.length })}
                      </Button>
                    </div>
                  </td>
                </tr>
                {isOpen ? (
                  <tr id={detailsId}>
                    <td colSpan={COLUMNS.length} data-details>
                      {open.record ? (
                        <RecordPaymentForm row={row} providerId={providerId} now={now} onDone={doneWith(sub.id, 'record')}
                          onBack={() => {
                            setOpen(null);
                            setFocusTo(`${sub.id}-record`);
                          }} />
                      ) : null}
                      <EntriesList entries={row.entries} providerId={providerId} customerName={sub.customerName} onDone={doneWith(sub.id, 'entries')} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </Frame>
  );
}
