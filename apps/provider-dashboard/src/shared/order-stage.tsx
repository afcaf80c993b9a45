import type { OrderStage } from '@thali/firebase-data';
import { ORDER_STAGE_LABELS } from '@thali/firebase-data/logic';
import { StatusBadge } from '@thali/ui/status';
import { t, useT } from './messages';

/** The stages in the order an order goes through them, as the board's filters list them. */
export const STAGES = Object.keys(ORDER_STAGE_LABELS) as OrderStage[];

/**
 * What the kitchen reads for each stage of an order (Delivered is the spec's "completed"): New, Accepted, … in the
 * language on screen (English: the data package's ORDER_STAGE_LABELS, a test holds them equal). Getters, read as a
 * component renders.
 */
export const STAGE_LABELS: Readonly<Record<OrderStage, string>> = Object.defineProperties(
  {} as Record<OrderStage, string>,
  Object.fromEntries(STAGES.map((stage) => [stage, { enumerable: true, get: () => t(`stage.${stage}`) }])),
);

/** An order's stage in the kitchen's words, in the tone every status badge of the portal gives it. */
export function StageBadge({ stage }: { stage: OrderStage }) {
  const t = useT();
  return <StatusBadge status={stage}>{STAGES.includes(stage) ? t(`stage.${stage}`) : t('stage.unknown')}</StatusBadge>;
}
