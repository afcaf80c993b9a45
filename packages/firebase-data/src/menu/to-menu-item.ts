import type { z } from 'zod/mini';
import { type MenuItem } from '../model';
import { menuItemRecordSchema, parseChildren } from '../schemas';
import { compareKeys } from '@thali/domain/compare';

/** The parsed record (only its schema's fields) and its key. */
export function toMenuItem(id: string, r: z.output<typeof menuItemRecordSchema>): MenuItem {
  return { ...r, id };
}

/** Items of one provider, newest first (the query already filtered; the filter is re-checked here). */
export function toMenuItems(value: unknown, providerId: string): MenuItem[] {
  return parseChildren(menuItemRecordSchema, 'menu-items', value, toMenuItem)
    .filter((item) => item.providerId === providerId)
    .sort((a, b) => b.createdAt - a.createdAt || compareKeys(a.id, b.id));
}
