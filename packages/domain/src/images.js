// @ts-check
'use strict';
/**
 * A kitchen's own uploaded picture (issue 39), as the database stores it: a storage reference
 * `storage:kitchens/<uid>/<dishes|kitchen>/<id>.<webp|jpg>` (never a download URL, which would carry a token and a
 * host). The same shape is the Storage policy's (local-firebase rules/storage-policy.js, storage.rules), the database
 * rules' (a writer only its own folder) and the forms' (isImageUrl).
 */

const STORAGE_REF_PREFIX = 'storage:';
/** The folder of every kitchen's files, then its uid. */
const STORAGE_ROOT = 'kitchens';
/** A kitchen's folders: its dishes' photos, its own picture. */
const STORAGE_KINDS = /** @type {const} */ (['dishes', 'kitchen']);
/** A stored file's name: a random id (at least 96 bits: 16 URL-safe characters) and its extension. Regex source. */
const STORAGE_FILE_PATTERN = '[A-Za-z0-9_-]{16,64}[.](webp|jpg)';
/** A uid as Firebase Auth makes them (and the demo's `prov-…`). Regex source. */
const STORAGE_UID_PATTERN = '[A-Za-z0-9_-]{1,128}';
/** What a stored picture may be, and its largest size (2 MB). */
const STORAGE_CONTENT_TYPES = /** @type {const} */ (['image/webp', 'image/jpeg', 'image/png']);
const STORAGE_MAX_BYTES = 2 * 1024 * 1024;

const REF_RE = new RegExp(`^${STORAGE_REF_PREFIX}${STORAGE_ROOT}/(${STORAGE_UID_PATTERN})/(${STORAGE_KINDS.join('|')})/${STORAGE_FILE_PATTERN}$`);

/** Is this a well-formed storage reference? @param {unknown} value @returns {value is string} */
function isStorageRef(value) {
  return typeof value === 'string' && REF_RE.test(value);
}

/** The uid whose folder a storage reference is in, or null. @param {unknown} value @returns {string | null} */
function storageRefOwner(value) {
  const m = typeof value === 'string' ? REF_RE.exec(value) : null;
  return m?.[1] ?? null;
}

/** The Storage object's name of a reference (`kitchens/…`), or null. @param {unknown} value */
function storagePathOf(value) {
  return isStorageRef(value) ? value.slice(STORAGE_REF_PREFIX.length) : null;
}

/** @satisfies {typeof import('../images')} */
const api = {
  STORAGE_REF_PREFIX, STORAGE_ROOT, STORAGE_KINDS, STORAGE_FILE_PATTERN, STORAGE_UID_PATTERN, STORAGE_CONTENT_TYPES, STORAGE_MAX_BYTES,
  isStorageRef, storageRefOwner, storagePathOf,
};
module.exports = api;
