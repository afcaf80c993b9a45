import { onValue } from 'firebase/database';
import { firebase } from '../app';
import type { MenuItem } from '../model';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { menuItemsQuery } from './menu-query';
import { PUBLIC_VALUES } from '../reads/public-values';

export function subscribeMenuItems(
  { providerId, onData, onError, fb = firebase() }: SubscriptionOptions<MenuItem[]> & { providerId: string },
): Unsubscribe {
  return onValue(menuItemsQuery(fb, providerId), (snap) => onData(PUBLIC_VALUES.menuItems(snap.val(), providerId)), (e) => onError?.(e));
}
