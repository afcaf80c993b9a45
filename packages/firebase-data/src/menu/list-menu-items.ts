import { get } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { MenuItem } from '../model';
import { menuItemsQuery } from './menu-query';
import { toMenuItems } from './to-menu-item';

export async function listMenuItems(providerId: string, fb: DataServices = firebase()): Promise<MenuItem[]> {
  const snap = await get(menuItemsQuery(fb, providerId));
  return toMenuItems(snap.val(), providerId);
}
