import { serverTimestamp } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { MenuItem } from '../model';
import { itemProvider, writeMenuWithPureVeg } from './menu-writes';

/**
 * Hide ('inactive': not on the menu, not orderable) or show ('active') an item of the signed-in provider; the
 * kitchen's pure-veg flag moves in the same write.
 */
export async function setMenuItemStatus(itemId: string, status: MenuItem['status'], fb: DataServices = firebase()): Promise<void> {
  const { providerId, item } = await itemProvider(fb, itemId);
  await writeMenuWithPureVeg(fb, providerId, itemId, { status, diet: item.diet }, {
    [`menu-items/${itemId}/status`]: status,
    [`menu-items/${itemId}/updatedAt`]: serverTimestamp(),
  });
}
