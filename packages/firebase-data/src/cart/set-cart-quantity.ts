import { ref, update } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import { MAX_QUANTITY } from '../orders/order-limits';
import { cartPath } from './to-cart-lines';
import { isValidKey } from '../reads/keys';

/**
 * Sets a line's quantity (only the quantity), capped at MAX_QUANTITY (50, what the rules accept). Ignored (false)
 * below 1, without a user or an id.
 */
export async function setCartQuantity(uid: string, itemId: string, quantity: number, fb: DataServices = firebase()): Promise<boolean> {
  const q = Math.floor(Number(quantity));
  if (!uid || !isValidKey(itemId) || !Number.isFinite(q) || q < 1) return false;
  await update(ref(fb.db, cartPath(uid, itemId)), { quantity: Math.min(q, MAX_QUANTITY) });
  return true;
}
