import styled from 'styled-components';
import { ColumnGrid } from '@thali/ui';
import { LineIcon, type LineIconName } from './icons';
import { Section, SectionTitle } from './section';
import { useT } from '../messages';

type MessageId = Parameters<ReturnType<typeof useT>>[0];

const POINTS: readonly { icon: LineIconName; title: MessageId; text: MessageId }[] = [
  {
    icon: 'home',
    title: 'why.fresh',
    text: 'why.freshText',
  },
  {
    icon: 'balance',
    title: 'why.balanced',
    text: 'why.balancedText',
  },
  {
    icon: 'clock',
    title: 'why.timely',
    text: 'why.timelyText',
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
  const t = useT();
  return (
    <Section aria-labelledby="why-title">
      <SectionTitle id="why-title">{t('why.title')}</SectionTitle>
      <List $columns={{ md: 3 }}>
        {POINTS.map((p) => (
          <li key={p.title}>
            <IconBox>
              <LineIcon name={p.icon} />
            </IconBox>
            <h3>{t(p.title)}</h3>
            <p>{t(p.text)}</p>
          </li>
        ))}
      </List>
    </Section>
  );
}
