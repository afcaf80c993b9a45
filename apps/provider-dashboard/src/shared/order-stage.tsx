import type { OrderStage } from '@thali/firebase-data';
import { ORDER_STAGE_LABELS } from '@thali/firebase-data/logic';
import { StatusBadge } from '@thali/ui/status';

/** What the kitchen reads for each stage of an order (Delivered is the spec's "completed"): New, Accepted, … */
export const STAGE_LABELS: Record<OrderStage, string> = ORDER_STAGE_LABELS;

/** The stages in the order an order goes through them, as the board's filters list them. */
export const STAGES = Object.keys(ORDER_STAGE_LABELS) as OrderStage[];

/** An order's stage in the kitchen's words, in the tone every status badge of the portal gives it. */
export function StageBadge({ stage }: { stage: OrderStage }) {
  return <StatusBadge status={stage}>{STAGE_LABELS[stage] ?? 'Unknown'}</StatusBadge>;
}
