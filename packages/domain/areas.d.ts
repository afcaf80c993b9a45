// Types of src/areas.js (kept by hand, and src/areas.js is typechecked against them).

export interface DeliveryArea {
  readonly area: string;
  readonly description: string;
  readonly zipCodes: readonly string[];
}
/** Nagpur's areas Thali delivers to, with their PIN codes. */
export declare const DELIVERY_AREAS: readonly DeliveryArea[];
/** The areas' names, in the list's order (what a kitchen's `area` may hold). */
export declare const AREA_NAMES: readonly string[];
/** Every PIN code served, each once, ascending. */
export declare const SERVED_ZIP_CODES: readonly string[];
/** The areas that serve a PIN code (exact match). */
export declare function areasForZip(zip: string): DeliveryArea[];
/** Whether the value is one of the areas' names. */
export declare function isAreaName(value: unknown): value is string;
/** An area's name. */
export type AreaName = string;
/** The PIN codes of an area ([] for no area). */
export declare function zipCodesOf(area: string): readonly string[];
/** Whether the PIN code is one of the area's. */
export declare function isZipOfArea(zip: string, area: string): boolean;
/** Where a customer wants their food: a PIN code (with the areas it belongs to; none when not served) or an area. */
export type DeliverTo = { kind: 'pin'; pin: string; areas: AreaName[] } | { kind: 'area'; area: AreaName; areas: [AreaName] };
/** A 6-digit PIN code or an area's name (any case) as a choice; anything else null. */
export declare function resolveDeliverTo(text: string): DeliverTo | null;
/** '440010' or 'Dharampeth'. */
export declare function deliverToLabel(deliverTo: DeliverTo): string;
