// Types of src/fees.js (kept by hand).

/** Rupees, on every new order. */
export declare const DELIVERY_FEE: 40;
