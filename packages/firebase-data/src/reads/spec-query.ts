import { equalTo, orderByChild, orderByKey, query, ref, startAt, type Query } from 'firebase/database';
import type { DataServices } from '../app';
import type { ReadSpec } from './public-reads';

/** A read spec as an SDK query. */
export function specQuery(fb: DataServices, spec: ReadSpec): Query {
  const at = ref(fb.db, spec.path);
  if (spec.orderBy === '$key') return query(at, orderByKey(), startAt(spec.startAt ?? null));
  return spec.orderBy === undefined ? at : query(at, orderByChild(spec.orderBy), equalTo(spec.equalTo ?? null));
}
