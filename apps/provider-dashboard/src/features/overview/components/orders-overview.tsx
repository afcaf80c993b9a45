import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Skeleton, plainMessage } from '@thali/ui';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { useProviderStats } from '../hooks/use-provider-stats';
import { useRecentOrders } from '../hooks/use-recent-orders';
import { RecentOrdersTable } from './recent-orders-table';
import { StatCards } from './stat-cards';
import { useT } from '../messages';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
  div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

/**
 * Takes the reader (and the keyboard focus) to the Orders board's heading, in this page: the link's own hash would
 * count as a navigation for the shell, which puts the focus back on the page's title.
 */
function toBoard(event: MouseEvent<HTMLAnchorElement>) {
  const heading = document.getElementById('orders-board-heading');
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/** Stats and the five newest orders of one provider, live; the Orders board below holds every order. */
export function OrdersOverview({ providerId }: { providerId: string }) {
  const t = useT();
  const { data: stats = null, error: statsError } = useProviderStats(providerId);
  const { data: orders = null, error: ordersError } = useRecentOrders(providerId);
  const error = statsError ?? ordersError;
  // On a phone the glance starts folded: its five cards filled a screen above the board, where the orders are acted on.
  const narrow = useNarrowScreen();
  const [unfolded, setUnfolded] = useState(false);
  const shown = !narrow || unfolded;

  if (error) {
    return (
      <Alert>
        <h2>{t('overview.error')}</h2>
        <p>{plainMessage(error, t('overview.loadFailed'))}</p>
      </Alert>
    );
  }

  return (
    <>
      <section aria-labelledby="provider-stats-heading">
        <h2 id="provider-stats-heading" className="visually-hidden">
          {t('overview.statistics')}
        </h2>
        <StatCards stats={stats} />
      </section>
      <Section aria-labelledby="recent-orders-heading">
        <Header>
          <h2 id="recent-orders-heading">{t('overview.recentOrders')}</h2>
          <div>
            {narrow ? (
              <Button type="button" $variant="secondary" aria-expanded={unfolded} aria-controls="recent-orders-glance" onClick={() => setUnfolded((u) => !u)}>
                {t(unfolded ? 'overview.hideRecent' : 'overview.showRecent')}
              </Button>
            ) : null}
            <a href="#orders" onClick={toBoard}>
              {t('overview.allOrders')}
            </a>
          </div>
        </Header>
        <div id="recent-orders-glance">
          {!shown ? null : orders ? (
            <RecentOrdersTable orders={orders} labelledBy="recent-orders-heading" />
          ) : (
            <div aria-busy="true">
              <span className="visually-hidden">{t('overview.loadingRecent')}</span>
              <Skeleton $height="12rem" />
            </div>
          )}
        </div>
      </Section>
    </>
  );
}
