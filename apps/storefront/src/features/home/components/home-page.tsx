import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import { Page, useDocumentTitle, useNearViewport } from '@thali/ui';
import { ProviderGridSkeleton } from '../../../shared/components/provider-grid-skeleton';
import { CallToAction, Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Section, SectionTitle } from './section';
import { WhyChoose } from './why-choose';
import { useT } from '../messages';

// the kitchens' code (box, list, cards, their reads) is fetched with them, as the reader nears them
const HomeKitchens = lazy(() => import(/* webpackChunkName: "home-kitchens" */ './home-kitchens').then((m) => ({ default: m.HomeKitchens })));

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  h2 {
    margin-bottom: ${({ theme }) => theme.space(5)};
  }
`;

const Closing = styled(Section)`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  text-align: center;
  p {
    margin: 0 auto 1.5rem;
    max-width: 48ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function HomePage() {
  const t = useT();
  useDocumentTitle(t('title'));
  // Below the fold on every screen: the kitchens (their code, and the database SDK they need) load as the reader
  // scrolls towards them, a screen ahead, instead of adding work to the page's start.
  const [kitchensRef, nearKitchens] = useNearViewport<HTMLElement>();
  return (
    <Page>
      <Hero />
      <WhyChoose />
      <HowItWorks />
      <Section ref={kitchensRef} aria-labelledby="providers-title">
        <SectionHead>
          <SectionTitle id="providers-title">{t('providers.title')}</SectionTitle>
          <Link to={paths.providers()}>{t('providers.all')}</Link>
        </SectionHead>
        {nearKitchens ? (
          <Suspense fallback={<ProviderGridSkeleton label={t('providers.loading')} />}>
            <HomeKitchens />
          </Suspense>
        ) : (
          <ProviderGridSkeleton label={t('providers.loading')} />
        )}
      </Section>
      <Closing aria-labelledby="cta-title">
        <SectionTitle id="cta-title">{t('cta.title')}</SectionTitle>
        <p>{t('cta.text')}</p>
        <CallToAction to="/signup">{t('cta.start')}</CallToAction>
      </Closing>
    </Page>
  );
}
