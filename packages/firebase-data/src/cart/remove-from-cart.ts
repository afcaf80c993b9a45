import { ref, remove } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import { cartPath, isValidKey } from './to-cart-lines';

export async function removeFromCart(uid: string, itemId: string, fb: DataServices = firebase()): Promise<void> {
  if (!uid || !isValidKey(itemId)) return;
  await remove(ref(fb.db, cartPath(uid, itemId)));
}
