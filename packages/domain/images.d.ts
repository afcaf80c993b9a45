// Types of src/images.js (kept by hand, and src/images.js is typechecked against them).

export declare const STORAGE_REF_PREFIX: 'storage:';
export declare const STORAGE_ROOT: 'kitchens';
export declare const STORAGE_KINDS: readonly ['dishes', 'kitchen'];
export declare const STORAGE_FILE_PATTERN: string;
export declare const STORAGE_UID_PATTERN: string;
export declare const STORAGE_CONTENT_TYPES: readonly ['image/webp', 'image/jpeg', 'image/png'];
export declare const STORAGE_MAX_BYTES: number;
export declare function isStorageRef(value: unknown): value is string;
export declare function storageRefOwner(value: unknown): string | null;
export declare function storagePathOf(value: unknown): string | null;
