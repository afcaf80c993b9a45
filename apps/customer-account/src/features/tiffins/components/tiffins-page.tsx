import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import type { Subscription } from '@thali/firebase-data';
import { Alert, ColumnGrid, Page, PageTitle, Spinner, useDocumentTitle, plainMessage, useNow } from '@thali/ui';
import { LogInToSee } from '../../../shared/components/log-in-to-see';
import { useCustomerBills, useCustomerSubscriptions } from '../hooks/use-tiffins';
import type { CustomerBill } from './bill-payment';
import { SubscriptionCard } from './subscription-card';

export const TIFFINS_TEXTS = {
  none: 'You have no tiffin subscriptions yet.',
  intro: 'Skip a meal before its cut-off, pause while you are away, and see this month’s bill.',
} as const;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 1rem;
`;

const NONE: Subscription[] = [];
const NO_BILLS: CustomerBill[] = [];
// Active ones first, each group oldest first (as read).
const byStatus = (subs: Subscription[]) => [...subs.filter((s) => s.status === 'active'), ...subs.filter((s) => s.status !== 'active')];

export function TiffinsPage() {
  useDocumentTitle('My Tiffins');
  const { user, status } = useAuth();
  const result = useCustomerSubscriptions(user?.uid);
  const now = useNow();
  const subs = byStatus(result.data ?? NONE);
  // the bills come on their own: a card shows its schedule at once and its payments when they have arrived
  const bills = useCustomerBills(user?.uid);
  const billsOf = (subId: string) => (bills.data?.bills ?? NO_BILLS).filter((b) => b.subscription.id === subId);

  let body;
  if (status === 'loading' || (user && result.status === 'pending')) {
    body = <Spinner label="Loading your tiffins" />;
  } else if (!user) {
    body = <Muted><LogInToSee what="tiffins" /></Muted>;
  } else if (result.error) {
    body = <Alert>{plainMessage(result.error, 'Failed to load your tiffins. Please try again.')}</Alert>;
  } else if (subs.length === 0) {
    body = (
      <Muted>
        {TIFFINS_TEXTS.none} <Link to="/providers">Find a kitchen</Link> that offers tiffin plans.
      </Muted>
    );
  } else {
    body = (
      <ColumnGrid $fill="26rem" $gap={6}>
        {subs.map((sub) => (
          <li key={sub.id}>
            <SubscriptionCard sub={sub} uid={user.uid} now={now} bills={billsOf(sub.id)} billsError={bills.error ?? undefined} />
          </li>
        ))}
      </ColumnGrid>
    );
  }

  return (
    <Page>
      <PageTitle>My Tiffins</PageTitle>
      <Muted>{TIFFINS_TEXTS.intro}</Muted>
      {body}
    </Page>
  );
}
