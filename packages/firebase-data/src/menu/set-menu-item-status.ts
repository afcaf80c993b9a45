import { ref, serverTimestamp, update } from 'firebase/database';
import { firebase, type FirebaseServices } from '../app';
import type { MenuItem } from '../model';

/** Hide ('inactive': not on the menu, not orderable) or show ('active') an item of the signed-in provider. */
export async function setMenuItemStatus(itemId: string, status: MenuItem['status'], fb: FirebaseServices = firebase()): Promise<void> {
  await update(ref(fb.db, `menu-items/${itemId}`), { status, updatedAt: serverTimestamp() });
}
