import { paths } from '@thali/contract';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneApp as Standalone } from '@thali/ui/standalone';

// The dashboard's own section bar links its sections.
const LINKS = [
  { to: paths.dashboardOrders(), label: 'Provider Dashboard' },
];

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  // every page of the manifest, from its file in ./pages (the bundler finds them all: a new page needs no edit here)
  return <Standalone remote="provider_dashboard" name="Provider dashboard" links={LINKS} load={(page) => import(`./pages/${page}.tsx`)} Providers={PortalProviders} />;
}
