import type { PlateCounts } from '../model';
import { parseChildren, plateRecordSchema } from '../schemas';

/** plates/{providerId} as counts by item id (a malformed count is skipped: that item reads as none sold). */
export function toPlateCounts(providerId: string, value: unknown): PlateCounts {
  const entries = parseChildren(plateRecordSchema, `plates/${providerId}`, value, (id, r) => [id, { day: r.day, sold: r.sold }] as const);
  return Object.fromEntries(entries);
}
