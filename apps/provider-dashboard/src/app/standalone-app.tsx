import { paths } from '@thali/contract';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneApp as Standalone } from '@thali/ui/standalone';
import { useT } from './messages';

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  const t = useT();
  // The dashboard's own section bar links its sections: the top bar needs only the way in.
  const links = [{ to: paths.dashboardOrders(), label: t('title') }];
  // every page of the manifest, from its file in ./pages (the bundler finds them all: a new page needs no edit here)
  return <Standalone remote="provider_dashboard" name={t('standaloneName')} links={links} load={(page) => import(`./pages/${page}.tsx`)} Providers={PortalProviders} />;
}
