import { compareKeys, compareNames } from '@thali/domain/compare';
import type { Plan } from '../model';
import { parseChildren, parseRecord, planRecordSchema, type PlanRecord } from '../schemas';

/** The parsed record without its seat bookkeeping, and its key. */
export function toPlan(id: string, record: PlanRecord): Plan {
  const { seatEvent: _event, ...plan } = record;
  return { ...plan, id };
}

/** Plans of a snapshot of plans/ (malformed ones skipped), by name. */
export function toPlans(value: unknown, keep: (plan: Plan) => boolean = () => true): Plan[] {
  return parseChildren(planRecordSchema, 'plans', value, toPlan).filter(keep).sort((a, b) => compareNames(a.name, b.name) || compareKeys(a.id, b.id));
}

/** One plan of plans/{id}; null when absent or malformed. */
export function toOnePlan(id: string, value: unknown): Plan | null {
  if (value === null || value === undefined) return null;
  const record = parseRecord(planRecordSchema, `plans/${id}`, value);
  return record ? toPlan(id, record) : null;
}
