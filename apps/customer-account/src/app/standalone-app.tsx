import { paths } from '@thali/contract';
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

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  // every page of the manifest, from its file in ./pages (the bundler finds them all: a new page needs no edit here)
  return <Standalone remote="customer_account" name="Customer account" links={LINKS} load={(page) => import(`./pages/${page}.tsx`)} Providers={PortalProviders} />;
}
