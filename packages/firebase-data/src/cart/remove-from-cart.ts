import { ref, remove } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import { cartPath } from './to-cart-lines';
import { isValidKey } from '../reads/keys';

export async function removeFromCart(uid: string, itemId: string, fb: DataServices = firebase()): Promise<void> {
  if (!uid || !isValidKey(itemId)) return;
  await remove(ref(fb.db, cartPath(uid, itemId)));
}
