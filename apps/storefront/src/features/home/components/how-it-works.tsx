import styled from 'styled-components';
import { ColumnGrid } from '@thali/ui';
import { disc } from '../../../shared/styles/disc';
import { Section, SectionTitle } from './section';

const STEPS = [
  { title: 'Choose Your Plan', text: 'Pick a home chef, mess or tiffin service near you.' },
  { title: 'Customize Your Meals', text: 'Choose dishes and quantities from their menu.' },
  { title: 'Place Your Order', text: 'Buy now, or collect dishes in your basket and check out.' },
  { title: 'Enjoy Your Meal', text: 'Fresh food at your door, and your orders tracked in one place.' },
];

const Steps = styled(ColumnGrid)`
  counter-reset: step;
  li {
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    ${disc}
  }
  h3 {
    margin: 0.75rem 0 0.25rem;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function HowItWorks() {
  return (
    <Section aria-labelledby="how-title">
      <SectionTitle id="how-title">How It Works</SectionTitle>
      <Steps as="ol" $columns={{ sm: 2, lg: 4 }}>
        {STEPS.map((s) => (
          <li key={s.title}>
            <h3>{s.title}</h3>
            <p>{s.text}</p>
          </li>
        ))}
      </Steps>
    </Section>
  );
}
