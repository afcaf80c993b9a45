import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import { useT } from './messages';

/**
 * The dashboard's sections, in the bar's order (Orders first: what a kitchen opens the dashboard for), each with its
 * address; a section's name is its `section.<section>` text of ./messages.
 */
export const SECTIONS = [
  { section: 'orders', to: paths.dashboardOrders() },
  { section: 'menu', to: paths.dashboardMenu() },
  { section: 'plans', to: paths.dashboardPlans() },
  // issue 42: each subscriber's bill, what was received and what is due, beside the plans they are for
  { section: 'dues', to: paths.dashboardDues() },
  { section: 'hours', to: paths.dashboardHours() },
  { section: 'reviews', to: paths.dashboardReviews() },
  { section: 'kitchen', to: paths.dashboardKitchen() },
] as const;

export type DashboardSection = (typeof SECTIONS)[number]['section'];

/** How far below the top of the window the bar sticks: the shell's sticky top bar (64 px and its 1 px border). */
export const TOP_BAR_HEIGHT = 65;
/** The bar's own height at its tallest (two rows on a phone, one from 640 px), for what must not hide under it (DashboardLayout). */
export const SECTION_BAR_HEIGHT = { phone: 106, wide: 58 };

// Sticky under the top bar, so another section is one tap away however far down the kitchen has scrolled. On a phone
// the seven links wrap into a grid of four (two rows, no sideways scroll at 360 px: a long name takes two lines of its
// cell); from 640 px they sit in one row.
const Bar = styled.nav`
  position: sticky;
  top: ${TOP_BAR_HEIGHT}px;
  z-index: 40;
  margin: 0 -${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.bg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(1)};
    @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
      display: flex;
      flex-wrap: wrap;
    }
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 40px;
    height: 100%;
    padding: ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    font-size: 0.9375rem;
    line-height: 1.2;
    text-align: center;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    a {
      padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    }
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The links to the dashboard's sections; the one shown is marked `aria-current="page"`. */
export function SectionBar({ section }: { section: DashboardSection }) {
  const t = useT();
  return (
    <Bar aria-label={t('sections')}>
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.section}>
            <Link to={s.to} aria-current={s.section === section ? 'page' : undefined}>
              {t(`section.${s.section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Bar>
  );
}
