import styled from 'styled-components';
import { Section, SectionTitle } from './section';

const POINTS = [
  {
    icon: '🍲',
    title: 'Fresh & Homemade',
    text: 'Cooked the same day in home kitchens and messes near you, with everyday ingredients.',
  },
  {
    icon: '🥗',
    title: 'Balanced Nutrition',
    text: 'Dietician-designed menus that balance protein, grains and vegetables across the week.',
  },
  {
    icon: '⏱️',
    title: 'Timely Delivery',
    text: 'Lunch and dinner tiffins arrive hot and on time, every day you order.',
  },
];

const List = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 768px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
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

const Icon = styled.span`
  font-size: 2rem;
`;

export function WhyChoose() {
  return (
    <Section aria-labelledby="why-title">
      <SectionTitle id="why-title">Why Choose Thali</SectionTitle>
      <List>
        {POINTS.map((p) => (
          <li key={p.title}>
            <Icon aria-hidden="true">{p.icon}</Icon>
            <h3>{p.title}</h3>
            <p>{p.text}</p>
          </li>
        ))}
      </List>
    </Section>
  );
}
