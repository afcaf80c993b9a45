import { ref, remove } from 'firebase/database';
import { firebase, type FirebaseServices } from '../app';

/** Delete an item of the signed-in provider; its past orders keep their own copies of its name and price. */
export async function deleteMenuItem(itemId: string, fb: FirebaseServices = firebase()): Promise<void> {
  await remove(ref(fb.db, `menu-items/${itemId}`));
}
