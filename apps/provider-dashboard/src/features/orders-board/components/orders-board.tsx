import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import { useLiveQuery } from '@thali/render';
import type { Order } from '@thali/firebase-data';
import { addDays, dayOfIsoDate, dayStart, isoDateOfDay } from '@thali/firebase-data/logic';
import { Alert, Button, Skeleton, plainMessage, useNow } from '@thali/ui';
import { CardGrid } from '../../../shared/card-grid';
import { STAGE_LABELS } from '../../../shared/order-stage';
import { unpaidOrdersQuery } from '../../../shared/unpaid-orders-query';
import { useOrderBoard, type BoardFilter } from '../hooks/use-order-board';
import { BoardFilters } from './board-filters';
import { OrderCard } from './order-card';
import { useT } from '../messages';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(10)};
  h3 {
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(3)};
    font-size: 1.125rem;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Unpaid = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-weight: 600;
`;

const More = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const PENDING_STAGES: readonly BoardFilter[] = ['all', 'new', 'accepted', 'on_the_way'];
const FINAL_STAGES: readonly BoardFilter[] = ['all', 'delivered', 'cancelled'];

interface Props {
  providerId: string;
  /** The new-order alert settings (sound, notifications), shown beside the heading. */
  alerts?: ReactNode;
  /** The clock the board reads (what today is, the Accept form's default); tests fix it. */
  now?: () => number;
}

/**
 * Every order of the kitchen, one card per order number: the pending ones always on top, all of them (each can be
 * moved on or cancelled), the soonest delivery slot first, then the delivered and cancelled ones, latest slot first, a
 * page at a time ("Show older orders"). Filters by stage (each with its count) and by the day of the delivery slot
 * (issue 40: an order for tomorrow is under tomorrow, so the day may be up to two days ahead).
 */
export function OrdersBoard({ providerId, alerts, now = Date.now }: Props) {
  const t = useT();
  const [filter, setFilter] = useState<BoardFilter>('all');
  const [day, setDay] = useState('');
  const dayMs = day ? dayOfIsoDate(day) : Number.NaN;
  const { data: board, error, loadMore } = useOrderBoard(providerId, filter, Number.isFinite(dayMs) ? dayMs : undefined);
  useNow(); // a new minute may be a new day: the date filter's latest day follows it
  const [notice, setNotice] = useState('');
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // issue 42: the orders delivered with "Not yet" to "Paid?": counted here, listed (with Mark paid) on Dues
  const unpaid = useLiveQuery(unpaidOrdersQuery(providerId)).data;
  const unpaidIds = useMemo(() => new Set((unpaid ?? []).map((o) => o.orderId)), [unpaid]);

  // After a step, the focus goes back to the order's card (drawn anew where its stage puts it), or to the board's
  // heading when the order left the filter: the keyboard never falls back to the top of the page.
  useEffect(() => {
    if (!focusAfter || !board) return;
    setFocusAfter(null);
    const title = document.querySelector<HTMLElement>(`[data-order-title="${CSS.escape(focusAfter)}"]`);
    (title ?? heading.current)?.focus();
  }, [board, focusAfter]);

  const onDone = (order: Order, message: string) => {
    setNotice(message);
    setFocusAfter(order.id);
  };

  const showPending = PENDING_STAGES.includes(filter);
  const showFinal = FINAL_STAGES.includes(filter);

  const list = (orders: Order[], label: string) => (
    <CardGrid aria-label={label}>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} unpaid={unpaidIds.has(order.id)} now={now} onDone={onDone} />
        </li>
      ))}
    </CardGrid>
  );

  return (
    <Section aria-labelledby="orders-board-heading" id="orders">
      <Header>
        <h2 id="orders-board-heading" ref={heading} tabIndex={-1}>
          {t('board.title')}
        </h2>
        {alerts}
      </Header>
      {/* With the board's counts only: drawn before them, each filter widened as its count came and the filters
          wrapped anew on a phone, moving the board under the reader (issue 43's earlier page made that visible). */}
      {board || error ? (
        <BoardFilters filter={filter} onFilter={setFilter} day={day} onDay={setDay} maxDay={isoDateOfDay(addDays(dayStart(now()), 2))} counts={board?.counts ?? null} />
      ) : null}
      <p role="status" className="visually-hidden">
        {notice}
      </p>
      {error ? (
        <Alert>{plainMessage(error, t('board.loadFailed'))}</Alert>
      ) : !board ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t('board.loading')}</span>
          <Skeleton $height="12rem" />
        </div>
      ) : (
        <>
          {showPending ? (
            <>
              <h3>{t('board.heading', { name: filter === 'all' ? t('board.pending') : STAGE_LABELS[filter], count: board.pending.length })}</h3>
              {board.pending.length > 0 ? list(board.pending, t('board.pendingList')) : <Empty>{t(day ? 'board.emptyPendingOnDay' : 'board.emptyPending', { stage: filter })}</Empty>}
            </>
          ) : null}
          {showFinal ? (
            <>
              <h3>{filter === 'all' ? t('board.final') : STAGE_LABELS[filter]}</h3>
              {/* issue 42: with the delivered orders (not above the pending ones, which come first on a phone) */}
              {unpaid && unpaid.length > 0 ? (
                <Unpaid>
                  <Link to={paths.dashboardDues()}>
                    {t('board.unpaid', { count: unpaid.length })}
                  </Link>
                </Unpaid>
              ) : null}
              {board.history.length > 0 ? list(board.history, t('board.finalList')) : <Empty>{t(day ? 'board.emptyFinalOnDay' : 'board.emptyFinal', { stage: filter })}</Empty>}
              {board.hasMore ? (
                <More>
                  <Button type="button" $variant="secondary" onClick={loadMore}>
                    {t('board.showOlder')}
                  </Button>
                </More>
              ) : null}
            </>
          ) : null}
        </>
      )}
    </Section>
  );
}
