import { ref, serverTimestamp, update } from 'firebase/database';
import { firebase, type FirebaseServices } from '../app';
import type { Category } from '../model';
import { MenuItemValidationError, parsePrice, validateMenuItem, type MenuItemInput } from './validate-menu-item';

/**
 * Save an edited item of the signed-in provider: the same checks as addMenuItem (a MenuItemValidationError with the
 * field messages), trimmed text, numeric price, the server's time as updatedAt; its provider, status and createdAt stay.
 */
export async function updateMenuItem(itemId: string, input: MenuItemInput, fb: FirebaseServices = firebase()): Promise<void> {
  const errors = validateMenuItem(input);
  if (Object.keys(errors).length > 0) throw new MenuItemValidationError(errors);
  await update(ref(fb.db, `menu-items/${itemId}`), {
    name: input.name.trim(),
    description: input.description.trim(),
    price: parsePrice(input.price),
    category: input.category as Category,
    imageUrl: input.imageUrl.trim(),
    updatedAt: serverTimestamp(),
  });
}
