import { ref, runTransaction } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import { type CartLine, type MenuItem } from '../model';
import { cartRecordSchema, parseRecord } from '../schemas';
import { MAX_QUANTITY } from '../orders/order-limits';
import { cartPath, toCartLine } from './to-cart-lines';
import { isValidKey } from '../reads/keys';

type Addable = Pick<MenuItem, 'id' | 'price'> & Partial<Pick<MenuItem, 'providerId' | 'name' | 'description' | 'imageUrl' | 'diet'>>;

/**
 * An item already in the basket gains `quantity`; otherwise it is created with addedAt.
 * The line copies the item's diet (for the basket's mark). A transaction, so two tabs adding at once both count. A line holds at most MAX_QUANTITY (50, what the rules
 * accept): more is capped, and adding to a full line is ignored. Ignored (null) without a user or an item id.
 */
export async function addToCart(uid: string, item: Addable | MenuItem | CartLine, quantity = 1, fb: DataServices = firebase()): Promise<CartLine | null> {
  if (!uid || !item || !isValidKey(item.id)) return null;
  const add = Math.floor(Number(quantity));
  if (!Number.isFinite(add) || add < 1) return null;
  const path = cartPath(uid, item.id);
  const result = await runTransaction(ref(fb.db, path), (current: Record<string, unknown> | null) => {
    if (current && typeof current.quantity === 'number') {
      if (current.quantity >= MAX_QUANTITY) return undefined; // full: abort, nothing to write
      return { ...current, quantity: Math.min(current.quantity + add, MAX_QUANTITY) };
    }
    return {
      id: item.id,
      providerId: item.providerId ?? '',
      name: item.name ?? '',
      description: item.description ?? '',
      price: Number(item.price),
      imageUrl: item.imageUrl ?? '',
      quantity: Math.min(add, MAX_QUANTITY),
      addedAt: Date.now(),
      // the item's diet, copied for the basket's mark (items made before diets have none)
      ...(item.diet ? { diet: item.diet } : {}),
    };
  }, { applyLocally: false });
  if (!result.committed) return null;
  const record = parseRecord(cartRecordSchema, path, result.snapshot.val());
  return record ? toCartLine(item.id, record) : null;
}
