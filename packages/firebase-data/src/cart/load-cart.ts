import { get, ref } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { CartLine } from '../model';
import { cartPath, toCartLines } from './to-cart-lines';

export async function loadCart(uid: string, fb: DataServices = firebase()): Promise<CartLine[]> {
  const snap = await get(ref(fb.db, cartPath(uid)));
  return toCartLines(uid, snap.val());
}
