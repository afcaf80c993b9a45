import { paths } from '@thali/contract';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneApp as Standalone } from '@thali/ui/standalone';
import { useT } from './messages';

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  const t = useT();
  const links = [
    { to: paths.login(), label: t('links.signIn') },
    { to: paths.signup(), label: t('links.signUp') },
    { to: paths.profile(), label: t('links.profile') },
    { to: paths.cart(), label: t('links.basket') },
    { to: paths.orders(), label: t('links.orders') },
    { to: paths.subscribe(), label: t('links.subscribe') },
    { to: paths.tiffins(), label: t('links.tiffins') },
    { to: paths.resetPassword(), label: t('links.resetPassword') },
  ];
  // every page of the manifest, from its file in ./pages (the bundler finds them all: a new page needs no edit here)
  return <Standalone remote="customer_account" name="Customer account" links={links} load={(page) => import(`./pages/${page}.tsx`)} Providers={PortalProviders} />;
}
