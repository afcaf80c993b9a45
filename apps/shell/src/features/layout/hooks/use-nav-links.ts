import { useAuth, useCart } from '@thali/auth-cart';
import { paths } from '@thali/contract';
import { useT } from '../messages';

export interface NavLink {
  to: string;
  label: string;
  badge?: number;
}

/** The top bar's links by role: signed out, customer and kitchen each see their own set. */
export function useNavLinks() {
  const { status, isProvider, isStaff } = useAuth();
  const { totalItems } = useCart();
  const t = useT();
  // The kitchens list first: it is where a hungry customer starts, from any page.
  const common: NavLink[] = [
    { to: paths.providers(), label: t('nav.kitchens') },
    { to: '/delivery-areas', label: t('nav.deliveryAreas') },
    { to: '/about', label: t('nav.about') },
    { to: '/contact', label: t('nav.contact') },
  ];
  const signedOut: NavLink[] = [
    { to: '/login', label: t('nav.signIn') },
    { to: '/signup', label: t('nav.signUp') },
  ];
  const role: NavLink[] =
    status !== 'signed-in'
      ? []
      : isProvider
        ? [{ to: paths.dashboardOrders(), label: t('nav.dashboard') }]
        : [{ to: '/cart', label: t('nav.basket'), badge: totalItems }];
  // issue 41: staff only, once the session has read admins/{uid}
  if (isStaff) role.push({ to: paths.ops(), label: t('nav.operations') });
  const account: NavLink[] =
    status !== 'signed-in'
      ? []
      : [
          { to: '/profile', label: t('nav.profile') },
          ...(isProvider ? [] : [{ to: '/orders', label: t('nav.orders') }, { to: '/tiffins', label: t('nav.tiffins') }]),
        ];
  return { status, common, signedOut: status === 'signed-out' ? signedOut : [], role, account };
}
