import { formatDate, formatLongDay } from '@thali/ui';
import type { PlanStatus, SubscriptionStatus } from '@thali/firebase-data';

export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = { active: 'Active', retired: 'Retired' };
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = { active: 'Active', cancelled: 'Cancelled' };
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** 'Tuesday, 24 November 2026' (Asia/Kolkata, the formatter every app shares). */
export const longDay = (day: number) => formatLongDay(day);
/** '24 Nov 2026' (Asia/Kolkata). */
export const shortDay = (day: number) => formatDate(day);
