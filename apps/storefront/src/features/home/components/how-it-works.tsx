import styled from 'styled-components';
import { ColumnGrid } from '@thali/ui';
import { disc } from '../../../shared/styles/disc';
import { Section, SectionTitle } from './section';
import { useT } from '../messages';

const STEPS = [
  { title: 'how.plan', text: 'how.planText' },
  { title: 'how.customize', text: 'how.customizeText' },
  { title: 'how.order', text: 'how.orderText' },
  { title: 'how.enjoy', text: 'how.enjoyText' },
] as const;

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
  const t = useT();
  return (
    <Section aria-labelledby="how-title">
      <SectionTitle id="how-title">{t('how.title')}</SectionTitle>
      <Steps as="ol" $columns={{ sm: 2, lg: 4 }}>
        {STEPS.map((s) => (
          <li key={s.title}>
            <h3>{t(s.title)}</h3>
            <p>{t(s.text)}</p>
          </li>
        ))}
      </Steps>
    </Section>
  );
}
