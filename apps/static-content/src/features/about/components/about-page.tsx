import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Lead, Page, PageTitle, useDocumentTitle } from '@thali/ui';

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

// Tiny inline line icons (24×24 paths) instead of images: nothing extra to download.
const VALUES = [
  {
    title: 'Quality Food',
    icon: 'M3 12h18a9 9 0 0 1-18 0z M8 8c0-1.5 1-1.5 1-3 M12 8c0-1.5 1-1.5 1-3 M16 8c0-1.5 1-1.5 1-3',
    text: 'Fresh ingredients, cooked the same day in clean home kitchens. Providers show what they cook and what it costs, with no hidden extras.',
  },
  {
    title: 'Community Focus',
    icon: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6 M16 5.5a3 3 0 0 1 0 5.5 M18 14.5c2 .8 3 2.8 3 5.5',
    text: 'Every order supports a cook in your own neighbourhood, from a grandmother’s kitchen in Dharampeth to a student mess in Hingna.',
  },
  {
    title: 'Customer First',
    icon: 'M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7.3 4.5 4.5 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z',
    text: 'Clear prices in rupees, a flat ₹40.00 delivery fee, payment on delivery and a real person at hello@thali.in when something goes wrong.',
  },
  {
    title: 'Sustainable',
    icon: 'M5 19c0-8 5-14 15-15-1 10-7 15-15 15z M5 19c3-5 6-8 10-10',
    text: 'Food cooked to order in small batches means less waste. We encourage steel tiffins and reusable containers for regular customers.',
  },
];

export function AboutPage() {
  useDocumentTitle('Who We Are');
  return (
    <Page>
      <PageTitle>Who We Are</PageTitle>
      <Lead>
        Thali is a Nagpur marketplace for home-cooked meals. We connect food lovers with local home chefs, messes and
        tiffin services, so a fresh, balanced meal is never more than a few taps away.
      </Lead>

      <Section aria-labelledby="mission-heading">
        <h2 id="mission-heading">Our mission</h2>
        <p>
          To make everyday home-style food easy to find and easy to order, for students far from home, working
          professionals and families alike, while helping Nagpur’s home cooks earn a fair living from their kitchens.
        </p>
        <p>
          Many of our providers offer customised tiffin plans with dietician-designed meals: light on oil, balanced in
          protein and made with seasonal vegetables. You choose what suits you; they cook it fresh.
        </p>
      </Section>

      <WideSection aria-labelledby="values-heading">
        <h2 id="values-heading">Our values</h2>
        <Values>
          {VALUES.map((v) => (
            <li key={v.title}>
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
                  {v.title}
                </h3>
                <p>{v.text}</p>
              </ValueCard>
            </li>
          ))}
        </Values>
      </WideSection>

      <Section aria-labelledby="how-heading">
        <h2 id="how-heading">How Thali works</h2>
        <Steps>
          <li>Browse providers near you and open their menus.</li>
          <li>Add dishes to your basket, or order a single dish straight away with Buy Now.</li>
          <li>The provider prepares your order and updates its status as it goes.</li>
          <li>Pay on delivery, in cash or by UPI, and enjoy your meal.</li>
        </Steps>
      </Section>

      <Section aria-labelledby="cooks-heading">
        <h2 id="cooks-heading">For home chefs and tiffin services</h2>
        <p>
          Cook from home, run a mess or a tiffin service in Nagpur? Sign up as a meal provider, add your menu and start
          receiving orders from your dashboard. See our <Link to="/delivery-areas">delivery areas</Link> or{' '}
          <Link to="/contact">contact us</Link> to talk to the team.
        </p>
      </Section>
    </Page>
  );
}
