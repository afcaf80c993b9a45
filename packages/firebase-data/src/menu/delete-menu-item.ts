import { firebase, type DataServices } from '../app';
import { itemProvider, writeMenuWithPureVeg } from './menu-writes';
import { removeReplacedImage } from '../images/delete-image';

/**
 * Delete an item of the signed-in provider (its past orders keep their own copies of its name and price); the
 * kitchen's pure-veg flag moves in the same write. Its uploaded photo is removed from Storage once the write succeeded.
 */
export async function deleteMenuItem(itemId: string, fb: DataServices = firebase()): Promise<void> {
  const { providerId, item } = await itemProvider(fb, itemId);
  await writeMenuWithPureVeg(fb, providerId, itemId, null, { [`menu-items/${itemId}`]: null });
  await removeReplacedImage(item.imageUrl, undefined, fb);
}
