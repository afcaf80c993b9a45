import { paths } from '@thali/contract';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneApp as Standalone } from '@thali/ui/standalone';

const LINKS = [
  { to: paths.ops(), label: 'Overview' },
  { to: paths.opsMessages(), label: 'Messages' },
  { to: paths.opsKitchens(), label: 'Kitchens' },
  { to: paths.opsReviews(), label: 'Reviews' },
  { to: paths.opsSupport(), label: 'Support' },
];

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  // every page of the manifest, from its file in ./pages (the bundler finds them all: a new page needs no edit here)
  return <Standalone remote="operations" name="Operations" links={LINKS} load={(page) => import(`./pages/${page}.tsx`)} Providers={PortalProviders} />;
}
