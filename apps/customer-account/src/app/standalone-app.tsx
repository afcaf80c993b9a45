import { paths, routesOf } from '@thali/contract';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneApp as Standalone } from '@thali/ui/standalone';

const LINKS = [
  { to: paths.login(), label: 'Sign In' },
  { to: paths.signup(), label: 'Create your account' },
  { to: paths.profile(), label: 'My Profile' },
  { to: paths.cart(), label: 'My Basket' },
  { to: paths.orders(), label: 'My Orders' },
  { to: paths.subscribe(), label: 'Subscribe' },
  { to: paths.tiffins(), label: 'My Tiffins' },
  { to: paths.resetPassword(), label: 'Reset password' },
];

const ROUTES = routesOf('customer_account');
// Every page of the manifest, from its file in ./pages (the bundler finds them all, so a new page needs no edit here).
const load = (page: string) => import(`./pages/${page}.tsx`);

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  return <Standalone name="Customer account" links={LINKS} routes={ROUTES} load={load} Providers={PortalProviders} />;
}
