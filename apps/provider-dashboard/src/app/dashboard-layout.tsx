import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import { Page, PageSkeleton, PageTitle, useDocumentTitle } from '@thali/ui';
import { PendingApprovalBanner } from '../features/approval/components/pending-approval-banner';
import { KitchenDetailsPrompt } from '../features/kitchen-profile/components/kitchen-details-prompt';
import { DeliveryAreasPrompt } from '../features/kitchen-profile/components/delivery-areas-prompt';
import { AlertSettings } from '../features/orders-board/components/alert-settings';
import { useNewOrderAlerts } from '../features/orders-board/hooks/use-new-order-alerts';
import { useT } from './messages';
import { SECTION_BAR_HEIGHT, SectionBar, TOP_BAR_HEIGHT, type DashboardSection } from './section-bar';

// The top bar and the section bar both stick, and so does a long form's Save (Hours): whatever the browser scrolls into
// view (a focused control, a heading the page jumps to) is put between them, never under them.
const BelowStickyBars = createGlobalStyle`
  html {
    scroll-padding-top: ${TOP_BAR_HEIGHT + SECTION_BAR_HEIGHT.phone + 8}px;
    scroll-padding-bottom: 80px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    html {
      scroll-padding-top: ${TOP_BAR_HEIGHT + SECTION_BAR_HEIGHT.wide + 8}px;
    }
  }
`;

const Title = styled(PageTitle)`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** What a section renders with: the signed-in kitchen and the new-order alert settings (shown by Orders). */
export interface KitchenContext {
  providerId: string;
  alerts: ReactNode;
}

interface Props {
  section: DashboardSection;
  children: (kitchen: KitchenContext) => ReactNode;
}

/**
 * Every section of the dashboard (src/app/pages/dashboard-*.tsx): its title, the section bar, the approval banner,
 * the missing-details and delivery-areas prompts, and new-order alerts (the tab title's count, the toast, the beep) whichever section
 * is open. The shell's guard lets only meal_provider accounts in.
 */
export function DashboardLayout({ section, children }: Props) {
  const { status, user } = useAuth();
  const t = useT();
  const label = t(`section.${section}`);
  if (status === 'loading') return <Waiting title={t('documentTitle', { section: label })} />;
  if (!user) return <SignedOut />;
  return (
    <KitchenDashboard providerId={user.uid} section={section} label={label}>
      {children}
    </KitchenDashboard>
  );
}

function Waiting({ title }: { title: string }) {
  useDocumentTitle(title);
  return <PageSkeleton />;
}

/** Only reachable standalone (the shell redirects anonymous visitors to /login). */
function SignedOut() {
  const t = useT();
  useDocumentTitle(t('title'));
  return (
    <Page>
      <PageTitle>{t('title')}</PageTitle>
      <p>{t('signedOut')}</p>
    </Page>
  );
}

function KitchenDashboard({ providerId, section, label, children }: Props & { providerId: string; label: string }) {
  // New orders are noticed in any tab and any section: the title counts the orders waiting in step New
  // ("(2) New orders · Thali"); otherwise it names the section.
  const t = useT();
  const { newCount, ...alerts } = useNewOrderAlerts(providerId);
  useDocumentTitle(newCount > 0 ? t('newOrdersTitle', { count: newCount }) : t('documentTitle', { section: label }));
  return (
    <Page>
      <BelowStickyBars />
      <Title>{t('title')}</Title>
      <SectionBar section={section} />
      <PendingApprovalBanner providerId={providerId} />
      <KitchenDetailsPrompt providerId={providerId} />
      <DeliveryAreasPrompt providerId={providerId} onKitchenProfile={section === 'kitchen'} />
      {children({ providerId, alerts: <AlertSettings {...alerts} /> })}
    </Page>
  );
}
