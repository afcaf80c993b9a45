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
