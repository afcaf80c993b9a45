import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneFrame } from '@thali/ui';
import { DeliveryAreasPage } from '../features/delivery-areas/components/delivery-areas-page';
import { AboutPage } from '../features/about/components/about-page';
import { ContactPage } from '../features/contact/components/contact-page';
import { PrivacyPolicyPage } from '../features/legal/components/privacy-policy-page';
import { TermsPage } from '../features/legal/components/terms-page';
import { FaqPage } from '../features/faq/components/faq-page';

const LINKS = [
  { to: '/delivery-areas', label: 'Delivery Areas' },
  { to: '/about', label: 'Who We Are' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/faq', label: 'Frequently Asked Questions' },
];

/** This remote alone on port 3004, with the same providers the shell gives it. */
export function StandaloneApp() {
  return (
    <PortalProviders>
      <BrowserRouter>
        <StandaloneFrame name="Static content" links={LINKS}>
          <Routes>
            <Route path="/delivery-areas" element={<DeliveryAreasPage />} />
            <Route path="/about" element={<AboutPage />} />
            <Route path="/contact" element={<ContactPage />} />
            <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
            <Route path="/terms" element={<TermsPage />} />
            <Route path="/faq" element={<FaqPage />} />
          </Routes>
        </StandaloneFrame>
      </BrowserRouter>
    </PortalProviders>
  );
}
