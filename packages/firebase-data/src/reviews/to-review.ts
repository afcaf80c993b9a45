import { compareKeys } from '@thali/domain/compare';
import type { Review } from '../model';
import { parseChildren, parseRecord, reviewRecordSchema } from '../schemas';

/** Latest first: the order the menu page lists them in (by when each was first written). */
export const latestFirst = (a: Review, b: Review) => b.createdAt - a.createdAt || compareKeys(a.id, b.id);

/** The reviews of a query's result that pass `keep`, latest first (malformed records skipped and reported). */
export function toReviews(value: unknown, keep: (r: Review) => boolean = () => true): Review[] {
  return parseChildren(reviewRecordSchema, 'reviews', value, (id, record): Review => ({ id, ...record })).filter(keep).sort(latestFirst);
}

/** One stored review, or null when there is none (or it is malformed). */
export function toOneReview(id: string, value: unknown): Review | null {
  if (value === null || value === undefined) return null;
  const record = parseRecord(reviewRecordSchema, `reviews/${id}`, value);
  return record ? { id, ...record } : null;
}
