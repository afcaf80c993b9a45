import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import type { Subscription } from '@thali/firebase-data';
import { Alert, ColumnGrid, Page, PageTitle, Spinner, useDocumentTitle, plainMessage, useNow } from '@thali/ui';
import { LogInToSee } from '../../../shared/components/log-in-to-see';
import { useCustomerBills, useCustomerSubscriptions } from '../hooks/use-tiffins';
import { useT } from '../messages';
import type { CustomerBill } from './bill-payment';
import { SubscriptionCard } from './subscription-card';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 1rem;
`;

const NONE: Subscription[] = [];
const NO_BILLS: CustomerBill[] = [];
// Active ones first, each group oldest first (as read).
const byStatus = (subs: Subscription[]) => [...subs.filter((s) => s.status === 'active'), ...subs.filter((s) => s.status !== 'active')];

export function TiffinsPage() {
  const t = useT();
  useDocumentTitle(t('tiffins.title'));
  const { user, status } = useAuth();
  const result = useCustomerSubscriptions(user?.uid);
  const now = useNow();
  const subs = byStatus(result.data ?? NONE);
  // the bills come on their own: a card shows its schedule at once and its payments when they have arrived
  const bills = useCustomerBills(user?.uid);
  const billsOf = (subId: string) => (bills.data?.bills ?? NO_BILLS).filter((b) => b.subscription.id === subId);

  let body;
  if (status === 'loading' || (user && result.status === 'pending')) {
    body = <Spinner label={t('tiffins.loading')} />;
  } else if (!user) {
    body = <Muted><LogInToSee what="tiffins" /></Muted>;
  } else if (result.error) {
    body = <Alert>{plainMessage(result.error, t('tiffins.loadFailed'))}</Alert>;
  } else if (subs.length === 0) {
    body = (
      <Muted>{t.rich('tiffins.none', { find: (text) => <Link to="/providers">{text}</Link> })}</Muted>
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
      <PageTitle>{t('tiffins.title')}</PageTitle>
      <Muted>{t('tiffins.intro')}</Muted>
      {body}
    </Page>
  );
}
