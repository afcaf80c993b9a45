import { ref, remove } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import { cartPath } from './to-cart-lines';

export async function clearCart(uid: string, fb: DataServices = firebase()): Promise<void> {
  if (!uid) return;
  await remove(ref(fb.db, cartPath(uid)));
}
