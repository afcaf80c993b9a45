import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import { Page, useDocumentTitle, useNearViewport } from '@thali/ui';
import type { Provider } from '@thali/firebase-data';
import { DeliverToChooser } from '../../../shared/components/deliver-to-chooser';
import { OtherKitchens } from '../../../shared/components/other-kitchens';
import { ProviderGrid } from '../../../shared/components/provider-grid';
import { ProviderList } from '../../../shared/components/provider-list';
import { useDeliverTo } from '../../../shared/hooks/use-deliver-to';
import { useKitchensFor } from '../../../shared/hooks/use-kitchens-for';
import { deliveryNote } from '../../../shared/utils/delivery-note';
import { CallToAction, Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Section, SectionTitle } from './section';
import { WhyChoose } from './why-choose';
import { topKitchens } from '../utils/top-kitchens';

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
  useDocumentTitle('Home-cooked meals from Nagpur kitchens');
  // Below the fold on every screen: the kitchens (and the database SDK they need) load as the reader scrolls towards
  // them, a screen ahead, instead of adding work to the page's start.
  const [kitchensRef, nearKitchens] = useNearViewport<HTMLElement>();
  // with a place chosen, the kitchens delivering there first (the others on request)
  const choice = useDeliverTo();
  const kitchens = useKitchensFor(choice, { enabled: nearKitchens });
  const providers = kitchens.state;
  const noteOf = useCallback((p: Provider) => deliveryNote(p, choice.deliverTo, choice.label), [choice.deliverTo, choice.label]);
  // the top kitchens only: the whole list made the page several screens long on a phone
  const top = useMemo(() => (providers.status === 'success' ? { ...providers, data: topKitchens(providers.data) } : providers), [providers]);
  return (
    <Page>
      <Hero />
      <WhyChoose />
      <HowItWorks />
      <Section ref={kitchensRef} aria-labelledby="providers-title">
        <SectionHead>
          <SectionTitle id="providers-title">Our Providers</SectionTitle>
          <Link to={paths.providers()}>See all providers</Link>
        </SectionHead>
        <DeliverToChooser choice={choice} />
        <ProviderList state={top} headingLevel="h3" noteOf={noteOf} empty={choice.label ? `No kitchen delivers to ${choice.label} yet.` : undefined} />
        {choice.label ? (
          <OtherKitchens
            kitchens={kitchens}
            label={choice.label}
            headingLevel="h3"
            render={(others) => <ProviderGrid providers={topKitchens(others)} headingLevel="h3" noteOf={noteOf} />}
          />
        ) : null}
      </Section>
      <Closing aria-labelledby="cta-title">
        <SectionTitle id="cta-title">Ready for a tiffin that fits you?</SectionTitle>
        <p>Create a free account to order from Nagpur&apos;s home chefs, messes and tiffin services.</p>
        <CallToAction to="/signup">Get Started Now</CallToAction>
      </Closing>
    </Page>
  );
}
