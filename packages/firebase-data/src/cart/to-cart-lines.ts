import type { z } from 'zod/mini';
import { type CartLine } from '../model';
import { cartRecordSchema, parseChildren } from '../schemas';
import { compareKeys } from '@thali/domain/compare';

/** The parsed record (only its schema's fields); the line's id is always its key. */
export function toCartLine(id: string, r: z.output<typeof cartRecordSchema>): CartLine {
  return { ...r, id };
}

/** users/{uid}/cart (a map from item id to line) as lines in the order they were added. */
export function toCartLines(uid: string, value: unknown): CartLine[] {
  return parseChildren(cartRecordSchema, `users/${uid}/cart`, value, toCartLine)
    .sort((a, b) => a.addedAt - b.addedAt || compareKeys(a.id, b.id));
}

export { cartPath } from '../reads/session-reads';
