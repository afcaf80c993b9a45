import { push, ref, set } from 'firebase/database';
import { firebase, type FirebaseServices } from '../app';
import type { Category, MenuItem } from '../model';
import type { MenuItemRecord } from '../schemas';
import { MenuItemValidationError, parsePrice, validateMenuItem, type MenuItemInput } from './validate-menu-item';

export { MenuItemValidationError };

/** Push a new item (trimmed text, numeric price, status active) for the signed-in provider. */
export async function addMenuItem(providerId: string, input: MenuItemInput, fb: FirebaseServices = firebase()): Promise<MenuItem> {
  const errors = validateMenuItem(input);
  if (Object.keys(errors).length > 0) throw new MenuItemValidationError(errors);
  const now = Date.now();
  const itemRef = push(ref(fb.db, 'menu-items'));
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
  };
  await set(itemRef, record);
  return { id: itemRef.key as string, ...record };
}
