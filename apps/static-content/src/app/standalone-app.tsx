import { paths, routesOf } from '@thali/contract';
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

const ROUTES = routesOf('static_content');
// Every page of the manifest, from its file in ./pages (the bundler finds them all, so a new page needs no edit here).
const load = (page: string) => import(`./pages/${page}.tsx`);

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  return <Standalone name="Static content" links={LINKS} routes={ROUTES} load={load} Providers={PortalProviders} />;
}
