import styled from 'styled-components';
import { Alert, Skeleton, plainMessage } from '@thali/ui';
import { useNewOrderAlerts } from '../hooks/use-new-order-alerts';
import { useOrderStatus } from '../hooks/use-order-status';
import { useProviderStats } from '../hooks/use-provider-stats';
import { useRecentOrders } from '../hooks/use-recent-orders';
import { useSoundPreference } from '../hooks/use-sound-preference';
import { RecentOrdersTable } from './recent-orders-table';
import { SoundToggle } from './sound-toggle';
import { StatCards } from './stat-cards';

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

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

/** Stats and recent orders of one provider, live; new orders are announced as they arrive. */
export function OrdersOverview({ providerId }: { providerId: string }) {
  const { data: stats = null, error: statsError } = useProviderStats(providerId);
  const { data: orders = null, error: ordersError } = useRecentOrders(providerId);
  const error = statsError ?? ordersError;
  const [sound, setSound] = useSoundPreference();
  const { settle, updating, error: updateError, notice } = useOrderStatus();
  useNewOrderAlerts(error ? null : orders, sound);

  if (error) {
    return (
      <Alert>
        <h2>Error</h2>
        <p>{plainMessage(error, 'Could not load your dashboard.')}</p>
      </Alert>
    );
  }

  return (
    <>
      <section aria-labelledby="provider-stats-heading">
        <h2 id="provider-stats-heading" className="visually-hidden">
          Statistics
        </h2>
        <StatCards stats={stats} />
      </section>
      <Section aria-labelledby="recent-orders-heading">
        <Header>
          <h2 id="recent-orders-heading">Recent Orders</h2>
          <SoundToggle enabled={sound} onChange={setSound} />
        </Header>
        {updateError ? <Alert>{updateError}</Alert> : null}
        <p role="status" className="visually-hidden">
          {notice}
        </p>
        {orders ? (
          <RecentOrdersTable orders={orders} labelledBy="recent-orders-heading" updating={updating} onSettle={settle} />
        ) : (
          <div aria-busy="true">
            <span className="visually-hidden">Loading recent orders</span>
            <Skeleton $height="12rem" />
          </div>
        )}
      </Section>
    </>
  );
}
