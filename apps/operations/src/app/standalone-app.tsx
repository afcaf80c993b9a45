import { paths } from '@thali/contract';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneApp as Standalone } from '@thali/ui/standalone';
import { useT } from '../shared/messages';

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  // the pages' names as the section bar says them, in the language on screen
  const t = useT();
  const links = [
    { to: paths.ops(), label: t('page.overview') },
    { to: paths.opsMessages(), label: t('page.messages') },
    { to: paths.opsKitchens(), label: t('page.kitchens') },
    { to: paths.opsReviews(), label: t('page.reviews') },
    { to: paths.opsSupport(), label: t('page.support') },
  ];
  // every page of the manifest, from its file in ./pages (the bundler finds them all: a new page needs no edit here)
  return <Standalone remote="operations" name={t('operations')} links={links} load={(page) => import(`./pages/${page}.tsx`)} Providers={PortalProviders} />;
}
