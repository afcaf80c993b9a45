import { paths } from '@thali/contract';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneApp as Standalone } from '@thali/ui/standalone';

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
  // every page of the manifest, from its file in ./pages (the bundler finds them all: a new page needs no edit here)
  return <Standalone remote="static_content" name="Static content" links={LINKS} load={(page) => import(`./pages/${page}.tsx`)} Providers={PortalProviders} />;
}
