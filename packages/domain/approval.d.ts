// Types of src/approval.js (kept by hand, and src/approval.js is typechecked against them).

/** The root path of the number of listed (approved) kitchens. */
export declare const LISTED_KITCHENS_PATH: 'listedKitchens';
/**
 * The one write (paths from the root) that gives a kitchen `approved`: the flag, every delivery area to the same value
 * and `listedKitchens` moved by one; {} when the listing already has that approval.
 */
export declare function approvalWrites(
  uid: string, listing: { approved?: unknown; deliversTo?: unknown }, listed: unknown, approved: boolean,
): Record<string, boolean | number>;
