import { onValue } from 'firebase/database';
import { firebase, type FirebaseServices } from '../app';
import type { MenuItem } from '../model';
import { menuItemsQuery } from './menu-query';
import { toMenuItems } from './to-menu-item';

export function subscribeMenuItems(
  providerId: string, onData: (items: MenuItem[]) => void, onError?: (error: Error) => void, fb: FirebaseServices = firebase(),
): () => void {
  return onValue(menuItemsQuery(fb, providerId), (snap) => onData(toMenuItems(snap.val(), providerId)), (e) => onError?.(e));
}
