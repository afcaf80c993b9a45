import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import { Card, Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { OpsNav } from '../../../shared/components/ops-nav';
import { useT as useSharedT } from '../../../shared/messages';
import { formatPrice } from '@thali/auth-cart';
import { useOverview, type Figure } from '../hooks/use-overview';
import type { PeriodFigures } from '@thali/firebase-data';
import { useT } from '../messages';

const Figures = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  margin: 0 0 ${({ theme }) => theme.space(8)};
`;

const Tile = styled(Card)`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.25rem;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-size: 2rem; font-weight: 700; }
  a { font-size: 0.9375rem; }
  /* the figure's page: read after the figure, shown under its label (the tile stacks upwards) */
  dd.figure-link { order: -1; font-size: 0.9375rem; font-weight: 400; }
`;

/**
 * Overview (issue 41): what is cheap and exact today, live — unread contact messages, kitchens awaiting approval and open review reports —
 * today's and this month's orders (placed, and how many of them were cancelled) and order value (net of cancelled orders),
 * and the way to each page.
 */
export function OverviewPage() {
  const t = useT();
  const shared = useSharedT();
  useDocumentTitle(shared('operations'));
  /** A figure's text: the number (or its words), or a plain word while it loads or when it could not be read. */
  const shown = <V,>(f: Figure<V>, words: (value: V) => string = String) =>
    (f.status === 'success' ? words(f.value) : shared(f.status === 'error' ? 'state.notAvailable' : 'state.loading'));
  /** "12 (2 cancelled)": every order placed, and how many of them were cancelled since. */
  const placedWords = (p: PeriodFigures) => t('overview.placed', { placed: p.placed, cancelled: p.cancelled });
  const page = (to: string) => (text: ReactNode) => <Link to={to}>{text}</Link>;
  const { unread, pending, reports, listed, suspended, orders, subscriptions } = useOverview();
  const ordersBusy = orders.status === 'pending' ? true : undefined;
  return (
    <Page>
      <PageTitle>{shared('operations')}</PageTitle>
      <OpsNav />
      <section aria-labelledby="today-heading">
        <h2 id="today-heading">{t('overview.atAGlance')}</h2>
        <Figures>
          <Tile>
            <dt>{t('overview.unread')}</dt>
            <dd aria-busy={unread.status === 'pending' ? true : undefined}>{shown(unread)}</dd>
          </Tile>
          <Tile>
            <dt>{t('overview.pending')}</dt>
            <dd aria-busy={pending.status === 'pending' ? true : undefined}>{shown(pending)}</dd>
            <dd className="figure-link"><Link to={paths.opsKitchens()}>{t('overview.openQueue')}</Link></dd>
          </Tile>
          <Tile>
            <dt>{t('overview.reports')}</dt>
            <dd aria-busy={reports.status === 'pending' ? true : undefined}>{shown(reports)}</dd>
          </Tile>
          <Tile>
            <dt>{t('overview.listed')}</dt>
            <dd aria-busy={listed.status === 'pending' ? true : undefined}>{shown(listed)}</dd>
          </Tile>
          <Tile>
            <dt>{t('overview.suspended')}</dt>
            <dd aria-busy={suspended.status === 'pending' ? true : undefined}>{shown(suspended)}</dd>
          </Tile>
          {/* issue 41: orders and their value (Asia/Kolkata days and months; value net of cancelled orders) */}
          <Tile>
            <dt>{t('overview.ordersToday')}</dt>
            <dd aria-busy={ordersBusy} data-figure="orders-today">{shown(orders, (f) => placedWords(f.today))}</dd>
          </Tile>
          <Tile>
            <dt>{t('overview.valueToday')}</dt>
            <dd aria-busy={ordersBusy}>{shown(orders, (f) => formatPrice(f.today.value))}</dd>
          </Tile>
          <Tile>
            <dt>{t('overview.ordersMonth')}</dt>
            <dd aria-busy={ordersBusy}>{shown(orders, (f) => placedWords(f.month))}</dd>
          </Tile>
          <Tile>
            <dt>{t('overview.valueMonth')}</dt>
            <dd aria-busy={ordersBusy}>{shown(orders, (f) => formatPrice(f.month.value))}</dd>
          </Tile>
          <Tile>
            <dt>{t('overview.subscriptions')}</dt>
            <dd aria-busy={subscriptions.status === 'pending' ? true : undefined}>{shown(subscriptions)}</dd>
          </Tile>
        </Figures>
      </section>
      <section aria-labelledby="pages-heading">
        <h2 id="pages-heading">{t('overview.pages')}</h2>
        <ul>
          <li>{t.rich('overview.pages.messages', { page: page(paths.opsMessages()) })}</li>
          <li>{t.rich('overview.pages.kitchens', { page: page(paths.opsKitchens()) })}</li>
          <li>{t.rich('overview.pages.reviews', { page: page(paths.opsReviews()) })}</li>
          <li>{t.rich('overview.pages.support', { page: page(paths.opsSupport()) })}</li>
        </ul>
      </section>
    </Page>
  );
}
