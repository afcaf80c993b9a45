import { type ProviderStats } from '../model';
import { parseRecord, statsRecordSchema } from '../schemas';
import { monthStart } from './month-key';
import { ZERO_STATS } from './zero-stats';

/**
 * Stats as shown: zeros when absent. The monthly figures count only while the stored monthStart is exactly the
 * current month's (Asia/Kolkata): once that month is over, or when the stored month is missing or not a real
 * current month (a label such as '9999-12' is ignored), they show 0.
 */
export function toStats(value: unknown, providerId: string, now: number = Date.now()): ProviderStats {
  if (value === null || value === undefined) return { ...ZERO_STATS };
  const r = parseRecord(statsRecordSchema, `stats/${providerId}`, value);
  if (!r) return { ...ZERO_STATS };
  const current = r.monthStart === monthStart(now);
  return {
    totalOrders: r.totalOrders, totalRevenue: r.totalRevenue,
    monthlyOrders: current ? r.monthlyOrders : 0, monthlyRevenue: current ? r.monthlyRevenue : 0,
    pendingOrders: r.pendingOrders, completedOrders: r.completedOrders, cancelledOrders: r.cancelledOrders,
  };
}
