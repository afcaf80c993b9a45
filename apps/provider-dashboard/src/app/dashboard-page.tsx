import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import { Page, PageSkeleton, PageTitle, useDocumentTitle } from '@thali/ui';
import { PendingApprovalBanner } from '../features/approval/components/pending-approval-banner';
import { KitchenHoursSection } from '../features/kitchen-hours/components/kitchen-hours-section';
import { KitchenDetailsPrompt } from '../features/kitchen-profile/components/kitchen-details-prompt';
import { KitchenProfileSection } from '../features/kitchen-profile/components/kitchen-profile-section';
import { AddMenuItemForm } from '../features/menu-items/components/add-menu-item-form';
import { MyMenuItems } from '../features/menu-items/components/my-menu-items';
import { AlertSettings } from '../features/orders-board/components/alert-settings';
import { OrdersBoard } from '../features/orders-board/components/orders-board';
import { useNewOrderAlerts } from '../features/orders-board/hooks/use-new-order-alerts';
import { OrdersOverview } from '../features/overview/components/orders-overview';
import { useRecentOrders } from '../features/overview/hooks/use-recent-orders';
import { TiffinPlansSection } from '../features/tiffin-plans/components/tiffin-plans-section';
import { ReviewsSection } from '../features/reviews/components/reviews-section';
import { SplitColumns } from '../shared/split-columns';

const Columns = styled(SplitColumns)`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const TiffinPlans = styled.div`
  margin-top: ${({ theme }) => theme.space(10)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const TITLE = 'Provider Dashboard';

/** /provider-dashboard: the shell's guard lets only meal_provider accounts in. */
export function DashboardPage() {
  const { status, user } = useAuth();
  if (status === 'loading') return <Waiting />;
  if (!user) return <SignedOut />;
  return <KitchenDashboard providerId={user.uid} />;
}

function Waiting() {
  useDocumentTitle(TITLE);
  return <PageSkeleton />;
}

/** Only reachable standalone (the shell redirects anonymous visitors to /login). */
function SignedOut() {
  useDocumentTitle(TITLE);
  return (
    <Page>
      <PageTitle>{TITLE}</PageTitle>
      <p>Sign in with a meal provider account to see your dashboard.</p>
    </Page>
  );
}

function KitchenDashboard({ providerId }: { providerId: string }) {
  // New orders are noticed in any tab: the title counts the orders waiting in step New ("(2) New orders · Thali").
  const { newCount, ...alerts } = useNewOrderAlerts(providerId);
  useDocumentTitle(newCount > 0 ? `(${newCount}) New orders` : TITLE);
  // The sections after the recent orders come once those are known (the same live read as the table's): on a phone
  // five orders fill screens, and a section drawn below their placeholder was pushed down as they arrived.
  const ordersKnown = useRecentOrders(providerId).status !== 'pending';
  return (
    <Page>
      <PageTitle>{TITLE}</PageTitle>
      <PendingApprovalBanner providerId={providerId} />
      <KitchenDetailsPrompt providerId={providerId} />
      <OrdersOverview providerId={providerId} />
      {ordersKnown ? <KitchenSections providerId={providerId} alerts={<AlertSettings {...alerts} />} /> : null}
    </Page>
  );
}

function KitchenSections({ providerId, alerts }: { providerId: string; alerts: ReactNode }) {
  return (
    <>
      <OrdersBoard providerId={providerId} alerts={alerts} />
      <KitchenHoursSection providerId={providerId} />
      <Columns>
        <section aria-labelledby="add-menu-item-heading">
          <h2 id="add-menu-item-heading">Add New Menu Item</h2>
          <AddMenuItemForm providerId={providerId} headingId="add-menu-item-heading" />
        </section>
        <section aria-labelledby="my-menu-heading">
          <h2 id="my-menu-heading">Your Menu</h2>
          <MyMenuItems providerId={providerId} />
        </section>
      </Columns>
      <TiffinPlans>
        <TiffinPlansSection providerId={providerId} />
      </TiffinPlans>
      <ReviewsSection providerId={providerId} />
      <KitchenProfileSection providerId={providerId} />
    </>
  );
}
