// Types of src/area-descriptions.js (kept by hand, and src/area-descriptions.js is typechecked against them).
import type { AreaName, DeliveryArea } from './areas';

/** An area with what the delivery-areas page says of it. */
export interface DescribedArea extends DeliveryArea {
  readonly description: string;
}
/** Each area's description, by name. */
export declare const AREA_DESCRIPTIONS: Readonly<Record<AreaName, string>>;
/** DELIVERY_AREAS with their descriptions, in the list's order. */
export declare const DESCRIBED_AREAS: readonly DescribedArea[];
