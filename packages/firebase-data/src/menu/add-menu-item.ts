import { push, ref } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { Category, Diet, MenuItem } from '../model';
import type { MenuItemRecord } from '../schemas';
import { writeMenuWithPureVeg } from './menu-writes';
import { MenuItemValidationError, parsePlatesPerDay, parsePrice, validateMenuItem, type MenuItemInput } from './validate-menu-item';

export { MenuItemValidationError };

/**
 * Push a new item (trimmed text, numeric price, its diet, the daily plate limit when one is set, status active) for
 * the signed-in provider, and its kitchen's pure-veg flag in the same write.
 */
export async function addMenuItem(providerId: string, input: MenuItemInput, fb: DataServices = firebase()): Promise<MenuItem> {
  const errors = validateMenuItem(input);
  if (Object.keys(errors).length > 0) throw new MenuItemValidationError(errors);
  const now = Date.now();
  const itemRef = push(ref(fb.db, 'menu-items'));
  const id = itemRef.key as string;
  const plates = parsePlatesPerDay(input.platesPerDay);
  const record: MenuItemRecord = {
    name: input.name.trim(),
    description: input.description.trim(),
    price: parsePrice(input.price),
    category: input.category as Category,
    imageUrl: input.imageUrl.trim(),
    providerId,
    status: 'active',
    createdAt: now,
    updatedAt: now,
    diet: input.diet as Diet,
    ...(plates !== null ? { platesPerDay: plates } : {}),
  };
  await writeMenuWithPureVeg(fb, providerId, id, record, { [`menu-items/${id}`]: record });
  return { id, ...record };
}
