// Types of src/address.js (kept by hand, and src/address.js is typechecked against them).

export declare const PLACE_FIELDS: readonly ['house', 'street', 'area', 'pin', 'landmark'];
export declare const PLACE_REQUIRED: readonly ['house', 'street', 'area', 'pin'];
export type PlaceField = (typeof PLACE_FIELDS)[number];
export declare const PLACE_LIMITS: { readonly houseMax: 60; readonly streetMin: 3; readonly streetMax: 100; readonly landmarkMax: 80 };
export declare const PIN_PATTERN: '^[1-9][0-9]{5}$';
/**
 * Where an order, a subscription or a profile's deliveries go. `area` is one of @thali/domain/areas' AREA_NAMES and
 * `pin` one of that area's PIN codes (validatePlace of the data package checks both).
 */
export interface DeliveryPlace {
  house: string;
  street: string;
  area: string;
  pin: string;
  landmark?: string;
}
/** '12, Laxmi Nagar, Trimurti Nagar, Nagpur 440022' (`${house}, ${street}, ${area}, Nagpur ${pin}`). */
export declare function placeLine(place: DeliveryPlace): string;
