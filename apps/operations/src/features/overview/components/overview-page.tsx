import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import { Card, Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { OpsNav } from '../../../shared/components/ops-nav';
import { formatPrice } from '@thali/auth-cart';
import { useOverview, type Figure } from '../hooks/use-overview';
import type { PeriodFigures } from '@thali/firebase-data';

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

/** A figure's text: the number (or its words), or a plain word while it loads or when it could not be read. */
const shown = <V,>(f: Figure<V>, words: (value: V) => string = String) =>
  (f.status === 'success' ? words(f.value) : f.status === 'error' ? 'Not available' : 'Loading…');
/** "12 (2 cancelled)": every order placed, and how many of them were cancelled since. */
const placedWords = (p: PeriodFigures) => `${p.placed}${p.cancelled ? ` (${p.cancelled} cancelled)` : ''}`;

/**
 * Overview (issue 41): what is cheap and exact today, live — unread contact messages, kitchens awaiting approval and open review reports —
 * today's and this month's orders (placed, and how many of them were cancelled) and order value (net of cancelled orders),
 * and the way to each page.
 */
export function OverviewPage() {
  useDocumentTitle('Operations');
  const { unread, pending, reports, listed, suspended, orders, subscriptions } = useOverview();
  const ordersBusy = orders.status === 'pending' ? true : undefined;
  return (
    <Page>
      <PageTitle>Operations</PageTitle>
      <OpsNav />
      <section aria-labelledby="today-heading">
        <h2 id="today-heading">At a glance</h2>
        <Figures>
          <Tile>
            <dt>Unread messages</dt>
            <dd aria-busy={unread.status === 'pending' ? true : undefined}>{shown(unread)}</dd>
          </Tile>
          <Tile>
            <dt>Kitchens awaiting approval</dt>
            <dd aria-busy={pending.status === 'pending' ? true : undefined}>{shown(pending)}</dd>
            <dd className="figure-link"><Link to={paths.opsKitchens()}>Open the kitchens queue</Link></dd>
          </Tile>
          <Tile>
            <dt>Open review reports</dt>
            <dd aria-busy={reports.status === 'pending' ? true : undefined}>{shown(reports)}</dd>
          </Tile>
          <Tile>
            <dt>Listed kitchens</dt>
            <dd aria-busy={listed.status === 'pending' ? true : undefined}>{shown(listed)}</dd>
          </Tile>
          <Tile>
            <dt>Suspended kitchens</dt>
            <dd aria-busy={suspended.status === 'pending' ? true : undefined}>{shown(suspended)}</dd>
          </Tile>
          {/* issue 41: orders and their value (Asia/Kolkata days and months; value net of cancelled orders) */}
          <Tile>
            <dt>Orders today</dt>
            <dd aria-busy={ordersBusy} data-figure="orders-today">{shown(orders, (f) => placedWords(f.today))}</dd>
          </Tile>
          <Tile>
            <dt>Order value today</dt>
            <dd aria-busy={ordersBusy}>{shown(orders, (f) => formatPrice(f.today.value))}</dd>
          </Tile>
          <Tile>
            <dt>Orders this month</dt>
            <dd aria-busy={ordersBusy}>{shown(orders, (f) => placedWords(f.month))}</dd>
          </Tile>
          <Tile>
            <dt>Order value this month</dt>
            <dd aria-busy={ordersBusy}>{shown(orders, (f) => formatPrice(f.month.value))}</dd>
          </Tile>
          <Tile>
            <dt>Active tiffin subscriptions</dt>
            <dd aria-busy={subscriptions.status === 'pending' ? true : undefined}>{shown(subscriptions)}</dd>
          </Tile>
        </Figures>
      </section>
      <section aria-labelledby="pages-heading">
        <h2 id="pages-heading">Pages</h2>
        <ul>
          <li><Link to={paths.opsMessages()}>Messages</Link>: the Contact Us inbox, to answer and mark handled.</li>
          <li><Link to={paths.opsKitchens()}>Kitchens</Link>: new kitchens to approve or turn down, listed kitchens&apos; new names, and suspending a kitchen.</li>
          <li><Link to={paths.opsReviews()}>Reviews</Link>: reported reviews, to hide or dismiss; hidden ones, to restore.</li>
          <li><Link to={paths.opsSupport()}>Support</Link>: find an order by its number, or a customer by e-mail or mobile; cancel an order on the customer&apos;s behalf.</li>
        </ul>
      </section>
    </Page>
  );
}
