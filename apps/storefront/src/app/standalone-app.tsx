import { paths } from '@thali/contract';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneApp as Standalone } from '@thali/ui/standalone';

const LINKS = [
  { to: paths.home(), label: 'Home-cooked meals from Nagpur kitchens' },
  { to: paths.providers(), label: 'Our Providers' },
];

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  // every page of the manifest, from its file in ./pages (the bundler finds them all: a new page needs no edit here)
  return <Standalone remote="storefront" name="Storefront" links={LINKS} load={(page) => import(`./pages/${page}.tsx`)} Providers={PortalProviders} />;
}
