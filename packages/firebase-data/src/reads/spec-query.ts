import { endAt, equalTo, limitToLast, orderByChild, orderByKey, query, ref, startAt, type Query, type QueryConstraint } from 'firebase/database';
import type { DataServices } from '../app';
import type { ReadSpec } from './public-reads';

/** A read spec as an SDK query: its order, then each of its filters it has (rest-read.ts asks the same over REST). */
export function specQuery(fb: DataServices, spec: ReadSpec): Query {
  const at = ref(fb.db, spec.path);
  if (spec.orderBy === undefined) return at;
  const constraints: QueryConstraint[] = [spec.orderBy === '$key' ? orderByKey() : orderByChild(spec.orderBy)];
  if (spec.equalTo !== undefined) constraints.push(equalTo(spec.equalTo));
  if (spec.startAt !== undefined) constraints.push(startAt(spec.startAt));
  if (spec.endAt !== undefined) constraints.push(endAt(spec.endAt));
  if (spec.limitToLast !== undefined) constraints.push(limitToLast(spec.limitToLast));
  return query(at, ...constraints);
}
