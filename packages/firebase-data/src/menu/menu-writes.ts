import { get, ref, update } from 'firebase/database';
import type { DataServices } from '../app';
import type { MenuItem } from '../model';
import { menuItemRecordSchema, parseRecord } from '../schemas';
import { menuItemsQuery } from './menu-query';
import { toMenuItems } from './to-menu-item';
import { isValidKey } from '../reads/keys';
import { sayer } from '../texts/say';
import { MENU_TEXTS } from '../texts/menu-texts';

const { text: dataText } = sayer(MENU_TEXTS);
/** Whether a kitchen with these items is pure veg: at least one active item, and every active item 'veg'. */
export function isPureVeg(items: Pick<MenuItem, 'status' | 'diet'>[]): boolean {
  const active = items.filter((i) => i.status === 'active');
  return active.length > 0 && active.every((i) => i.diet === 'veg');
}

/** The stored item's kitchen (for writes that get only the item's id); throws when there is no such item. */
export async function itemProvider(fb: DataServices, itemId: string): Promise<{ providerId: string; item: MenuItem }> {
  if (!isValidKey(itemId)) throw new Error(dataText('menuItem.notFound'));
  const snap = await get(ref(fb.db, `menu-items/${itemId}`));
  const record = snap.exists() ? parseRecord(menuItemRecordSchema, `menu-items/${itemId}`, snap.val()) : undefined;
  if (!record) throw new Error(dataText('menuItem.notFound'));
  return { providerId: record.providerId, item: { ...record, id: itemId } };
}

/**
 * A menu write and the kitchen's pure-veg flag in ONE multi-path update: `writes` change item `itemId` (its new
 * state is `after`, null when deleted); providers/{providerId}/pureVeg is recomputed from the kitchen's items as they
 * will be. The rules refuse an active non-veg item while the new root says pureVeg, so the flag never contradicts
 * the menu.
 */
export async function writeMenuWithPureVeg(
  fb: DataServices, providerId: string, itemId: string, after: Pick<MenuItem, 'status' | 'diet'> | null, writes: Record<string, unknown>,
): Promise<void> {
  const items = toMenuItems((await get(menuItemsQuery(fb, providerId))).val(), providerId).filter((i) => i.id !== itemId);
  const pureVeg = isPureVeg(after ? [...items, after] : items);
  await update(ref(fb.db), { ...writes, [`providers/${providerId}/pureVeg`]: pureVeg });
}
