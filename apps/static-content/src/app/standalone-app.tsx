import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths, routesOf, type PageName } from '@thali/contract';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneFrame } from '@thali/ui';
import { DeliveryAreasPage } from '../features/delivery-areas/components/delivery-areas-page';
import { AboutPage } from '../features/about/components/about-page';
import { ContactPage } from '../features/contact/components/contact-page';
import { PrivacyPolicyPage } from '../features/legal/components/privacy-policy-page';
import { TermsPage } from '../features/legal/components/terms-page';
import { FaqPage } from '../features/faq/components/faq-page';

// Every page this remote has in the contract, with its component (a missing one is a type error); each is
// served at the contract's path.
const PAGES: Record<PageName<'static_content'>, ComponentType> = {
  'delivery-areas': DeliveryAreasPage,
  about: AboutPage,
  contact: ContactPage,
  'privacy-policy': PrivacyPolicyPage,
  terms: TermsPage,
  faq: FaqPage,
};

const LINKS = [
  { to: paths.deliveryAreas(), label: 'Delivery Areas' },
  { to: paths.about(), label: 'Who We Are' },
  { to: paths.contact(), label: 'Contact Us' },
  { to: paths.privacyPolicy(), label: 'Privacy Policy' },
  { to: paths.terms(), label: 'Terms of Service' },
  { to: paths.faq(), label: 'Frequently Asked Questions' },
];

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  return (
    <PortalProviders>
      <BrowserRouter>
        <StandaloneFrame name="Static content" links={LINKS}>
          <Routes>
            {routesOf('static_content').map(({ page, path }) => {
              const Page = PAGES[page];
              return <Route key={path} path={path} element={<Page />} />;
            })}
          </Routes>
        </StandaloneFrame>
      </BrowserRouter>
    </PortalProviders>
  );
}
