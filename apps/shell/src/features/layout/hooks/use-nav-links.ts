import { useAuth, useCart } from '@thali/auth-cart';
import { paths } from '@thali/contract';

export interface NavLink {
  to: string;
  label: string;
  badge?: number;
}

/** The top bar's links by role: signed out, customer and kitchen each see their own set. */
export function useNavLinks() {
  const { status, isProvider, isStaff } = useAuth();
  const { totalItems } = useCart();
  // The kitchens list first: it is where a hungry customer starts, from any page.
  const common: NavLink[] = [
    { to: paths.providers(), label: 'Kitchens' },
    { to: '/delivery-areas', label: 'Delivery Areas' },
    { to: '/about', label: 'Who We Are' },
    { to: '/contact', label: 'Contact Us' },
  ];
  const signedOut: NavLink[] = [
    { to: '/login', label: 'Sign In' },
    { to: '/signup', label: 'Sign Up' },
  ];
  const role: NavLink[] =
    status !== 'signed-in'
      ? []
      : isProvider
        ? [{ to: paths.dashboardOrders(), label: 'Dashboard' }]
        : [{ to: '/cart', label: 'My Basket', badge: totalItems }];
  // issue 41: staff only, once the session has read admins/{uid}
  if (isStaff) role.push({ to: paths.ops(), label: 'Operations' });
  const account: NavLink[] =
    status !== 'signed-in'
      ? []
      : [
          { to: '/profile', label: 'My Profile' },
          ...(isProvider ? [] : [{ to: '/orders', label: 'My Orders' }, { to: '/tiffins', label: 'My Tiffins' }]),
        ];
  return { status, common, signedOut: status === 'signed-out' ? signedOut : [], role, account };
}
