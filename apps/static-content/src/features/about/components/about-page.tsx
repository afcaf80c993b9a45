import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import { paths } from '@thali/contract';
import { DELIVERY_FEE } from '@thali/domain/fees';
import { Card, Lead, Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { SUPPORT_EMAIL } from '../../../shared/contact-details';
import { useT } from '../messages';

const Section = styled.section`
  margin-bottom: 2.5rem;
  max-width: 75ch;
  h2 {
    font-size: 1.375rem;
    margin: 0 0 0.75rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
`;

const WideSection = styled(Section)`
  max-width: none;
`;

const Values = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  li {
    display: flex;
  }
`;

const ValueCard = styled(Card)`
  flex: 1;
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  h3 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  li {
    margin-bottom: 0.5rem;
  }
`;

// Tiny inline line icons (24×24 paths) instead of images: nothing extra to download. Each value's title and text
// are the catalogue's `values.<key>.title` and `values.<key>.text`.
const VALUES = [
  { key: 'quality', icon: 'M3 12h18a9 9 0 0 1-18 0z M8 8c0-1.5 1-1.5 1-3 M12 8c0-1.5 1-1.5 1-3 M16 8c0-1.5 1-1.5 1-3' },
  { key: 'community', icon: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6 M16 5.5a3 3 0 0 1 0 5.5 M18 14.5c2 .8 3 2.8 3 5.5' },
  { key: 'customer', icon: 'M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7.3 4.5 4.5 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z' },
  { key: 'sustainable', icon: 'M5 19c0-8 5-14 15-15-1 10-7 15-15 15z M5 19c3-5 6-8 10-10' },
] as const;

export function AboutPage() {
  const t = useT();
  useDocumentTitle(t('title'));
  return (
    <Page>
      <PageTitle>{t('title')}</PageTitle>
      <Lead>{t('lead')}</Lead>

      <Section aria-labelledby="mission-heading">
        <h2 id="mission-heading">{t('mission.heading')}</h2>
        <p>{t('mission.p1')}</p>
        <p>{t('mission.p2')}</p>
      </Section>

      <WideSection aria-labelledby="values-heading">
        <h2 id="values-heading">{t('values.heading')}</h2>
        <Values>
          {VALUES.map((v) => (
            <li key={v.key}>
              <ValueCard>
                <h3>
                  <svg
                    width="24"
                    height="24"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d={v.icon} />
                  </svg>
                  {t(`values.${v.key}.title`)}
                </h3>
                <p>{t(`values.${v.key}.text`, { fee: formatPrice(DELIVERY_FEE), email: SUPPORT_EMAIL })}</p>
              </ValueCard>
            </li>
          ))}
        </Values>
      </WideSection>

      <Section aria-labelledby="how-heading">
        <h2 id="how-heading">{t('how.heading')}</h2>
        <Steps>
          <li>{t('how.step1')}</li>
          <li>{t('how.step2')}</li>
          <li>{t('how.step3')}</li>
          <li>{t('how.step4')}</li>
        </Steps>
      </Section>

      <Section aria-labelledby="cooks-heading">
        <h2 id="cooks-heading">{t('cooks.heading')}</h2>
        <p>
          {t.rich('cooks.text', {
            areas: (text) => <Link to={paths.deliveryAreas()}>{text}</Link>,
            contact: (text) => <Link to={paths.contact()}>{text}</Link>,
          })}
        </p>
      </Section>
    </Page>
  );
}
