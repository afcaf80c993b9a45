import type { ReactNode } from 'react';
import type { MenuItemStatus, OrderStage, PlanStatus, SubscriptionStatus } from '@thali/domain';
import { Badge, type BadgeTone } from './badge';

/** A status any record shows as a badge: an order's stage, a plan's, a subscription's, a dish's. */
export type Status = OrderStage | PlanStatus | SubscriptionStatus | MenuItemStatus;

/**
 * One tone per status, whatever the record and whoever reads it: yellow while an order waits for the kitchen (or a dish
 * is hidden), neutral on its way through or retired, green delivered or active, red cancelled.
 */
export const STATUS_TONES: Record<Status, BadgeTone> = {
  new: 'warning',
  accepted: 'neutral',
  on_the_way: 'neutral',
  delivered: 'success',
  cancelled: 'danger',
  active: 'success',
  retired: 'neutral',
  inactive: 'warning',
};

/** A record's status in its tone; the words are the page's (e.g. 'Cancelled by the kitchen'). */
export function StatusBadge({ status, children }: { status: Status; children: ReactNode }) {
  const tone = STATUS_TONES[status];
  return (
    <Badge $tone={tone} data-tone={tone}>
      {children}
    </Badge>
  );
}
