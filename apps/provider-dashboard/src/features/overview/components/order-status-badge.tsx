import { Badge, type BadgeTone } from '@thali/ui';
import type { OrderStatus } from '@thali/firebase-data';

/** Yellow pending, green completed, red for anything else. */
export function statusTone(status: OrderStatus): BadgeTone {
  if (status === 'pending') return 'warning';
  if (status === 'completed') return 'success';
  return 'danger';
}

const label = (status: string) => (status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown');

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge $tone={statusTone(status)} data-tone={statusTone(status)}>
      {label(status)}
    </Badge>
  );
}
