import styled from 'styled-components';
import { ColumnGrid } from '@thali/ui';
import { LineIcon, type LineIconName } from './icons';
import { Section, SectionTitle } from './section';

const POINTS: readonly { icon: LineIconName; title: string; text: string }[] = [
  {
    icon: 'home',
    title: 'Fresh & Homemade',
    text: 'Cooked the same day in home kitchens and messes near you, with everyday ingredients.',
  },
  {
    icon: 'balance',
    title: 'Balanced Nutrition',
    text: 'Dietician-designed menus that balance protein, grains and vegetables across the week.',
  },
  {
    icon: 'clock',
    title: 'Timely Delivery',
    text: 'Lunch and dinner tiffins arrive hot and on time, every day you order.',
  },
];

const List = styled(ColumnGrid)`
  li {
    padding: ${({ theme }) => theme.space(5)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: 0.5rem 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const IconBox = styled.span`
  display: inline-flex;
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primary};
`;

export function WhyChoose() {
  return (
    <Section aria-labelledby="why-title">
      <SectionTitle id="why-title">Why Choose Thali</SectionTitle>
      <List $columns={{ md: 3 }}>
        {POINTS.map((p) => (
          <li key={p.title}>
            <IconBox>
              <LineIcon name={p.icon} />
            </IconBox>
            <h3>{p.title}</h3>
            <p>{p.text}</p>
          </li>
        ))}
      </List>
    </Section>
  );
}
