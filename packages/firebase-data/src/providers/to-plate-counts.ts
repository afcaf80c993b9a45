import type { PlateCounts } from '../model';
import { parseChildren, plateRecordSchema } from '../schemas';

/**
 * plateCounts/{providerId} (the days read) as sold counts by day and item id (a malformed count is skipped: that item
 * reads as none sold that day).
 */
export function toPlateCounts(providerId: string, value: unknown): PlateCounts {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([day, items]) => [day,
    Object.fromEntries(parseChildren(plateRecordSchema, `plateCounts/${providerId}/${day}`, items, (id, r) => [id, r.sold] as const))]));
}
