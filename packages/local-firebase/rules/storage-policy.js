#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * Who may read and write which file in Firebase Storage: the one source of both the repo-root `storage.rules` (deployed
 * to hosted Storage; `pnpm rules` writes it, and a test fails while the committed file differs) and the local Storage
 * emulator's check (`decide`, src/storage/). Edit here.
 *
 * - Write (create, replace) and delete: only `kitchens/<uid>/<dishes|kitchen>/<file>`, only by the signed-in `<uid>`
 *   itself whose role is meal_provider, only an image (`contentType` image/webp, image/jpeg or image/png), at most
 *   2 MB. The file name is what the data package makes: a random id of at least 16 URL-safe characters, `.webp` or
 *   `.jpg`.
 * - Read one file (get): anyone, under `kitchens/` only: the pictures of a kitchen's menu are shown to visitors.
 * - List a folder: only the kitchen its own folder (nobody can enumerate another kitchen's files).
 *
 * Hosted Storage rules cannot read the Realtime Database, so there the role is not checked (a signed-in customer could
 * write pictures into its own `kitchens/<uid>/` folder, which nothing ever shows), and "listed kitchens only" cannot be
 * checked for reads: see README "Photos: Firebase Storage". The emulator checks the role in the database it runs
 * beside (`roleOf`), and reads like hosted.
 */
const fs = require('fs');
const path = require('path');
const {
  STORAGE_ROOT, STORAGE_KINDS, STORAGE_FILE_PATTERN, STORAGE_UID_PATTERN, STORAGE_CONTENT_TYPES, STORAGE_MAX_BYTES,
} = require('@thali/domain/images');

/** Where the generated rules live: the repository root, beside firebase.json (its `storage.rules`). */
const STORAGE_RULES_FILE = path.resolve(__dirname, '../../../storage.rules');

// The shape of a stored picture is @thali/domain's (src/images.js), which the forms and the database rules read too.
const STORAGE_POLICY = Object.freeze({
  /** Every stored file is under this folder, then the kitchen's uid. */
  root: STORAGE_ROOT,
  /** The folders of a kitchen's files. */
  kinds: STORAGE_KINDS,
  /** A file's name: the data package's random id and extension (regular expression source, anchored by its users). */
  fileName: STORAGE_FILE_PATTERN,
  /** The content types a file may have. */
  contentTypes: STORAGE_CONTENT_TYPES,
  /** The largest file accepted, in bytes (2 MB). */
  maxBytes: STORAGE_MAX_BYTES,
  /** The role (users/<uid>/role in the database) that may write; checked by the emulator only. */
  writerRole: 'meal_provider',
});

const UID_RE = new RegExp(`^${STORAGE_UID_PATTERN}$`);
const FILE_RE = new RegExp(`^${STORAGE_POLICY.fileName}$`);
// `image/(webp|jpeg|png)` from the list: the hosted rule's regular expression
const TYPES_RE_SOURCE = `image/(${STORAGE_POLICY.contentTypes.map((t) => t.slice('image/'.length)).join('|')})`;
const TYPES_RE = new RegExp(`^${TYPES_RE_SOURCE}$`);

/**
 * @typedef {{ op: 'get' | 'list' | 'create' | 'update' | 'delete', path: string, uid?: string | null, role?: string | null,
 *   contentType?: string, size?: number }} StorageRequest `path`: the object's name (for `list`, the folder, with or
 *   without its trailing slash); `uid`: the signed-in user, null when signed out; `role`: that user's role
 * @typedef {{ allow: true } | { allow: false, reason: string }} Decision
 */

/** The owner's uid of a path under `kitchens/<uid>/…`, or null. @param {string} p */
function kitchenOf(p) {
  const parts = p.split('/');
  return parts[0] === STORAGE_POLICY.root && parts.length >= 2 && UID_RE.test(parts[1]) ? parts[1] : null;
}

/**
 * What the policy says of one request (the emulator's check; `storage.rules` says the same to hosted Storage).
 * @param {StorageRequest} req @returns {Decision}
 */
function decide(req) {
  const deny = (/** @type {string} */ reason) => /** @type {Decision} */ ({ allow: false, reason });
  const owner = kitchenOf(req.path);
  if (owner === null) return deny('Only files under kitchens/<uid>/ are served');
  if (req.op === 'get') return { allow: true };
  if (!req.uid) return deny('Sign in first');
  if (req.uid !== owner) return deny("A kitchen may use only its own folder");
  if (req.op === 'list') return { allow: true };
  if (req.role !== STORAGE_POLICY.writerRole) return deny('Only a kitchen may store pictures');
  const parts = req.path.split('/');
  if (parts.length !== 4 || !(/** @type {readonly string[]} */ (STORAGE_POLICY.kinds)).includes(parts[2]) || !FILE_RE.test(parts[3])) {
    return deny('Not a picture path of this kitchen');
  }
  if (req.op === 'delete') return { allow: true };
  if (typeof req.contentType !== 'string' || !TYPES_RE.test(req.contentType)) return deny('Only WebP, JPEG or PNG images may be stored');
  if (typeof req.size !== 'number' || !(req.size <= STORAGE_POLICY.maxBytes)) return deny('The picture is larger than 2 MB');
  return { allow: true };
}

/** The hosted rules text (rules_version 2) of the same policy. */
function storageRulesText() {
  const p = STORAGE_POLICY;
  const owner = 'request.auth != null && request.auth.uid == uid';
  return `rules_version = '2';
// Generated by packages/local-firebase/rules/storage-policy.js (\`pnpm rules\`): edit the policy there, not this file.
// Hosted rules cannot read the Realtime Database: the writer's role (meal_provider) is checked by the local emulator
// only, and any file under kitchens/ is readable (README, "Photos: Firebase Storage").
service firebase.storage {
  match /b/{bucket}/o {
    match /${p.root}/{uid}/{allPaths=**} {
      // one picture: anyone (a kitchen's menu shows it to visitors)
      allow get: if true;
      // a folder's list: its kitchen only
      allow list: if ${owner};
    }
    match /${p.root}/{uid}/{kind}/{file} {
      allow create, update: if ${owner}
        && kind in [${p.kinds.map((k) => `'${k}'`).join(', ')}]
        && file.matches('${p.fileName}')
        && request.resource.contentType.matches('${TYPES_RE_SOURCE}')
        && request.resource.size <= ${p.maxBytes};
      allow delete: if ${owner}
        && kind in [${p.kinds.map((k) => `'${k}'`).join(', ')}]
        && file.matches('${p.fileName}');
    }
  }
}
`;
}

module.exports = { STORAGE_POLICY, STORAGE_RULES_FILE, decide, storageRulesText, kitchenOf };

if (require.main === module) {
  const out = storageRulesText();
  fs.writeFileSync(STORAGE_RULES_FILE, out);
  process.stdout.write(`wrote ${STORAGE_RULES_FILE} (${Buffer.byteLength(out)} bytes)\n`);
}
