import { serverTimestamp } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { Category, Diet } from '../model';
import { itemProvider, writeMenuWithPureVeg } from './menu-writes';
import { removeReplacedImage } from '../images/delete-image';
import { MenuItemValidationError, parsePlatesPerDay, parsePrice, validateMenuItem, type MenuItemInput } from './validate-menu-item';

/**
 * Save an edited item of the signed-in provider: the same checks as addMenuItem (a MenuItemValidationError with the
 * field messages), trimmed text, numeric price, its diet, the daily plate limit (removed when the field is empty: no
 * limit), the server's time as updatedAt; its provider, status and createdAt stay. The kitchen's pure-veg flag moves
 * in the same write. A replaced uploaded photo is removed from Storage once the write succeeded.
 */
export async function updateMenuItem(itemId: string, input: MenuItemInput, fb: DataServices = firebase()): Promise<void> {
  const errors = validateMenuItem(input);
  if (Object.keys(errors).length > 0) throw new MenuItemValidationError(errors);
  const { providerId, item } = await itemProvider(fb, itemId);
  const diet = input.diet as Diet;
  const p = `menu-items/${itemId}`;
  await writeMenuWithPureVeg(fb, providerId, itemId, { status: item.status, diet }, {
    [`${p}/name`]: input.name.trim(),
    [`${p}/description`]: input.description.trim(),
    [`${p}/price`]: parsePrice(input.price),
    [`${p}/category`]: input.category as Category,
    [`${p}/imageUrl`]: input.imageUrl.trim(),
    [`${p}/diet`]: diet,
    [`${p}/platesPerDay`]: parsePlatesPerDay(input.platesPerDay),
    [`${p}/updatedAt`]: serverTimestamp(),
  });
  await removeReplacedImage(item.imageUrl, input.imageUrl.trim(), fb);
}
