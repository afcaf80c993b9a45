import type { OrderStage } from '@thali/firebase-data';
import { ORDER_STAGE_LABELS } from '@thali/firebase-data/logic';
import { Badge, type BadgeTone } from '@thali/ui';

/** What the kitchen reads for each stage of an order (Delivered is the spec's "completed"): New, Accepted, … */
export const STAGE_LABELS: Record<OrderStage, string> = ORDER_STAGE_LABELS;

/** The stages in the order an order goes through them, as the board's filters list them. */
export const STAGES = Object.keys(ORDER_STAGE_LABELS) as OrderStage[];

/** Yellow while it waits for the kitchen, neutral on its way through, green delivered, red cancelled. */
export function stageTone(stage: OrderStage): BadgeTone {
  if (stage === 'new') return 'warning';
  if (stage === 'delivered') return 'success';
  if (stage === 'cancelled') return 'danger';
  return 'neutral';
}

export function StageBadge({ stage }: { stage: OrderStage }) {
  return (
    <Badge $tone={stageTone(stage)} data-tone={stageTone(stage)}>
      {STAGE_LABELS[stage] ?? 'Unknown'}
    </Badge>
  );
}
