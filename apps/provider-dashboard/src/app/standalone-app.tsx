import { paths, routesOf } from '@thali/contract';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneApp as Standalone } from '@thali/ui/standalone';

const LINKS = [
  { to: paths.dashboard(), label: 'Provider Dashboard' },
];

const ROUTES = routesOf('provider_dashboard');
// Every page of the manifest, from its file in ./pages (the bundler finds them all, so a new page needs no edit here).
const load = (page: string) => import(`./pages/${page}.tsx`);

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  return <Standalone name="Provider dashboard" links={LINKS} routes={ROUTES} load={load} Providers={PortalProviders} />;
}
