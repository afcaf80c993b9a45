// Types of src/areas.js (kept by hand, and src/areas.js is typechecked against them).

/** The name of one of Nagpur's areas Thali delivers to (AREA_NAMES). */
export type AreaName = 'Hingna' | 'Jaitala' | 'Trimurti Nagar' | 'Dharampeth' | 'Sitabuldi' | 'Manish Nagar';
export interface DeliveryArea {
  readonly area: AreaName;
  readonly zipCodes: readonly string[];
}
/** Nagpur's areas Thali delivers to, with their PIN codes (their descriptions: `@thali/domain/area-descriptions`). */
export declare const DELIVERY_AREAS: readonly DeliveryArea[];
/** The areas' names, in the list's order (what a kitchen's `area` and the keys of its `deliversTo` may hold). */
export declare const AREA_NAMES: readonly AreaName[];
/** Every PIN code served, each once, ascending. */
export declare const SERVED_ZIP_CODES: readonly string[];
/** The areas that serve a PIN code (exact match). */
export declare function areasForZip(zip: string): DeliveryArea[];
/** Whether the value is one of the areas' names (exactly as written in the list). */
export declare function isAreaName(value: unknown): value is AreaName;
/** The PIN codes of an area ([] for a name off the list). */
export declare function zipCodesOf(area: string): readonly string[];
/** Whether the PIN code is one of the area's. */
export declare function isZipOfArea(zip: string, area: string): boolean;
/**
 * Where a customer wants its meals: a 6-digit PIN code (its areas; [] when no area has it) or one area.
 */
export type DeliverTo =
  | { kind: 'pin'; pin: string; areas: AreaName[] }
  | { kind: 'area'; area: AreaName; areas: [AreaName] };
/** A 6-digit PIN code (spaces ignored, served or not) or an area's name (any letter case); anything else null. */
export declare function resolveDeliverTo(text: string): DeliverTo | null;
/** '440010' or 'Dharampeth'. */
export declare function deliverToLabel(deliverTo: DeliverTo): string;
