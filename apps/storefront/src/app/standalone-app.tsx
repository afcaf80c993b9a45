import { paths } from '@thali/contract';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneApp as Standalone } from '@thali/ui/standalone';
import { useT as useHomeT } from '../features/home/messages';
import { useT as useProvidersT } from '../features/providers/messages';

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  const home = useHomeT();
  const providers = useProvidersT();
  const links = [
    { to: paths.home(), label: home('title') },
    { to: paths.providers(), label: providers('title') },
  ];
  // every page of the manifest, from its file in ./pages (the bundler finds them all: a new page needs no edit here)
  return <Standalone remote="storefront" name="Storefront" links={links} load={(page) => import(`./pages/${page}.tsx`)} Providers={PortalProviders} />;
}
