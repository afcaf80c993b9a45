import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import type { ProviderStats } from '@thali/firebase-data';
import { Skeleton } from '@thali/ui';
import { useT } from '../messages';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const StatCard = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  min-width: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    font-size: 0.9375rem;
  }
  dd {
    margin: 0;
    font-size: clamp(1.375rem, 2.5vw, 1.875rem);
    font-weight: 800;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.small`
  display: block;
  font-weight: 400;
  font-size: 0.8125rem;
`;

/** The figures count orders (one per order number), and the revenue is what customers pay: dishes and delivery fees. */
type Id = Parameters<ReturnType<typeof useT>>[0];
const CARDS: { label: Id; note?: Id; value: (s: ProviderStats) => string }[] = [
  { label: 'stats.totalOrders', value: (s) => String(s.totalOrders) },
  { label: 'stats.totalRevenue', note: 'stats.revenueNote', value: (s) => formatPrice(s.totalRevenue) },
  { label: 'stats.pendingOrders', value: (s) => String(s.pendingOrders) },
  { label: 'stats.completedOrders', value: (s) => String(s.completedOrders) },
];

/** The four figures as a description list (term → value), so each value is read with its label. */
export function StatCards({ stats }: { stats: ProviderStats | null }) {
  const t = useT();
  return (
    <Grid aria-busy={stats ? undefined : true}>
      {CARDS.map(({ label, note, value }) => (
        // Visually the value sits above its label; in the DOM the term comes first, as in a <dl>.
        <StatCard key={label}>
          <dt>
            {t(label)}
            {note ? <Note> {t(note)}</Note> : null}
          </dt>
          <dd>{stats ? value(stats) : <Skeleton $height="2rem" $width="60%" />}</dd>
        </StatCard>
      ))}
    </Grid>
  );
}
