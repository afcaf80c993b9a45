// Types of src/compare.js (kept by hand, and src/compare.js is typechecked against them).

/** Order of two names for a reader: by their lower-case letters, then capitals first. */
export declare function compareNames(a: string, b: string): number;
/** Order of two keys (record ids, push ids) by their characters, as the database orders string keys. */
export declare function compareKeys(a: string, b: string): number;
