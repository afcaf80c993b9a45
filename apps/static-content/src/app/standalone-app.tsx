import { paths } from '@thali/contract';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneApp as Standalone } from '@thali/ui/standalone';
import { useT } from './messages';

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  const t = useT();
  const links = [
    { to: paths.deliveryAreas(), label: t('links.deliveryAreas') },
    { to: paths.about(), label: t('links.about') },
    { to: paths.contact(), label: t('links.contact') },
    { to: paths.privacyPolicy(), label: t('links.privacyPolicy') },
    { to: paths.terms(), label: t('links.terms') },
    { to: paths.faq(), label: t('links.faq') },
  ];
  // every page of the manifest, from its file in ./pages (the bundler finds them all: a new page needs no edit here)
  return <Standalone remote="static_content" name="Static content" links={links} load={(page) => import(`./pages/${page}.tsx`)} Providers={PortalProviders} />;
}
