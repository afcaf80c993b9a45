import type { OrderStage } from '@thali/firebase-data';
import { ORDER_STAGE_LABELS } from '@thali/firebase-data/logic';
import { StatusBadge } from '@thali/ui/status';
import { dataSentence, useDataMessage } from '@thali/ui/data-message';
import { useT } from './messages';

/** The stages in the order an order goes through them, as the board's filters list them. */
export const STAGES = Object.keys(ORDER_STAGE_LABELS) as OrderStage[];

/**
 * What the kitchen reads for each stage of an order (Delivered is the spec's "completed"): New, Accepted, … in the
 * language on screen: the data package's ORDER_STAGE_LABELS, worded by its catalogue in @thali/ui. Getters, read as a
 * component renders.
 */
export const STAGE_LABELS: Readonly<Record<OrderStage, string>> = Object.defineProperties(
  {} as Record<OrderStage, string>,
  Object.fromEntries(STAGES.map((stage) => [stage, { enumerable: true, get: () => dataSentence(ORDER_STAGE_LABELS[stage]) }])),
);

/** An order's stage in the kitchen's words, in the tone every status badge of the portal gives it. */
export function StageBadge({ stage }: { stage: OrderStage }) {
  const t = useT();
  const dataText = useDataMessage();
  return <StatusBadge status={stage}>{STAGES.includes(stage) ? dataText(ORDER_STAGE_LABELS[stage]) : t('stage.unknown')}</StatusBadge>;
}
