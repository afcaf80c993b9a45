import type { z } from 'zod';
import { type MenuItem } from '../model';
import { menuItemRecordSchema, parseChildren } from '../schemas';

export function toMenuItem(id: string, r: z.output<typeof menuItemRecordSchema>): MenuItem {
  return {
    id, providerId: r.providerId, name: r.name, description: r.description, price: r.price, category: r.category,
    imageUrl: r.imageUrl, status: r.status, createdAt: r.createdAt, updatedAt: r.updatedAt,
  };
}

/** Items of one provider, newest first (the query already filtered; the filter is re-checked here). */
export function toMenuItems(value: unknown, providerId: string): MenuItem[] {
  return parseChildren(menuItemRecordSchema, 'menu-items', value, toMenuItem)
    .filter((item) => item.providerId === providerId)
    .sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
}
